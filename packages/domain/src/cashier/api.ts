import { z } from 'zod';
import { moneySchema } from '../money/money-input.js';
import { idSchema, pageOf, pageRequest, versionSchema } from '../schemas/common.js';
import { daySchema, isDateRangeAllowed, requiredDateTimeSchema } from '../time/date-range.js';
import { cashierMovementTypeSchema } from './movement.js';

/** A cashier box as lists and pickers show it, with its open movement when there is one. */
export const cashierSchema = z.object({
  id: idSchema,
  name: z.string(),
  users: z.array(z.object({ id: idSchema, name: z.string() })),
  createdAt: z.string(),
  openMovementId: idSchema.nullable(),
});
export type Cashier = z.infer<typeof cashierSchema>;

// Issue 15 §6: the cashier and movement lists page by 20, as the users list does.
export const CASHIERS_PAGE_SIZE = 20;

export const cashierPageRequestSchema = z.object({
  ...pageRequest(CASHIERS_PAGE_SIZE),
  filter: z.object({ name: z.string().trim().max(60).optional() }).default({}),
});
export const cashierPageSchema = pageOf(cashierSchema);

/** Soft delete, as the spec's bulk updates: `{ ids, payload: { deleted: true } }`. */
export const softDeleteSchema = z.object({
  ids: z.array(idSchema).min(1).max(200),
  payload: z.object({ deleted: z.literal(true) }),
});

const amounts = z.record(z.string(), moneySchema);

export const cashierMovementSchema = z.object({
  id: idSchema,
  cashier: z.object({ id: idSchema, name: z.string() }),
  type: cashierMovementTypeSchema,
  openDate: z.string(),
  closeDate: z.string().nullable(),
  amountEntered: moneySchema,
  /** Pieces counted per denomination at the opening ({ amount } for a free amount). */
  detail: z.record(z.string(), z.number().int()),
  /** Pieces counted at the close, when the cash was counted. */
  closeDetail: z.record(z.string(), z.number().int()).nullable(),
  methodsBySystem: amounts.nullable(),
  methodsByUser: amounts.nullable(),
  totalBySystem: moneySchema.nullable(),
  totalByUser: moneySchema.nullable(),
  difference: moneySchema.nullable(),
  observation: z.string(),
  createdBy: z.object({ id: idSchema, name: z.string() }),
  version: z.number().int(),
});
export type CashierMovement = z.infer<typeof cashierMovementSchema>;

/** POST /cashiers/register/state: opening (type 1); the counts are checked against the branch currency. */
export const registerStateSchema = z.object({
  type: z.literal(1),
  cashierId: z.unknown().optional(),
  createdAt: z.unknown().optional(),
  detail: z.unknown().optional(),
});

/** POST /orders/cashier/info: what the orders closed with this movement's cashier say per method. */
export const cashierInfoRequestSchema = z.object({ movementId: idSchema });
export const cashierInfoSchema = z.object({
  startDate: z.string(),
  closeDate: z.string().nullable(),
  methodsBySystem: amounts,
  totalBySystem: moneySchema,
  orders: z.number().int(),
});
export type CashierInfo = z.infer<typeof cashierInfoSchema>;

export const closeMovementSchema = z.object({
  version: versionSchema,
  closeDate: requiredDateTimeSchema,
  detail: z.unknown().optional(),
  methodsByUser: z.unknown().optional(),
  observation: z.unknown().optional(),
});

export const MOVEMENTS_PAGE_SIZE = 20;

/** Movements by close day (an open one by its opening day), default today, under 90 days. */
export const movementPageRequestSchema = z.object({
  ...pageRequest(MOVEMENTS_PAGE_SIZE),
  filter: z
    .object({ startClose: daySchema, endClose: daySchema, cashierId: idSchema.optional() })
    .refine(({ startClose, endClose }) => isDateRangeAllowed(startClose, endClose), {
      message: 'ERROR DATE RANGE',
      path: ['endClose'],
    }),
});
export type MovementPageRequest = z.input<typeof movementPageRequestSchema>;
export const movementPageSchema = pageOf(cashierMovementSchema);

/** The signed-in user's cashiers for the top bar menu ('Sin caja' when none). */
export const myCashiersSchema = z.array(cashierSchema);
