import { z } from 'zod';
import { DISCOUNT_REASONS, DISCOUNT_TYPES } from '../discount/sales-discount.js';
import { moneySchema } from '../money/money-input.js';
import { pinSchema } from '../schemas/auth.js';
import { idSchema, versionSchema } from '../schemas/common.js';

/** A kitchen note on one line ("sin cebolla"). */
export const LINE_NOTE_MAX = 200;
export const LINE_QUANTITY_MAX = 999;
/** One request adds at most this many lines (a big table's round). */
export const LINES_PER_REQUEST_MAX = 50;

export const chosenExtraInputSchema = z.object({
  optionId: idSchema,
  quantity: z.number().int().min(1).max(99).default(1),
});

/**
 * A line as the tablet sends it: what was chosen, never a price. The server prices it from the
 * catalog. The id is made by the tablet, so a retried add is recognised and never doubles a line.
 */
export const orderLineInputSchema = z.object({
  id: idSchema,
  productId: idSchema,
  sizeId: idSchema.nullable().default(null),
  extras: z.array(chosenExtraInputSchema).max(60).default([]),
  quantity: z.number().int().min(1).max(LINE_QUANTITY_MAX),
  note: z.string().trim().max(LINE_NOTE_MAX).default(''),
});
export type OrderLineInput = z.input<typeof orderLineInputSchema>;

export const addLinesSchema = z.object({
  lines: z.array(orderLineInputSchema).min(1).max(LINES_PER_REQUEST_MAX),
  /** People at the table, when the first line also takes the table. */
  people: z.number().int().min(1).max(99).optional(),
});
export type AddLines = z.output<typeof addLinesSchema>;
export type AddLinesInput = z.input<typeof addLinesSchema>;

/**
 * The edit-product page. An unsent line may change anything; a sent line only its quantity
 * (the kitchen already cooks its size and extras). Lowering a sent quantity is a cancellation:
 * it needs the PIN rule of removing.
 */
export const updateLineSchema = z.object({
  sizeId: idSchema.nullable().optional(),
  extras: z.array(chosenExtraInputSchema).max(60).optional(),
  quantity: z.number().int().min(1).max(LINE_QUANTITY_MAX).optional(),
  note: z.string().trim().max(LINE_NOTE_MAX).optional(),
  version: versionSchema,
  pin: pinSchema.optional(),
});
export type UpdateLine = z.infer<typeof updateLineSchema>;

/** Removing a sent line may need an Administrator's or Cashier's PIN (orderPIN preference). */
export const removeLineSchema = z.object({ pin: pinSchema.optional() });
export type RemoveLine = z.input<typeof removeLineSchema>;

/** Leaving the menu in ADD: the unsent lines are discarded (and an empty table released). */
export const discardUnsentSchema = z.object({ release: z.boolean().default(true) });

export const orderLineSchema = z.object({
  id: idSchema,
  productId: idSchema,
  name: z.string(),
  printerId: z.string().nullable(),
  size: z.object({ id: idSchema, name: z.string(), priceDelta: moneySchema }).nullable(),
  extras: z.array(
    z.object({
      groupId: idSchema,
      optionId: idSchema,
      name: z.string(),
      price: moneySchema,
      quantity: z.number().int(),
    }),
  ),
  basePrice: moneySchema,
  /** Base + size difference + extras, in minor units. */
  unitPrice: moneySchema,
  quantity: z.number().int(),
  note: z.string(),
  /** Quantity the kitchen already has; the line is fully sent when it equals quantity. */
  sentQuantity: z.number().int(),
  commandSent: z.boolean(),
  createdBy: z.object({ id: idSchema, name: z.string() }),
  version: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const cancellationSchema = z.object({
  id: idSchema,
  lineId: idSchema,
  name: z.string(),
  quantity: z.number().int(),
  preparation: z.string(),
  printerId: z.string().nullable(),
  cancelledBy: z.object({ id: idSchema, name: z.string() }),
  approvedBy: z.object({ id: idSchema, name: z.string() }).nullable(),
});
export type Cancellation = z.infer<typeof cancellationSchema>;

/** The order on a table as every terminal sees it. */
export const tableOrderSchema = z.object({
  tableId: idSchema,
  orderId: idSchema.nullable(),
  people: z.number().int().nullable(),
  lines: z.array(orderLineSchema),
  /** Removed sent lines waiting for their cancellation command. */
  cancellations: z.array(cancellationSchema),
  /** Sum of the line totals, in minor units. */
  subtotal: moneySchema,
  /** The sales form's discount on the table, for every terminal that charges it. */
  discount: z
    .object({ reason: z.enum(DISCOUNT_REASONS), other: z.string(), type: z.enum(DISCOUNT_TYPES), value: z.number() })
    .nullable()
    .default(null),
  /** A bill being paid in equal parts: how many, and how many are paid. */
  split: z.object({ parts: z.number().int(), paid: z.number().int() }).nullable().default(null),
});
export type TableOrder = z.infer<typeof tableOrderSchema>;

/** 'pre-bill': the bill of an open order, printed before charging (PRE-CUENTA). */
export const PRINT_JOB_KINDS = ['command', 'cancellation', 'bill', 'self-service', 'delivery', 'pre-bill'] as const;
export type PrintJobKind = (typeof PRINT_JOB_KINDS)[number];
export const PRINT_JOB_STATUSES = ['pending', 'printing', 'printed', 'failed', 'preview'] as const;
export type PrintJobStatus = (typeof PRINT_JOB_STATUSES)[number];

export const printJobSummarySchema = z.object({
  id: idSchema,
  kind: z.enum(PRINT_JOB_KINDS),
  printerId: z.string().nullable(),
  status: z.enum(PRINT_JOB_STATUSES),
  createdAt: z.string(),
  /** Lines on the ticket (negative quantities are cancellations). */
  items: z.array(z.object({ name: z.string(), quantity: z.number().int(), preparation: z.string() })),
  /** A bill charged from a device's outbox: the provisional number it may have printed with there. */
  provisionalNumber: z.string().optional(),
});
export type PrintJobSummary = z.infer<typeof printJobSummarySchema>;

export const sendCommandResponseSchema = z.object({
  order: tableOrderSchema,
  /** Empty when nothing changed since the last command. */
  jobs: z.array(printJobSummarySchema),
});
export type SendCommandResponse = z.infer<typeof sendCommandResponseSchema>;

export const stockFlagSchema = z.union([
  z.object({ all: z.literal(true) }),
  z.object({ productIds: z.array(idSchema).min(1).max(500) }),
]);
export type StockFlag = z.infer<typeof stockFlagSchema>;
