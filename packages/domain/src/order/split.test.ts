import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money } from '../money/money.js';
import { splitEqually } from './split.js';

describe('splitEqually', () => {
  it('puts the remainder on the first parts', () => {
    expect(splitEqually(money(100_000), 3)).toEqual([33_334, 33_333, 33_333]);
    expect(splitEqually(money(10), 4)).toEqual([3, 3, 2, 2]);
  });

  it('property: parts are whole, add up to the total and differ by at most one unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 1, max: 20 }), (total, parts) => {
        const split = splitEqually(money(total), parts);
        const sum = split.reduce((a, b) => a + b, 0);
        return (
          split.length === parts &&
          sum === total &&
          split.every(Number.isInteger) &&
          Math.max(...split) - Math.min(...split) <= 1
        );
      }),
      { numRuns: 10_000 },
    );
  }, 60_000);
});
