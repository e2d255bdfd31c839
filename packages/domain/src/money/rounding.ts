import { type Money, money } from './money.js';

/** Basis points in one whole (100 % = 10 000 bp); rates are integers so no float ever touches money. */
export const BASIS_POINTS = 10_000;

/**
 * amount × numerator ÷ denominator rounded half away from zero to a whole minor unit.
 * BigInt keeps it exact at any size (amount × rate can pass 2^53).
 */
export function mulDivRound(amount: number, numerator: number, denominator: number): Money {
  if (!Number.isSafeInteger(denominator) || denominator <= 0) throw new RangeError(`Bad denominator: ${denominator}`);
  const product = BigInt(amount) * BigInt(numerator);
  const divisor = BigInt(denominator);
  const magnitude = product < 0n ? -product : product;
  const rounded = (2n * magnitude + divisor) / (2n * divisor);
  return money(Number(product < 0n ? -rounded : rounded));
}

/** The rate's share of an amount: 8 % (800 bp) of 10 000 is 800. */
export const applyRate = (amount: Money, rateBp: number): Money => mulDivRound(amount, rateBp, BASIS_POINTS);

/** A percent as the settings screens type it (8, 8.5) in whole basis points; null when outside 0..100. */
export function basisPointsOfPercent(percent: number): number | null {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) return null;
  return Math.round(percent * 100);
}

export const percentOfBasisPoints = (rateBp: number): number => rateBp / 100;
