import { describe, expect, it } from 'vitest';
import { averagePrice, productReportRequestSchema, tipReportRequestSchema } from './reports.js';
import { csvField, minorToNumber, neutraliseCell } from './spreadsheet-cell.js';

describe('spreadsheet cells', () => {
  it('neutralises text that would run as a formula, and nothing else', () => {
    for (const text of ['=1+1', '+57 300', '-2', '@SUM(A1)', '\t=1', '\r=1'])
      expect(neutraliseCell(text)).toBe(`'${text}`);
    for (const text of ['Ajiaco', '', ' =1', "'=1", 'Mesa 1', '1-2']) expect(neutraliseCell(text)).toBe(text);
  });

  it('writes CSV fields quoted when needed, numbers as they are', () => {
    expect(csvField('Mesa "3", salón')).toBe('"Mesa ""3"", salón"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField(-1500)).toBe('-1500');
    expect(csvField(null)).toBe('');
  });

  it('turns minor units into numbers with the currency decimals', () => {
    expect(minorToNumber(46000, 0)).toBe(46000);
    expect(minorToNumber(123456, 2)).toBe(1234.56);
    expect(minorToNumber(5, 2)).toBe(0.05);
  });
});

describe('report requests', () => {
  it('need a range under 90 days, end not before start', () => {
    expect(tipReportRequestSchema.safeParse({ filter: { start: '2026-01-01', end: '2026-03-31' } }).success).toBe(true);
    const long = tipReportRequestSchema.safeParse({ filter: { start: '2026-01-01', end: '2026-04-01' } });
    expect(long.error?.issues[0]?.message).toBe('ERROR DATE RANGE');
    const inverted = productReportRequestSchema.safeParse({ filter: { start: '2026-02-01', end: '2026-01-01' } });
    expect(inverted.error?.issues[0]?.message).toBe('INVALID');
    expect(productReportRequestSchema.safeParse({ filter: { start: '2026-02-30', end: '2026-03-01' } }).success).toBe(
      false,
    );
    expect(productReportRequestSchema.safeParse({}).success).toBe(false);
  });

  it('average price rounds half away from zero', () => {
    expect(averagePrice(10, 4)).toBe(3);
    expect(averagePrice(10, 3)).toBe(3);
    expect(averagePrice(9000, 2)).toBe(4500);
    expect(averagePrice(0, 0)).toBe(0);
  });
});
