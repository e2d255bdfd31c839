import { money, type OrderLine } from '@comandero/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  addPendingLine,
  commandPrinted,
  dispatchCart,
  leaveCart,
  mergeLines,
  settlePendingLine,
  syncCart,
  useCart,
} from './cartStore';

const TABLE = '0194c2a0-0000-7000-8000-000000000101';
const OTHER = '0194c2a0-0000-7000-8000-000000000102';
const line = (id: string, commandSent: boolean): OrderLine => ({
  id: `0194c2a0-0000-7000-8000-0000000005${id}`,
  productId: '0194c2a0-0000-7000-8000-000000000601',
  name: 'Limonada natural',
  printerId: null,
  size: null,
  extras: [],
  basePrice: money(6000),
  unitPrice: money(6000),
  quantity: 1,
  note: '',
  sentQuantity: commandSent ? 1 : 0,
  commandSent,
  createdBy: { id: '0194c2a0-0000-7000-8000-000000000012', name: 'Mario Mesero' },
  version: 1,
});
const context = () => useCart.getState().context;

describe('cart store (spec 01 §4 contexts through the domain transition table)', () => {
  beforeEach(() => leaveCart());

  it('enters a table with the context its items imply', () => {
    syncCart(TABLE, []);
    expect(context()).toBe('EMPTY');
    syncCart(OTHER, [line('01', true)]);
    expect(context()).toBe('SUMMARY');
    syncCart(TABLE, [line('01', true), line('02', false)]);
    expect(context()).toBe('ADD');
  });

  it('adds a line at once (ADD), keeps it until the save settles, and goes to SUMMARY after printing', () => {
    syncCart(TABLE, [line('01', true)]);
    const added = line('02', false);
    addPendingLine(TABLE, added);
    expect(context()).toBe('ADD');
    expect(mergeLines([line('01', true)], useCart.getState().pending).map((item) => item.id)).toEqual([
      line('01', true).id,
      added.id,
    ]);
    // The server's answer already holds the line: it is not shown twice.
    expect(mergeLines([line('01', true), added], useCart.getState().pending)).toHaveLength(2);
    settlePendingLine(added.id);
    expect(useCart.getState().pending).toEqual([]);
    commandPrinted(2, []);
    expect(context()).toBe('SUMMARY');
    commandPrinted(0, []);
    expect(context()).toBe('EMPTY');
  });

  it('holds REMOVE while removing, ignoring server answers, and leaves it from the remaining items', () => {
    syncCart(TABLE, [line('01', true)]);
    expect(dispatchCart({ type: 'START_REMOVE' })).toBe('REMOVE');
    syncCart(TABLE, []);
    expect(context()).toBe('REMOVE');
    expect(dispatchCart({ type: 'FINISH_REMOVE', lines: [] })).toBe('EMPTY');
  });

  it('refuses events the context does not allow', () => {
    syncCart(TABLE, []);
    expect(dispatchCart({ type: 'START_REMOVE' })).toBeNull();
    expect(context()).toBe('EMPTY');
  });

  it('keeps the context in step with later answers for the same table', () => {
    syncCart(TABLE, [line('01', false)]);
    expect(context()).toBe('ADD');
    syncCart(TABLE, [line('01', true)]);
    expect(context()).toBe('SUMMARY');
  });

  it('drops pending lines of another table and ends EMPTY on leaving', () => {
    addPendingLine(OTHER, line('03', false));
    syncCart(TABLE, []);
    expect(useCart.getState().pending).toEqual([]);
    leaveCart();
    expect(useCart.getState()).toMatchObject({ tableId: null, context: 'EMPTY', pending: [] });
  });
});
