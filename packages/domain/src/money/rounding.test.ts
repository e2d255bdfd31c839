import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money } from './money.js';
import { applyRate, BASIS_POINTS, basisPointsOfPercent, mulDivRound, percentOfBasisPoints } from './rounding.js';

describe('rounding', () => {
  it('rounds half away from zero', () => {
    expect(mulDivRound(5, 1, 2)).toBe(3);
    expect(mulDivRound(3, 1, 2)).toBe(2);
    expect(mulDivRound(-5, 1, 2)).toBe(-3);
    expect(mulDivRound(7, 1, 3)).toBe(2);
    expect(applyRate(money(12345), 800)).toBe(988);
  });

  it('stays exact where floats drift', () => {
    expect(applyRate(money(999_999_999_999), 1900)).toBe(190_000_000_000);
    expect(mulDivRound(Number.MAX_SAFE_INTEGER, 1, 1)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('is within half a minor unit of the exact quotient', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc
          .integer({ min: 1, max: 20_000 })
          .chain((denominator) => fc.tuple(fc.integer({ min: 0, max: denominator }), fc.constant(denominator))),
        (amount, [numerator, denominator]) => {
          const rounded = BigInt(mulDivRound(amount, numerator, denominator));
          const twiceError = 2n * (rounded * BigInt(denominator) - BigInt(amount) * BigInt(numerator));
          expect(twiceError <= BigInt(denominator) && twiceError > -BigInt(denominator)).toBe(true);
        },
      ),
      { numRuns: 10_000 },
    );
  }, 60_000);

  it('refuses a zero denominator', () => {
    expect(() => mulDivRound(1, 1, 0)).toThrow(RangeError);
  });

  it('reads percents as basis points', () => {
    expect(basisPointsOfPercent(8)).toBe(800);
    expect(basisPointsOfPercent(8.5)).toBe(850);
    expect(basisPointsOfPercent(100)).toBe(BASIS_POINTS);
    expect(basisPointsOfPercent(-1)).toBeNull();
    expect(basisPointsOfPercent(100.5)).toBeNull();
    expect(basisPointsOfPercent(Number.NaN)).toBeNull();
    expect(percentOfBasisPoints(1900)).toBe(19);
  });
});
