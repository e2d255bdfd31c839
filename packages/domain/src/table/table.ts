import { z } from 'zod';
import { moneySchema } from '../money/money-input.js';
import { pinSchema } from '../schemas/auth.js';
import { idSchema, versionSchema } from '../schemas/common.js';
import { GRID_SLOTS, MAX_PEOPLE, TABLE_SHAPES, TABLE_SIZES } from './table-rules.js';

const positionSchema = z.number().int().min(1).max(GRID_SLOTS);
export const TABLE_NUMBER_MAX = 9999;

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
  /** The current order's lines less the table's sales discount, in minor units; 0 without an order. */
  total: moneySchema,
  /** Units on the current order (a line of 3 counts 3). */
  itemCount: z.number().int(),
  /** Of those, the units the kitchen has not been sent yet. */
  unsentCount: z.number().int(),
  /** When the guests sat down (ISO date); null while free. */
  seatedAt: z.string().nullable(),
  /** Its pre-bill was printed and no line changed since: the floor shows it waiting for payment. */
  preBilled: z.boolean(),
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
    .max(TABLE_NUMBER_MAX),
});

export const createTableSchema = z.object({
  id: idSchema.optional(),
  name: z.string().trim().min(1).max(40),
  numberTable: z.number().int().min(0).max(TABLE_NUMBER_MAX),
  roomId: idSchema.nullable().default(null),
  position: positionSchema,
  shape: z.enum(TABLE_SHAPES).default('CIRCLE'),
  size: z.enum(TABLE_SIZES).default('BIG'),
});
export type CreateTable = z.output<typeof createTableSchema>;
export type CreateTableInput = z.input<typeof createTableSchema>;

export const updateTableSchema = z
  .object({
    name: z.string().trim().min(1).max(40),
    numberTable: z.number().int().min(0).max(TABLE_NUMBER_MAX),
    roomId: idSchema.nullable(),
    position: positionSchema,
    shape: z.enum(TABLE_SHAPES),
    size: z.enum(TABLE_SIZES),
    version: versionSchema,
  })
  .partial()
  .refine((patch) => Object.keys(patch).some((key) => key !== 'version'), { message: 'Nothing to update' });
export type UpdateTable = z.infer<typeof updateTableSchema>;

export const occupyTableSchema = z.object({ people: z.number().int().min(1).max(MAX_PEOPLE) });
export type OccupyTable = z.infer<typeof occupyTableSchema>;

/**
 * Releasing a table whose order the kitchen has may need an Administrator's or Cashier's PIN
 * (orderPIN); with nothing to approve the request carries no body at all.
 */
export const releaseTableSchema = z.object({ pin: pinSchema.optional() }).nullish();
export type ReleaseTable = z.input<typeof releaseTableSchema>;

export const transferTableSchema = z
  .object({ sourceId: idSchema, destinationId: idSchema })
  .refine((body) => body.sourceId !== body.destinationId, { message: 'Choose another table', path: ['destinationId'] });
export type TransferTable = z.infer<typeof transferTableSchema>;
