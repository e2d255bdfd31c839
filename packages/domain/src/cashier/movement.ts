import { z } from 'zod';

/** Cashier movement types (spec 01 §3); stored lists also carry 0, read as open (spec 02 §3). */
export const CASHIER_MOVEMENT_TYPE = { OPEN: 1, CLOSE: 2, SETUP: 3, DELETED: 4 } as const;
export type CashierMovementType = (typeof CASHIER_MOVEMENT_TYPE)[keyof typeof CASHIER_MOVEMENT_TYPE];
export const cashierMovementTypeSchema = z.literal([1, 2, 3, 4]);

export const MOVEMENT_STATUSES = ['OPEN', 'CLOSED', 'DELETED'] as const;
export type MovementStatus = (typeof MOVEMENT_STATUSES)[number];

/** Open and setup show Abierto, close Cerrado, deleted Eliminado (struck through) (spec 02 §4). */
export const MOVEMENT_STATUS_LABELS: Readonly<Record<MovementStatus, string>> = {
  OPEN: 'Abierto',
  CLOSED: 'Cerrado',
  DELETED: 'Eliminado',
};

/** The status a stored type shows; null for a type the spec does not know. */
export function movementStatus(type: number): MovementStatus | null {
  if (type === 0 || type === CASHIER_MOVEMENT_TYPE.OPEN || type === CASHIER_MOVEMENT_TYPE.SETUP) return 'OPEN';
  if (type === CASHIER_MOVEMENT_TYPE.CLOSE) return 'CLOSED';
  if (type === CASHIER_MOVEMENT_TYPE.DELETED) return 'DELETED';
  return null;
}

export const movementStatusLabel = (type: number): string | null => {
  const status = movementStatus(type);
  return status ? MOVEMENT_STATUS_LABELS[status] : null;
};

/** Tag colour of a movement: 1 success, 2 warning, 3 processing, anything else error (spec 01 §4). */
export const movementStatusTone = (type: number): 'success' | 'warning' | 'processing' | 'error' =>
  type === 1 ? 'success' : type === 2 ? 'warning' : type === 3 ? 'processing' : 'error';

/** Only an open movement can be closed; closed and deleted ones are read-only. */
export const canCloseMovement = (type: number): boolean => movementStatus(type) === 'OPEN';
export const isMovementReadOnly = (type: number): boolean => movementStatus(type) !== 'OPEN';

/**
 * Open (or setup) closes or is deleted; a closed one can still be soft-deleted, its figures never
 * change; a deleted one is final.
 */
export const CASHIER_MOVEMENT_TRANSITIONS: Readonly<Record<CashierMovementType, readonly CashierMovementType[]>> = {
  1: [2, 4],
  2: [4],
  3: [2, 4],
  4: [],
};
export const canChangeMovementType = (from: CashierMovementType, to: CashierMovementType): boolean =>
  CASHIER_MOVEMENT_TRANSITIONS[from].includes(to);

/** The top bar's cashier label: the open cashier's name, or 'Sin caja'. */
export const NO_CASHIER_LABEL = 'Sin caja';
export const cashierLabel = (name: string | null | undefined): string => name?.trim() || NO_CASHIER_LABEL;
