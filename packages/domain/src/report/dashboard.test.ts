import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dashboardBuckets,
  dashboardChartsRequestSchema,
  dashboardOf,
  dashboardTotalsOf,
  isCancelledState,
  type SalesGroup,
} from './dashboard.js';

const group = fc.record({
  bucket: fc.constantFrom('2026-03-01', '2026-03-02', '2026-03-05'),
  methodDelivery: fc.constantFrom('onsite', 'self-service', 'delivery'),
  state: fc.constantFrom(1, 3, 5, 6, 11),
  orders: fc.integer({ min: 1, max: 50 }),
  total: fc.integer({ min: 0, max: 5_000_000 }),
  tip: fc.integer({ min: 0, max: 50_000 }),
  discount: fc.integer({ min: 0, max: 50_000 }),
});

describe('dashboard', () => {
  it('buckets a day by hour and a longer range by day', () => {
    expect(dashboardBuckets('2026-03-01', '2026-03-01')).toHaveLength(24);
    expect(dashboardBuckets('2026-03-01', '2026-03-01')[13]).toBe('2026-03-01 13');
    expect(dashboardBuckets('2024-02-27', '2024-03-01')).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
    expect(dashboardBuckets('2026-01-01', '2026-12-31')).toHaveLength(365);
  });

  it('allows up to a year; refuses inverted ranges and longer ones', () => {
    const message = (dateStart: string, dateEnd: string) =>
      dashboardChartsRequestSchema.safeParse({ dateStart, dateEnd }).error?.issues[0]?.message;
    expect(message('2024-01-01', '2024-12-31')).toBeUndefined();
    expect(message('2024-01-01', '2025-01-01')).toBe('ERROR DATE RANGE');
    expect(message('2026-01-02', '2026-01-01')).toBe('INVALID');
    expect(message('2026-02-30', '2026-03-01')).toBe('INVALID');
  });

  it('the series add up to the cards, channel by channel, and cancelled orders are no sale', () => {
    fc.assert(
      fc.property(fc.array(group, { maxLength: 40 }), (groups) => {
        const data = dashboardOf({ dateStart: '2026-03-01', dateEnd: '2026-03-07' }, groups);
        const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
        const sales = groups.filter((g) => !isCancelledState(g.state));
        expect(data.sales).toHaveLength(7);
        expect(sum(data.sales.map((s) => s.total))).toBe(data.totalSales);
        expect(sum(data.orders.map((o) => o.total))).toBe(data.totalOrders);
        expect(sum(data.sales.map((s) => s.channels.delivery))).toBe(data.totalDelivery);
        expect(sum(data.orders.map((o) => o.channels.selfService))).toBe(data.selfService);
        expect(data.totalSales).toBe(sum(sales.map((g) => g.total)));
        expect(data.totalOrders).toBe(sum(sales.map((g) => g.orders)));
        expect(data.cancelled).toBe(sum(groups.filter((g) => isCancelledState(g.state)).map((g) => g.orders)));
        expect(data.totalOnsite + data.totalSelfService + data.totalDelivery).toBe(data.totalSales);
        for (const bucket of data.sales)
          expect(bucket.channels.onsite + bucket.channels.selfService + bucket.channels.delivery).toBe(bucket.total);
      }),
    );
  });

  it('averages the ticket to the unit', () => {
    const groups: SalesGroup[] = [
      { methodDelivery: 'onsite', state: 6, orders: 3, total: 10_000, tip: 0, discount: 0 },
    ];
    expect(dashboardTotalsOf(groups).averageTicket).toBe(3_333);
    expect(dashboardTotalsOf([]).averageTicket).toBe(0);
  });
});
