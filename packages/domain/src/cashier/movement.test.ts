import { describe, expect, it } from 'vitest';
import {
  CASHIER_MOVEMENT_TYPE,
  type CashierMovementType,
  canChangeMovementType,
  canCloseMovement,
  cashierLabel,
  isMovementReadOnly,
  movementStatus,
  movementStatusLabel,
  movementStatusTone,
} from './movement.js';

describe('cashier movements', () => {
  it('numbers the types 1 OPEN, 2 CLOSE, 3 SETUP, 4 DELETED', () => {
    expect(CASHIER_MOVEMENT_TYPE).toEqual({ OPEN: 1, CLOSE: 2, SETUP: 3, DELETED: 4 });
  });

  it('labels open and setup Abierto, close Cerrado, deleted Eliminado; 0 reads as open', () => {
    expect([0, 1, 2, 3, 4, 9].map(movementStatusLabel)).toEqual([
      'Abierto',
      'Abierto',
      'Cerrado',
      'Abierto',
      'Eliminado',
      null,
    ]);
    expect(movementStatus(9)).toBeNull();
  });

  it('colours 1 success, 2 warning, 3 processing, anything else error', () => {
    expect([1, 2, 3, 4, 0].map(movementStatusTone)).toEqual(['success', 'warning', 'processing', 'error', 'error']);
  });

  it('closes only an open movement; closed and deleted ones are read-only', () => {
    expect([1, 2, 3, 4].map(canCloseMovement)).toEqual([true, false, true, false]);
    expect([1, 2, 3, 4].map(isMovementReadOnly)).toEqual([false, true, false, true]);
  });

  it('moves open to closed or deleted, closed to deleted, and never leaves deleted', () => {
    const types: CashierMovementType[] = [1, 2, 3, 4];
    const allowed = types.flatMap((from) =>
      types.filter((to) => canChangeMovementType(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual(['1→2', '1→4', '2→4', '3→2', '3→4']);
  });

  it("shows 'Sin caja' without an open cashier", () => {
    expect(cashierLabel(null)).toBe('Sin caja');
    expect(cashierLabel('  ')).toBe('Sin caja');
    expect(cashierLabel('Caja 1')).toBe('Caja 1');
  });
});
