import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money } from '../money/money.js';
import { cashByDriver, type DispatchedDelivery } from './driver-cash.js';

const CARLOS = { userId: '0194c2a0-0000-7000-8000-000000000c01', name: 'Carlos Pérez' };
const order = (driver: DispatchedDelivery['driver'], cash: number): DispatchedDelivery => ({
  driver,
  cashToCollect: money(cash),
});

describe('the cash each driver brings back', () => {
  it('adds up each driver’s dispatched orders, by name, with the orders nobody took last', () => {
    expect(
      cashByDriver([
        order(null, 20_000),
        order(CARLOS, 35_000),
        order({ userId: null, name: 'Andrés' }, 0),
        order(CARLOS, 0),
        order({ userId: null, name: ' andrés ' }, 12_500),
      ]),
    ).toEqual([
      { driver: { userId: null, name: 'Andrés' }, orders: 2, cash: 12_500 },
      { driver: CARLOS, orders: 2, cash: 35_000 },
      { driver: null, orders: 1, cash: 20_000 },
    ]);
    expect(cashByDriver([])).toEqual([]);
  });

  it('keeps a user apart from a free name that reads the same', () => {
    const rows = cashByDriver([order(CARLOS, 1000), order({ userId: null, name: 'Carlos Pérez' }, 2000)]);
    expect(rows.map((row) => [row.driver?.userId ?? null, row.cash])).toEqual(
      expect.arrayContaining([
        [CARLOS.userId, 1000],
        [null, 2000],
      ]),
    );
  });

  it('counts every order once: the rows add up to the orders and their cash', () => {
    const driver = fc.option(
      fc.record({
        userId: fc.option(fc.constantFrom(CARLOS.userId, '0194c2a0-0000-7000-8000-000000000c02'), { nil: null }),
        name: fc.constantFrom('Carlos Pérez', 'Andrés', 'andrés', 'Bea'),
      }),
      { nil: null },
    );
    fc.assert(
      fc.property(fc.array(fc.record({ driver, cash: fc.integer({ min: 0, max: 10_000_000 }) })), (orders) => {
        const rows = cashByDriver(orders.map((entry) => order(entry.driver, entry.cash)));
        expect(rows.reduce((sum, row) => sum + row.orders, 0)).toBe(orders.length);
        expect(rows.reduce((sum, row) => sum + row.cash, 0)).toBe(orders.reduce((sum, entry) => sum + entry.cash, 0));
        expect(rows.filter((row) => row.driver === null).length).toBeLessThanOrEqual(1);
        if (rows.some((row) => row.driver === null)) expect(rows.at(-1)?.driver).toBeNull();
      }),
      { numRuns: 300 },
    );
  });
});
