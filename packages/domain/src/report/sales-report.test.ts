import { describe, expect, it } from 'vitest';
import { cashCountReportRequestSchema } from './cash-count-report.js';
import { everyHour, NO_SALES, salesFigures, salesReportRequestSchema } from './sales-report.js';

describe('sales report', () => {
  it('averages the ticket half away from zero, and 0 over no orders', () => {
    expect(salesFigures({ orders: 3, total: 10, tip: 1, discount: 2, deliveryValue: 0 })).toEqual({
      orders: 3,
      total: 10,
      tip: 1,
      discount: 2,
      deliveryValue: 0,
      averageTicket: 3,
    });
    expect(NO_SALES.averageTicket).toBe(0);
  });

  it('fills the 24 hours, zeros where nothing closed', () => {
    const hours = everyHour([
      { ...salesFigures({ orders: 1, total: 5, tip: 0, discount: 0, deliveryValue: 0 }), hour: 13 },
    ]);
    expect(hours.map((row) => row.hour)).toEqual(Array.from({ length: 24 }, (_, hour) => hour));
    expect(hours.filter((row) => row.orders > 0).map((row) => row.hour)).toEqual([13]);
  });

  it('needs a range under 90 days; channel one of the services', () => {
    const day = { start: '2026-11-01', end: '2026-11-30' };
    expect(salesReportRequestSchema.safeParse({ filter: { ...day, channel: 'delivery' } }).success).toBe(true);
    expect(salesReportRequestSchema.safeParse({ filter: { ...day, channel: 'drone' } }).success).toBe(false);
    const long = salesReportRequestSchema.safeParse({ filter: { start: '2026-01-01', end: '2026-04-01' } });
    expect(long.error?.issues[0]?.message).toBe('ERROR DATE RANGE');
    expect(cashCountReportRequestSchema.safeParse({ filter: { ...day, userId: 'x' } }).success).toBe(false);
    expect(cashCountReportRequestSchema.parse({ filter: day })).toMatchObject({ page: 0, pageSize: 20 });
  });
});
