// The floor's numbers and rules, apart from the table's zod schemas (table.ts): a screen that only
// applies a rule then downloads no zod (the POS route's 170 KB budget, DESIGN §10).
import { can, type SecurityPolitics } from '../permission/permissions.js';
import { roleKeyOf } from '../permission/roles.js';
import type { Table } from './table.js';

/** A room is a grid of 48 slots (spec 01 §2); positions are 1..48, 0 is ignored. */
export const GRID_SLOTS = 48;
export const TABLE_SHAPES = ['CIRCLE', 'SQUARE'] as const;
export const TABLE_SIZES = ['BIG', 'SMALL'] as const;
export type TableShape = (typeof TABLE_SHAPES)[number];
export type TableSize = (typeof TABLE_SIZES)[number];
/** Self-service and delivery orders sit on virtual tables numbered -1. */
export const VIRTUAL_TABLE_NUMBER = -1;
/** The people selector offers 1 to 10, plus "other". */
export const PEOPLE_OPTIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export const MAX_PEOPLE = 99;

/** Where a table moved to another room lands: its own slot when free there, else the first free one; null when full. */
export function freeSlotFor(taken: readonly number[], preferred: number | null): number | null {
  const used = new Set(taken);
  if (preferred !== null && preferred >= 1 && preferred <= GRID_SLOTS && !used.has(preferred)) return preferred;
  for (let slot = 1; slot <= GRID_SLOTS; slot += 1) if (!used.has(slot)) return slot;
  return null;
}

export interface Viewer {
  userId: string;
  roleName: string;
  politics: SecurityPolitics;
}

const isOwner = (viewer: Viewer, table: Pick<Table, 'user'>) => table.user?.id === viewer.userId;

/** Waiter name and total: only the table's own waiter, administrators and cashiers, never in waiter mode. */
export function canSeeTableDetails(viewer: Viewer, table: Pick<Table, 'user'>, waiterMode: boolean): boolean {
  if (waiterMode) return false;
  const role = roleKeyOf(viewer.roleName);
  return isOwner(viewer, table) || role === 'administrador' || role === 'super admin' || role === 'caja';
}

/** A table busy with another user blocks entry unless the user has readAll. */
export function canEnterTable(viewer: Viewer, table: Pick<Table, 'busy' | 'user'>): boolean {
  return !table.busy || !table.user || isOwner(viewer, table) || can(viewer.politics, 'tables', 'readAll');
}

/** The shortcut popover: shortcut permission; for a busy table also shortcutALL or ownership; hidden in waiter mode. */
export function canUseShortcut(viewer: Viewer, table: Pick<Table, 'busy' | 'user'>, waiterMode: boolean): boolean {
  if (waiterMode || !can(viewer.politics, 'tables', 'shortcut')) return false;
  if (!table.busy) return true;
  return isOwner(viewer, table) || can(viewer.politics, 'tables', 'shortcutALL');
}

/** Transfer destinations: without transferAll, a table busy with another user cannot be chosen. */
export function canTransferTo(viewer: Viewer, destination: Pick<Table, 'busy' | 'user'>): boolean {
  if (!destination.busy || !destination.user || isOwner(viewer, destination)) return true;
  return can(viewer.politics, 'tables', 'transferAll');
}

/** A transfer never stacks two orders on one table: when both have one, they are merged instead. */
export function wouldStackOrders(
  source: Pick<Table, 'currentOrderId'>,
  destination: Pick<Table, 'currentOrderId'>,
): boolean {
  return source.currentOrderId !== null && destination.currentOrderId !== null;
}

/** The source of a transfer must be the caller's own table, or any table with transferAll. */
export function canTransferFrom(viewer: Viewer, source: Pick<Table, 'busy' | 'user'>): boolean {
  if (!can(viewer.politics, 'tables', 'transfer')) return false;
  return !source.user || isOwner(viewer, source) || can(viewer.politics, 'tables', 'transferAll');
}

/** Releasing: the owner, or a user who may act on every table (readAll). */
export function canReleaseTable(viewer: Viewer, table: Pick<Table, 'user'>): boolean {
  return !table.user || isOwner(viewer, table) || can(viewer.politics, 'tables', 'readAll');
}
