import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money } from '../money/money.js';
import { addedTaxTotal, includedTaxTotal, type Tax, taxLines, taxSchema } from './tax.js';

const tax = (rateBp: number, includeCost: boolean, name = `T${rateBp}`): Tax => ({
  name,
  shortName: name,
  rateBp,
  includeCost,
});

describe('taxes', () => {
  it('adds a percentage of the amount, rounded to the minor unit', () => {
    const [iva] = taxLines(money(10_550), [tax(800, false, 'Impoconsumo')]);
    expect(iva).toEqual({
      name: 'Impoconsumo',
      shortName: 'Impoconsumo',
      rateBp: 800,
      includeCost: false,
      amount: 844,
    });
    expect(taxLines(money(1_999), [tax(800, false)])[0]?.amount).toBe(160);
  });

  it('extracts an included tax from the price: amount − amount ÷ (1 + rate)', () => {
    expect(taxLines(money(108_000), [tax(800, true)])[0]?.amount).toBe(8_000);
    expect(taxLines(money(119_000), [tax(1900, true)])[0]?.amount).toBe(19_000);
    expect(taxLines(money(10_000), [tax(1900, true)])[0]?.amount).toBe(1_597);
  });

  it('extracts several included taxes against their combined rate', () => {
    const lines = taxLines(money(127_000), [tax(800, true), tax(1900, true)]);
    expect(lines.map((line) => line.amount)).toEqual([8_000, 19_000]);
    expect(includedTaxTotal(lines)).toBe(27_000);
    expect(addedTaxTotal(lines)).toBe(0);
  });

  it('adds a tax on the amount whatever the included ones, keeping the order given', () => {
    const lines = taxLines(money(119_000), [tax(800, false), tax(1900, true)]);
    expect(lines.map((line) => [line.rateBp, line.amount])).toEqual([
      [800, 9_520],
      [1900, 19_000],
    ]);
    expect(addedTaxTotal(lines)).toBe(9_520);
    expect(addedTaxTotal(taxLines(money(119_000), [tax(800, false)]))).toBe(9_520);
  });

  it('keeps every amount a whole minor unit, never above the taxed amount', () => {
    const taxes = fc.array(
      fc
        .record({ rateBp: fc.integer({ min: 0, max: 10_000 }), includeCost: fc.boolean() })
        .map(({ rateBp, includeCost }) => tax(rateBp, includeCost)),
      { maxLength: 4 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), taxes, (amount, list) => {
        const lines = taxLines(money(amount), list);
        for (const line of lines) expect(Number.isSafeInteger(line.amount) && line.amount >= 0).toBe(true);
        expect(includedTaxTotal(lines)).toBeLessThanOrEqual(amount);
      }),
      { numRuns: 10_000 },
    );
  }, 60_000);

  it('validates the rate and the required fields', () => {
    expect(taxSchema.parse({ name: 'IVA', rateBp: 1900, includeCost: true })).toEqual({
      name: 'IVA',
      shortName: '',
      rateBp: 1900,
      includeCost: true,
    });
    expect(taxSchema.safeParse({ name: 'IVA', rateBp: 10_001, includeCost: true }).success).toBe(false);
    expect(taxSchema.safeParse({ name: 'IVA', rateBp: 8.5, includeCost: true }).success).toBe(false);
    expect(taxSchema.safeParse({ name: ' ', rateBp: 800, includeCost: false }).error?.issues[0]?.message).toBe(
      'REQUIRED',
    );
  });
});
