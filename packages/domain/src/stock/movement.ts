import { z } from 'zod';

/**
 * Movement types (spec 02 §3 Movement): 'Entrada' adds to the stock, 'Salida' takes from it; the
 * recipe adjustment carries its own sign. Names are the spec's, shown as they are.
 */
export const MOVEMENT_TYPES = [
  'Entrada - Compra',
  'Entrada - Ajuste',
  'Entrada - Devolucion',
  'Entrada - Conteo',
  'Salida - Venta',
  'Salida - Merma',
  'Salida - Ajuste',
  'Salida - Devolucion',
  'Salida - Conteo',
  'Ajuste a Ingrediente/Receta',
  // Producing a prepared ingredient (a sub-recipe): its components go out, the batch comes in.
  'Entrada - Producción',
  'Salida - Producción',
] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];
export const movementTypeSchema = z.enum(MOVEMENT_TYPES, { message: 'REQUIRED' });

/** Types a person records by hand in the movement form (sales, purchases and counts have their own screens). */
export const MANUAL_MOVEMENT_TYPES = [
  'Entrada - Ajuste',
  'Entrada - Devolucion',
  'Salida - Merma',
  'Salida - Ajuste',
  'Salida - Devolucion',
  'Ajuste a Ingrediente/Receta',
] as const satisfies readonly MovementType[];

export const isEntry = (type: MovementType): boolean => type.startsWith('Entrada');

/**
 * The signed change a movement makes from the positive amount entered. 'Ajuste a
 * Ingrediente/Receta' is the one type whose amount is already signed.
 */
export function signedChange(type: MovementType, amountEntered: number): number {
  if (type === 'Ajuste a Ingrediente/Receta') return amountEntered;
  return isEntry(type) ? Math.abs(amountEntered) : -Math.abs(amountEntered);
}

export interface LedgerEntry {
  amountBefore: number;
  amountEntered: number;
  amountAfter: number;
}

/** Applies a change to a stock row: before, entered (signed) and after, the row's new quantity. */
export function applyChange(before: number, change: number): LedgerEntry {
  return { amountBefore: before, amountEntered: change, amountAfter: before + change };
}

/** A stock row's quantity is always the sum of its movements. */
export const stockFromMovements = (entries: readonly Pick<LedgerEntry, 'amountEntered'>[]): number =>
  entries.reduce((sum, entry) => sum + entry.amountEntered, 0);

/** A ledger is consistent when each movement starts where the previous one ended. */
export function isConsistentLedger(entries: readonly LedgerEntry[], start = 0): boolean {
  let current = start;
  for (const entry of entries) {
    if (entry.amountBefore !== current || entry.amountAfter !== current + entry.amountEntered) return false;
    current = entry.amountAfter;
  }
  return true;
}
