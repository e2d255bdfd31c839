import { z } from 'zod';

/**
 * Units of measure (spec 02 §3 Unit). Every quantity is stored as an integer number of THOUSANDTHS
 * of its unit's base (g → mg, ml → thousandths of a ml, unit → thousandths of a unit), so 200 g of
 * an ingredient kept in kg is 200 000 and never rounds to zero. No floats anywhere.
 */
export const UNITS = {
  g: { name: 'gramos', abbreviation: 'g', base: 'g', factor: 1 },
  kg: { name: 'kilogramos', abbreviation: 'kg', base: 'g', factor: 1000 },
  ml: { name: 'mililitros', abbreviation: 'ml', base: 'ml', factor: 1 },
  l: { name: 'litros', abbreviation: 'l', base: 'ml', factor: 1000 },
  unit: { name: 'unidades', abbreviation: 'und', base: 'unit', factor: 1 },
} as const;
export type UnitId = keyof typeof UNITS;
export const UNIT_IDS = Object.keys(UNITS) as UnitId[];
export const unitIdSchema = z.enum(UNIT_IDS as [UnitId, ...UnitId[]], { message: 'REQUIRED' });

/** Stored thousandths per one whole unit (1 kg = 1 000 000 stored). */
export const STORED_PER_BASE = 1000;
export const storedPerUnit = (unit: UnitId): number => UNITS[unit].factor * STORED_PER_BASE;

/** The largest stored quantity accepted (a billion kg in mg): far inside the safe integers. */
export const QUANTITY_MAX = 1_000_000_000_000_000;

/** Whole units a counted product may hold: products.stock is a 32-bit column, this leaves room below it. */
export const PRODUCT_STOCK_MAX = 1_000_000_000;

/**
 * Whether a stock row may go from `before` to `after`: within ±max (QUANTITY_MAX for an
 * ingredient, PRODUCT_STOCK_MAX for a product), or at least not further out than it already was
 * (a row stored past the bound before it existed can still be sold or counted down).
 */
export function isWithinStockBound(before: number, after: number, max: number): boolean {
  if (!Number.isSafeInteger(after)) return Math.abs(after) < Math.abs(before);
  return Math.abs(after) <= max || Math.abs(after) < Math.abs(before);
}

/**
 * A quantity as read back (stock, movement amounts): whatever is stored, even past the bounds
 * (rows written before them), so a read never fails on it.
 */
export const storedAmountSchema = z.number();

/** A stored quantity in a request: integer thousandths of the base unit, positive. */
export const storedQuantitySchema = z
  .number({ message: 'REQUIRED' })
  .int({ message: 'REQUIRED' })
  .min(1, { message: 'REQUIRED' })
  .max(QUANTITY_MAX, { message: 'REQUIRED' });

/** Two units measure the same thing (g and kg), so one converts to the other exactly. */
export const sameBase = (a: UnitId, b: UnitId): boolean => UNITS[a].base === UNITS[b].base;

/** Whole units to stored: toStored(2, 'kg') = 2 000 000. */
export function toStored(wholeUnits: number, unit: UnitId): number {
  if (!Number.isSafeInteger(wholeUnits)) throw new RangeError('whole units must be an integer');
  return wholeUnits * storedPerUnit(unit);
}

const DECIMAL = /^(-?)(\d{1,15})(?:[.,](\d+))?$/;

/**
 * "0.2" kg → 200 000 stored, by digits (no float). Null for text that is not a decimal number or
 * that is finer than one stored thousandth of the base unit (0.0000001 kg).
 */
export function parseQuantity(text: string, unit: UnitId): number | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const scale = storedPerUnit(unit);
  const digits = String(scale).length - 1;
  const kept = fraction.replace(/0+$/, '');
  if (kept.length > digits) return null;
  const stored = Number(whole) * scale + Number(kept.padEnd(digits, '0') || '0');
  if (!Number.isSafeInteger(stored) || stored > QUANTITY_MAX) return null;
  return sign && stored !== 0 ? -stored : stored;
}

/** Stored → the unit's decimal text without trailing zeros: fromStored(200 000, 'kg') = "0.2". */
export function fromStored(stored: number, unit: UnitId): string {
  const scale = storedPerUnit(unit);
  const digits = String(scale).length - 1;
  const sign = stored < 0 ? '-' : '';
  const absolute = Math.abs(stored);
  const whole = Math.floor(absolute / scale);
  const fraction = String(absolute % scale)
    .padStart(digits, '0')
    .replace(/0+$/, '');
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}
