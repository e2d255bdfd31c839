import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money } from '../money/money.js';
import { type ChosenExtra, lineTotal, sizeDelta, unitPrice } from './pricing.js';

const amount = fc.integer({ min: 0, max: 1_000_000 });
const extra = fc.record({
  groupId: fc.constant('g'),
  optionId: fc.uuid(),
  name: fc.string(),
  price: amount.map(money),
  quantity: fc.integer({ min: 1, max: 5 }),
});

describe('price composition', () => {
  it('adds size difference and extras to the base price', () => {
    const extras: ChosenExtra[] = [
      { groupId: 'g', optionId: 'a', name: 'Queso extra', price: money(3000), quantity: 1 },
      { groupId: 'g', optionId: 'b', name: 'Tocineta', price: money(4000), quantity: 2 },
    ];
    const size = { name: 'Mediana', priceDelta: sizeDelta(money(22000), money(38000)) };
    expect(size.priceDelta).toBe(16000);
    expect(unitPrice(money(22000), size, extras)).toBe(22000 + 16000 + 3000 + 8000);
    expect(lineTotal(money(49000), 3)).toBe(147000);
  });

  it('gives back the absolute size price from base and difference, for any prices', () => {
    fc.assert(
      fc.property(amount, amount, (base, absolute) => {
        expect(unitPrice(money(base), { name: 's', priceDelta: sizeDelta(money(base), money(absolute)) }, [])).toBe(
          absolute,
        );
      }),
      { numRuns: 100 },
    );
  }, 60_000);

  it('is an integer, never below the base with non-negative extras, and does not depend on the extras order', () => {
    fc.assert(
      fc.property(amount, fc.array(extra, { maxLength: 6 }), (base, extras) => {
        const price = unitPrice(money(base), null, extras);
        expect(Number.isSafeInteger(price)).toBe(true);
        expect(price).toBeGreaterThanOrEqual(base);
        expect(unitPrice(money(base), null, [...extras].reverse())).toBe(price);
      }),
      { numRuns: 100 },
    );
  }, 60_000);

  it('scales linearly with quantity', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 50 }), (unit, a, b) => {
        expect(lineTotal(money(unit), a + b)).toBe(lineTotal(money(unit), a) + lineTotal(money(unit), b));
      }),
      { numRuns: 100 },
    );
  }, 60_000);
});
