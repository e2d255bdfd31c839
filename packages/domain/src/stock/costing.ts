import { type Money, money } from '../money/money.js';
import { storedPerUnit, type UnitId } from './units.js';

/** a × b ÷ c rounded half up (away from zero for halves), exact through BigInt. */
function mulDivRounded(a: number, b: number, c: number): number {
  const numerator = BigInt(a) * BigInt(b);
  const divisor = BigInt(c);
  const negative = numerator < 0n !== divisor < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = divisor < 0n ? -divisor : divisor;
  const rounded = (n * 2n + d) / (d * 2n);
  return Number(negative ? -rounded : rounded);
}

/**
 * Unit value of a movement (spec 02 §5: cost ÷ quantity): minor units per ONE WHOLE unit of the
 * ingredient's unit (per kg for an ingredient kept in kg), rounded half up; 0 without a quantity.
 */
export function unitValueOf(cost: Money, stored: number, unit: UnitId): Money {
  if (stored === 0) return money(0);
  return money(mulDivRounded(cost, storedPerUnit(unit), stored));
}

/** The cost of a stored quantity at a price per whole unit, rounded half up to a minor unit. */
export function costOfQuantity(costPerUnit: Money, stored: number, unit: UnitId): Money {
  return money(mulDivRounded(costPerUnit, stored, storedPerUnit(unit)));
}

export interface CostedLine {
  /** Price of the ingredient per whole unit of its unit. */
  costPerUnit: Money;
  unit: UnitId;
  /** Stored quantity one dish takes. */
  quantity: number;
}

/** Every unit's stored-per-unit divides this: lines of any unit add up over one denominator. */
const COMMON_DENOMINATOR = 1_000_000n;

/** The exact cost of lines, in minor units × COMMON_DENOMINATOR (nothing rounded yet). */
function exactCost(lines: readonly CostedLine[]): bigint {
  let numerator = 0n;
  for (const line of lines) {
    const scale = COMMON_DENOMINATOR / BigInt(storedPerUnit(line.unit));
    numerator += BigInt(line.costPerUnit) * BigInt(line.quantity) * scale;
  }
  return numerator;
}

/** n ÷ d rounded half up (away from zero for halves); d > 0. */
function divideRounded(n: bigint, d: bigint): number {
  return Number(n < 0n ? -((-n * 2n + d) / (d * 2n)) : (n * 2n + d) / (d * 2n));
}

/**
 * A prepared product's computed cost (isCalculatedCost): the sum of its lines' exact costs, rounded
 * once at the end (rounding each line first could lose a peso per line).
 */
export function recipeCost(lines: readonly CostedLine[]): Money {
  return money(divideRounded(exactCost(lines), COMMON_DENOMINATOR));
}

/**
 * A prepared ingredient's cost per ONE WHOLE unit of its own unit: its batch's exact cost (the
 * component lines) ÷ the batch's yield, rounded half up once. 0 without a yield; null when it is
 * beyond what an amount can hold (a thousandth of a gram made from a ton of saffron).
 */
export function preparedUnitCost(lines: readonly CostedLine[], yieldQuantity: number, unit: UnitId): Money | null {
  if (yieldQuantity <= 0) return money(0);
  const numerator = exactCost(lines) * BigInt(storedPerUnit(unit));
  const cost = divideRounded(numerator, COMMON_DENOMINATOR * BigInt(yieldQuantity));
  return Number.isSafeInteger(cost) ? money(cost) : null;
}
