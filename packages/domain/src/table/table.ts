import { z } from 'zod';
import { can, type SecurityPolitics } from '../permission/permissions.js';
import { roleKeyOf } from '../permission/roles.js';
import { idSchema } from '../schemas/common.js';

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

const positionSchema = z.number().int().min(1).max(GRID_SLOTS);

export const tableSchema = z.object({
  id: idSchema,
  name: z.string(),
  numberTable: z.number().int(),
  roomId: idSchema.nullable(),
  shape: z.enum(TABLE_SHAPES),
  size: z.enum(TABLE_SIZES),
  position: positionSchema.nullable(),
  busy: z.boolean(),
  user: z.object({ id: idSchema, name: z.string() }).nullable(),
  people: z.number().int().nullable(),
  currentOrderId: idSchema.nullable(),
  /** Sum of the current order's lines, in minor units; 0 without an order. */
  total: z.number().int(),
  /** Units on the current order (a line of 3 counts 3). */
  itemCount: z.number().int(),
  version: z.number().int(),
});
export type Table = z.infer<typeof tableSchema>;

/** The table form (spec 01 §2): number_table required, numeric, min 0. */
export const tableFormSchema = z.object({
  name: z.string().trim().min(1, { message: 'REQUIRED' }).max(40),
  numberTable: z.coerce
    .number({ message: 'Ingrese un nombre válido. Mínimo 1 número' })
    .int({ message: 'Ingrese un nombre válido. Mínimo 1 número' })
    .min(0, { message: 'Ingrese un nombre válido. Mínimo 1 número' })
    .max(9999),
});

export const createTableSchema = z.object({
  id: idSchema.optional(),
  name: z.string().trim().min(1).max(40),
  numberTable: z.number().int().min(0).max(9999),
  roomId: idSchema.nullable().default(null),
  position: positionSchema,
  shape: z.enum(TABLE_SHAPES).default('CIRCLE'),
  size: z.enum(TABLE_SIZES).default('BIG'),
});
export type CreateTable = z.input<typeof createTableSchema>;

export const updateTableSchema = z
  .object({
    name: z.string().trim().min(1).max(40),
    numberTable: z.number().int().min(0).max(9999),
    roomId: idSchema.nullable(),
    position: positionSchema,
    shape: z.enum(TABLE_SHAPES),
    size: z.enum(TABLE_SIZES),
    version: z.number().int().positive(),
  })
  .partial()
  .refine((patch) => Object.keys(patch).some((key) => key !== 'version'), { message: 'Nothing to update' });
export type UpdateTable = z.infer<typeof updateTableSchema>;

export const occupyTableSchema = z.object({ people: z.number().int().min(1).max(MAX_PEOPLE) });
export type OccupyTable = z.infer<typeof occupyTableSchema>;

export const transferTableSchema = z
  .object({ sourceId: idSchema, destinationId: idSchema })
  .refine((body) => body.sourceId !== body.destinationId, { message: 'Choose another table', path: ['destinationId'] });
export type TransferTable = z.infer<typeof transferTableSchema>;

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

/** The source of a transfer must be the caller's own table, or any table with transferAll. */
export function canTransferFrom(viewer: Viewer, source: Pick<Table, 'busy' | 'user'>): boolean {
  if (!can(viewer.politics, 'tables', 'transfer')) return false;
  return !source.user || isOwner(viewer, source) || can(viewer.politics, 'tables', 'transferAll');
}

/** Releasing: the owner, or a user who may act on every table (readAll). */
export function canReleaseTable(viewer: Viewer, table: Pick<Table, 'user'>): boolean {
  return !table.user || isOwner(viewer, table) || can(viewer.politics, 'tables', 'readAll');
}
