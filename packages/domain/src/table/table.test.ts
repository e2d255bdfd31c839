import { describe, expect, it } from 'vitest';
import { securityPoliticsFor } from '../permission/permissions.js';
import { createTableSchema, tableFormSchema } from './table.js';
import {
  canEnterTable,
  canReleaseTable,
  canSeeTableDetails,
  canTransferFrom,
  canTransferTo,
  canUseShortcut,
  type Viewer,
  wouldStackOrders,
} from './table-rules.js';

const viewer = (roleName: string, userId = `${roleName}-id`): Viewer => ({
  userId,
  roleName,
  politics: securityPoliticsFor(roleName),
});
const free = { busy: false, user: null };
const heldBy = (userId: string) => ({ busy: true, user: { id: userId, name: 'Someone' } });

describe('floor rules', () => {
  it('shows waiter and total to the own waiter, administrators and cashiers, never in waiter mode', () => {
    expect(canSeeTableDetails(viewer('mesero', 'w1'), heldBy('w1'), false)).toBe(true);
    expect(canSeeTableDetails(viewer('mesero', 'w1'), heldBy('w2'), false)).toBe(false);
    expect(canSeeTableDetails(viewer('Pos'), heldBy('w2'), false)).toBe(false);
    expect(canSeeTableDetails(viewer('Administrador'), heldBy('w2'), false)).toBe(true);
    expect(canSeeTableDetails(viewer('Caja'), heldBy('w2'), false)).toBe(true);
    expect(canSeeTableDetails(viewer('Administrador'), heldBy('w2'), true)).toBe(false);
  });

  it('blocks entry to a table busy with another user unless readAll', () => {
    expect(canEnterTable(viewer('mesero'), free)).toBe(true);
    expect(canEnterTable(viewer('mesero', 'w1'), heldBy('w1'))).toBe(true);
    expect(canEnterTable(viewer('mesero', 'w1'), heldBy('w2'))).toBe(false);
    expect(canEnterTable(viewer('Caja'), heldBy('w2'))).toBe(true);
    expect(canEnterTable(viewer('Administrador'), heldBy('w2'))).toBe(true);
  });

  it('offers the shortcut by shortcut, shortcutALL and ownership, never in waiter mode', () => {
    expect(canUseShortcut(viewer('mesero', 'w1'), free, false)).toBe(true);
    expect(canUseShortcut(viewer('mesero', 'w1'), heldBy('w1'), false)).toBe(true);
    expect(canUseShortcut(viewer('mesero', 'w1'), heldBy('w2'), false)).toBe(false);
    expect(canUseShortcut(viewer('Caja'), heldBy('w2'), false)).toBe(true);
    expect(canUseShortcut(viewer('Pos'), free, false)).toBe(false);
    expect(canUseShortcut(viewer('Caja'), free, true)).toBe(false);
  });

  it('lets only transferAll pick a destination busy with another user', () => {
    expect(canTransferTo(viewer('mesero', 'w1'), free)).toBe(true);
    expect(canTransferTo(viewer('mesero', 'w1'), heldBy('w1'))).toBe(true);
    expect(canTransferTo(viewer('mesero', 'w1'), heldBy('w2'))).toBe(false);
    expect(canTransferTo(viewer('Caja'), heldBy('w2'))).toBe(true);
    expect(canTransferFrom(viewer('mesero', 'w1'), heldBy('w2'))).toBe(false);
    expect(canTransferFrom(viewer('Customer'), free)).toBe(false);
  });

  it('lets the owner or a readAll user release', () => {
    expect(canReleaseTable(viewer('mesero', 'w1'), heldBy('w1'))).toBe(true);
    expect(canReleaseTable(viewer('Pos', 'p1'), heldBy('w1'))).toBe(false);
    expect(canReleaseTable(viewer('Caja'), heldBy('w1'))).toBe(true);
  });
});

describe('table schemas', () => {
  it('defaults new tables to CIRCLE and BIG and refuses position 0 or 49', () => {
    expect(createTableSchema.parse({ name: 'Mesa 1', numberTable: 1, position: 1 })).toMatchObject({
      shape: 'CIRCLE',
      size: 'BIG',
      roomId: null,
    });
    expect(createTableSchema.safeParse({ name: 'Mesa 1', numberTable: 1, position: 0 }).success).toBe(false);
    expect(createTableSchema.safeParse({ name: 'Mesa 1', numberTable: 1, position: 49 }).success).toBe(false);
  });

  it('validates the table form with the spec message', () => {
    const result = tableFormSchema.safeParse({ name: 'Mesa', numberTable: '-1' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Ingrese un nombre válido. Mínimo 1 número');
    expect(tableFormSchema.parse({ name: 'Mesa 7', numberTable: '7' }).numberTable).toBe(7);
  });
});

describe('a transfer', () => {
  it('never stacks two orders on one table', () => {
    expect(wouldStackOrders({ currentOrderId: 'a' }, { currentOrderId: 'b' })).toBe(true);
    expect(wouldStackOrders({ currentOrderId: 'a' }, { currentOrderId: null })).toBe(false);
    expect(wouldStackOrders({ currentOrderId: null }, { currentOrderId: 'b' })).toBe(false);
  });
});
