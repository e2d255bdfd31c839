import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Currency } from '../money/money.js';
import { cashCountSchema, countTotal, emptyCounts } from './count.js';
import { countsFreeAmount, DENOMINATIONS, denominationsOf } from './denominations.js';

const valuesOf = (currency: Currency, kind: 'coin' | 'bill') =>
  denominationsOf(currency)
    .filter((denomination) => denomination.kind === kind)
    .map((denomination) => denomination.value);

describe('denominations', () => {
  it('lists COP coins and bills in pesos', () => {
    expect(valuesOf('COP', 'coin')).toEqual([50, 100, 200, 500, 1000]);
    expect(valuesOf('COP', 'bill')).toEqual([1000, 2000, 5000, 10000, 20000, 50000, 100000]);
  });

  it('lists USD coins and bills in cents', () => {
    expect(valuesOf('USD', 'coin')).toEqual([1, 5, 10, 25, 50, 100]);
    expect(valuesOf('USD', 'bill')).toEqual([100, 200, 500, 1000, 2000, 5000, 10000]);
  });

  it('counts MXN as a free amount', () => {
    expect(denominationsOf('MXN')).toEqual([]);
    expect(countsFreeAmount('MXN')).toBe(true);
    expect(countsFreeAmount('COP')).toBe(false);
  });

  it('gives each coin and bill its own key', () => {
    for (const list of Object.values(DENOMINATIONS)) {
      expect(new Set(list.map((denomination) => denomination.key)).size).toBe(list.length);
    }
    expect(denominationsOf('COP').map((denomination) => denomination.key)).toContain('coin_1000');
    expect(denominationsOf('COP').map((denomination) => denomination.key)).toContain('bill_1000');
  });
});

describe('cash count', () => {
  it('totals pieces × value, USD cents exact', () => {
    expect(countTotal('COP', { bill_50000: 2, bill_10000: 3, coin_500: 4, coin_1000: 1, bill_1000: 1 })).toBe(134_000);
    // 3 × $0.10 + 1 × $0.05 + 7 × $0.01 = $0.42, not 0.42000000000000004.
    expect(countTotal('USD', { coin_10: 3, coin_5: 1, coin_1: 7 })).toBe(42);
    expect(countTotal('USD', { bill_100: 1, coin_100: 1, bill_10000: 2 })).toBe(20_200);
    expect(countTotal('COP', { unknown: 5 })).toBe(0);
  });

  it('equals the sum of count × denomination for any count', () => {
    const currency = fc.constantFrom<Currency>('COP', 'USD');
    fc.assert(
      fc.property(
        currency,
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 13, maxLength: 13 }),
        (code, pieces) => {
          const denominations = denominationsOf(code);
          const counts = Object.fromEntries(
            denominations.map((denomination, index) => [denomination.key, pieces[index]!]),
          );
          const expected = denominations.reduce(
            (sum, denomination, index) => sum + pieces[index]! * denomination.value,
            0,
          );
          expect(countTotal(code, counts)).toBe(expected);
          expect(Number.isSafeInteger(countTotal(code, counts))).toBe(true);
          expect(cashCountSchema(code).parse({ counts }).total).toBe(expected);
        },
      ),
      { numRuns: 10_000 },
    );
  }, 60_000);

  it('starts every count at 0', () => {
    expect(Object.values(emptyCounts('COP'))).toHaveLength(12);
    expect(countTotal('COP', emptyCounts('COP'))).toBe(0);
    expect(emptyCounts('MXN')).toEqual({});
  });

  it("requires every count, a whole number ≥ 0, else 'Ingrese un valor válido'", () => {
    const schema = cashCountSchema('COP');
    const { coin_50: _, ...missing } = emptyCounts('COP');
    for (const counts of [missing, { ...emptyCounts('COP'), coin_50: -1 }, { ...emptyCounts('COP'), coin_50: 1.5 }]) {
      const result = schema.safeParse({ counts });
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['counts.coin_50', 'Ingrese un valor válido'],
      ]);
    }
    expect(schema.safeParse({ counts: { ...emptyCounts('COP'), coin_50: Number.NaN } }).success).toBe(false);
    expect(schema.safeParse({ counts: { ...emptyCounts('COP'), coin_50: '3' } }).success).toBe(false);
  });

  it('takes a free amount for MXN', () => {
    expect(cashCountSchema('MXN').parse({ amount: 150_050 })).toEqual({ counts: {}, total: 150_050 });
    expect(cashCountSchema('MXN').safeParse({ amount: -1 }).error?.issues[0]?.message).toBe('Ingrese un valor válido');
  });
});
