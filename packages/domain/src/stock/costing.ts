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

/**
 * A prepared product's computed cost (isCalculatedCost): the sum of its lines' exact costs, rounded
 * once at the end (rounding each line first could lose a peso per line).
 */
export function recipeCost(lines: readonly CostedLine[]): Money {
  // Common denominator: every unit's stored-per-unit divides 1 000 000.
  const denominator = 1_000_000;
  let numerator = 0n;
  for (const line of lines) {
    const scale = BigInt(denominator / storedPerUnit(line.unit));
    numerator += BigInt(line.costPerUnit) * BigInt(line.quantity) * scale;
  }
  const d = BigInt(denominator);
  const rounded = numerator < 0n ? -((-numerator * 2n + d) / (d * 2n)) : (numerator * 2n + d) / (d * 2n);
  return money(Number(rounded));
}
