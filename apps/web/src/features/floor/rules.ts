import {
  canEnterTable,
  canReleaseTable,
  canTransferFrom,
  canTransferTo,
  canUseShortcut,
  GRID_SLOTS,
  type Room,
  type Table,
  VIRTUAL_TABLE_NUMBER,
  type Viewer,
  wouldStackOrders,
} from '@comandero/domain';

/** A tab of the floor: a room, or the virtual room of the tables without one (roomId null). */
export interface RoomGroup {
  roomId: string | null;
  /** The room's own name; absent for the virtual room, whose name is translated. */
  name: string | null;
  room: Room | null;
  tables: Table[];
}

/** Self-service and delivery tables (number -1) and unplaced tables have no slot on the floor. */
const isOnFloor = (table: Table) => table.numberTable !== VIRTUAL_TABLE_NUMBER && table.position !== null;

/**
 * Rooms as tabs (spec 01 §2). Tables without a room sit in the virtual 'Salón Principal', which is
 * also the only tab, holding every table, when the branch has no rooms.
 */
export function roomGroups(tables: readonly Table[], rooms: readonly Room[]): RoomGroup[] {
  const placed = tables.filter(isOnFloor);
  if (rooms.length === 0) return [{ roomId: null, name: null, room: null, tables: placed }];
  const known = new Set(rooms.map((room) => room.id));
  const groups: RoomGroup[] = rooms.map((room) => ({
    roomId: room.id,
    name: room.name,
    room,
    tables: placed.filter((table) => table.roomId === room.id),
  }));
  const roomless = placed.filter((table) => table.roomId === null || !known.has(table.roomId));
  if (roomless.length > 0) groups.unshift({ roomId: null, name: null, room: null, tables: roomless });
  return groups;
}

/** The 48 slots of a room, each with its table or null. */
export function slotsOf(tables: readonly Table[]): (Table | null)[] {
  const slots: (Table | null)[] = Array.from({ length: GRID_SLOTS }, () => null);
  for (const table of tables) if (table.position !== null) slots[table.position - 1] = table;
  return slots;
}

/** The smallest table number from 1 that no table of the branch uses ('Mesa N' of a new table). */
export function nextFreeNumber(tables: readonly Table[]): number {
  const used = new Set(tables.map((table) => table.numberTable));
  let number = 1;
  while (used.has(number)) number += 1;
  return number;
}

/** What picking a table does: ask for people (free), go straight in (own, or readAll), or refuse. */
export type Entry = 'people' | 'enter' | 'blocked';

export function entryFor(viewer: Viewer, table: Table): Entry {
  if (!canEnterTable(viewer, table)) return 'blocked';
  return table.busy || table.user ? 'enter' : 'people';
}

export interface ShortcutActions {
  transfer: boolean;
  release: boolean;
  /** Charge the table: it has items (the drawer says when some are not sent yet). */
  close: boolean;
  /** Join its order into another table's. */
  merge: boolean;
}

/** The shortcut popover's actions on a table, or null when the popover is not offered at all. */
export function shortcutActions(viewer: Viewer, table: Table, waiterMode: boolean): ShortcutActions | null {
  if (!canUseShortcut(viewer, table, waiterMode)) return null;
  // A free table has nothing to move, charge or clear.
  const taken = table.busy || table.currentOrderId !== null;
  const actions = {
    transfer: taken && canTransferFrom(viewer, table),
    release: taken && canReleaseTable(viewer, table),
    close: taken && table.itemCount > 0,
    merge: table.currentOrderId !== null && canTransferFrom(viewer, table),
  };
  return Object.values(actions).some(Boolean) ? actions : null;
}

export interface TransferOption {
  table: Table;
  disabled: boolean;
}

/** Every other table of the floor; the ones the user may not move to are shown but disabled. */
export function transferOptions(viewer: Viewer, source: Table, tables: readonly Table[]): TransferOption[] {
  return tables
    .filter((table) => table.id !== source.id && table.numberTable !== VIRTUAL_TABLE_NUMBER)
    .map((table) => ({
      table,
      // Two orders are merged elsewhere; the server refuses to put one on top of the other.
      disabled: !canTransferTo(viewer, table) || wouldStackOrders(source, table),
    }));
}

/** Items the kitchen already has: releasing the table prints their cancellation. */
export const sentItemCount = (table: Pick<Table, 'itemCount' | 'unsentCount'>): number =>
  Math.max(0, table.itemCount - table.unsentCount);

/** Moving onto a table that is taken or has an order joins them: ask first. */
export const needsTransferConfirmation = (destination: Table): boolean =>
  destination.busy || destination.currentOrderId !== null;
