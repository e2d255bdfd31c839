import { describe, expect, it } from 'vitest';
import { busyTable, MAIN_ROOM, makeTable, makeUser, TERRACE } from '../../test/fixtures';
import { viewerOf } from '../table';
import { entryFor, nextFreeNumber, roomGroups, shortcutActions, slotsOf, transferOptions } from './rules';

const waiter = makeUser('mesero');
const cashier = makeUser('Caja', { allowedViews: ['tables'] });
const other = { id: '0194c2a0-0000-7000-8000-0000000000ff', name: 'Otra Mesera' };

describe('floor rules', () => {
  it('puts every table in the virtual main room when the branch has no rooms', () => {
    const groups = roomGroups([makeTable(1, { roomId: null }), makeTable(2, { roomId: MAIN_ROOM.id })], []);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ roomId: null, name: null });
    expect(groups[0]!.tables.map((table) => table.numberTable)).toEqual([1, 2]);
  });

  it('gives each room its tables, and the virtual room only the tables without one', () => {
    const groups = roomGroups(
      [makeTable(1), makeTable(2, { roomId: TERRACE.id }), makeTable(3, { roomId: null, position: 9 })],
      [MAIN_ROOM, TERRACE],
    );
    expect(groups.map((group) => [group.name, group.tables.map((table) => table.numberTable)])).toEqual([
      [null, [3]],
      ['Salón Principal', [1]],
      ['Terraza', [2]],
    ]);
    expect(roomGroups([makeTable(1)], [MAIN_ROOM]).map((group) => group.name)).toEqual(['Salón Principal']);
  });

  it('leaves self-service tables (-1) and unplaced tables off the floor', () => {
    const [group] = roomGroups([makeTable(1), makeTable(-1, { position: 2 }), makeTable(5, { position: null })], []);
    expect(group!.tables.map((table) => table.numberTable)).toEqual([1]);
  });

  it('lays tables on 48 slots by position', () => {
    const slots = slotsOf([makeTable(1, { position: 48 }), makeTable(2, { position: 1 })]);
    expect(slots).toHaveLength(48);
    expect(slots[0]?.numberTable).toBe(2);
    expect(slots[47]?.numberTable).toBe(1);
    expect(slots.filter(Boolean)).toHaveLength(2);
  });

  it('suggests the smallest free table number', () => {
    expect(nextFreeNumber([makeTable(1), makeTable(2), makeTable(4)])).toBe(3);
    expect(nextFreeNumber([])).toBe(1);
  });

  it('asks for people at a free table, opens an own or readAll table, refuses another waiter’s', () => {
    expect(entryFor(viewerOf(waiter), makeTable(1))).toBe('people');
    expect(entryFor(viewerOf(waiter), busyTable(1, waiter))).toBe('enter');
    expect(entryFor(viewerOf(waiter), busyTable(1, other))).toBe('blocked');
    expect(entryFor(viewerOf(cashier), busyTable(1, other))).toBe('enter');
  });

  it('offers the shortcut only on taken tables the rules allow, never in waiter mode', () => {
    expect(shortcutActions(viewerOf(waiter), makeTable(1), false)).toBeNull();
    const none = { close: false, merge: false };
    expect(shortcutActions(viewerOf(waiter), busyTable(1, waiter), false)).toEqual({
      transfer: true,
      release: true,
      ...none,
    });
    expect(shortcutActions(viewerOf(waiter), busyTable(1, other), false)).toBeNull();
    expect(shortcutActions(viewerOf(cashier), busyTable(1, other), false)).toEqual({
      transfer: true,
      release: true,
      ...none,
    });
    expect(shortcutActions(viewerOf(cashier), busyTable(1, other), true)).toBeNull();
    expect(shortcutActions(viewerOf(makeUser('Pos')), busyTable(1, other), false)).toBeNull();
  });

  it('offers to close a table with items and to merge a table with an order', () => {
    const served = busyTable(1, other, 2, { currentOrderId: '0194c2a0-0000-7000-8000-0000000009a1', itemCount: 3 });
    expect(shortcutActions(viewerOf(cashier), served, false)).toMatchObject({ close: true, merge: true });
    expect(shortcutActions(viewerOf(cashier), busyTable(2, other), false)).toMatchObject({
      close: false,
      merge: false,
    });
  });

  it('lists every other table as a destination, disabling those busy with another user without transferAll', () => {
    const source = busyTable(1, waiter);
    const tables = [source, makeTable(2), busyTable(3, other), busyTable(4, waiter)];
    const disabled = (user: typeof waiter) =>
      transferOptions(viewerOf(user), source, tables).map(({ table, disabled }) => [table.numberTable, disabled]);
    expect(disabled(waiter)).toEqual([
      [2, false],
      [3, true],
      [4, false],
    ]);
    expect(disabled(cashier)).toEqual([
      [2, false],
      [3, false],
      [4, false],
    ]);
  });
});
