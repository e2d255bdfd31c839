import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money } from '../money/money.js';
import { costOfQuantity, recipeCost, unitValueOf } from './costing.js';
import { fromStored, parseQuantity, toStored, UNIT_IDS } from './units.js';

describe('units and quantities', () => {
  it('keeps 200 g of an ingredient kept in kg without rounding it away', () => {
    expect(parseQuantity('0.2', 'kg')).toBe(200_000);
    expect(parseQuantity('200', 'g')).toBe(200_000);
    expect(parseQuantity('0,5', 'l')).toBe(500_000);
    expect(parseQuantity('1.5', 'unit')).toBe(1500);
    expect(toStored(10, 'kg')).toBe(10_000_000);
    expect(fromStored(200_000, 'kg')).toBe('0.2');
    expect(fromStored(-1500, 'unit')).toBe('-1.5');
  });

  it('refuses text that is not a number or finer than a thousandth of the base', () => {
    for (const text of ['', 'abc', '1e3', '0.0000001', '1.2.3', '--1']) expect(parseQuantity(text, 'kg')).toBeNull();
    expect(parseQuantity('0.0001', 'g')).toBeNull();
  });

  it('round-trips every stored quantity through its text', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), fc.constantFrom(...UNIT_IDS), (stored, unit) => {
        expect(parseQuantity(fromStored(stored, unit), unit)).toBe(stored);
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  it('values a movement per whole unit and costs a quantity, rounding half up', () => {
    // 10 kg for 50 000: 5 000 per kg.
    expect(unitValueOf(money(50_000), toStored(10, 'kg'), 'kg')).toBe(5000);
    expect(unitValueOf(money(100), 3000, 'unit')).toBe(33);
    expect(unitValueOf(money(100), 0, 'unit')).toBe(0);
    // 150 g at 20 000 per kg: 3 000.
    expect(costOfQuantity(money(20_000), parseQuantity('150', 'g')!, 'kg')).toBe(3000);
    expect(costOfQuantity(money(5), 500, 'unit')).toBe(3);
  });

  it('adds exact line costs and rounds once', () => {
    // Three lines of 0.5 each would round to 1 + 1 + 1; exactly they are 1.5 → 2.
    const half = { costPerUnit: money(1), unit: 'unit' as const, quantity: 500 };
    expect(recipeCost([half, half, half])).toBe(2);
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            costPerUnit: fc.integer({ min: 0, max: 1_000_000 }).map(money),
            unit: fc.constantFrom(...UNIT_IDS),
            quantity: fc.integer({ min: 1, max: 10_000_000 }),
          }),
          { maxLength: 10 },
        ),
        (lines) => {
          const rounded = lines.reduce(
            (sum, line) => sum + costOfQuantity(line.costPerUnit, line.quantity, line.unit),
            0,
          );
          expect(Math.abs(recipeCost(lines) - rounded)).toBeLessThanOrEqual(lines.length);
        },
      ),
      { numRuns: 200 },
    );
  }, 30_000);
});
