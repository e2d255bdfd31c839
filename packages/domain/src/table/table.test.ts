import { describe, expect, it } from 'vitest';
import { securityPoliticsFor } from '../permission/permissions.js';
import { createTableSchema, tableFormSchema, tableSchema } from './table.js';
import {
  canEnterTable,
  canReleaseTable,
  canSeeTableDetails,
  canTransferFrom,
  canTransferTo,
  canUseShortcut,
  freeSlotFor,
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

  it('says whether a floor table waits for payment (its pre-bill printed), and always says it', () => {
    const table = {
      id: '0194c2a0-0000-7000-8000-000000000101',
      name: 'Mesa 1',
      numberTable: 1,
      roomId: null,
      shape: 'CIRCLE',
      size: 'BIG',
      position: 1,
      busy: true,
      user: null,
      people: 2,
      currentOrderId: '0194c2a0-0000-7000-8000-000000000970',
      total: 46000,
      itemCount: 3,
      unsentCount: 0,
      seatedAt: '2026-11-24T12:00:00.000Z',
      preBilled: true,
      version: 2,
    };
    expect(tableSchema.parse(table).preBilled).toBe(true);
    expect(tableSchema.safeParse({ ...table, preBilled: 'yes' }).success).toBe(false);
    const { preBilled: _, ...unsaid } = table;
    expect(tableSchema.safeParse(unsaid).success).toBe(false);
  });
});

describe('a transfer', () => {
  it('never stacks two orders on one table', () => {
    expect(wouldStackOrders({ currentOrderId: 'a' }, { currentOrderId: 'b' })).toBe(true);
    expect(wouldStackOrders({ currentOrderId: 'a' }, { currentOrderId: null })).toBe(false);
    expect(wouldStackOrders({ currentOrderId: null }, { currentOrderId: 'b' })).toBe(false);
  });
});

describe('a table moved to another room', () => {
  it('keeps its slot when free there, else takes the first free one, and finds none in a full room', () => {
    expect(freeSlotFor([1, 2], 5)).toBe(5);
    expect(freeSlotFor([1, 2, 5], 5)).toBe(3);
    expect(freeSlotFor([], null)).toBe(1);
    expect(
      freeSlotFor(
        Array.from({ length: 48 }, (_, index) => index + 1),
        3,
      ),
    ).toBeNull();
  });
});
