import { z } from 'zod';
import { moneySchema } from '../money/money-input.js';
import { idSchema } from '../schemas/common.js';

// The order summary's delivery block (issue 18): here, beside the summary, so order/ needs nothing of delivery/.

/** What the board shows of a delivery order beyond its summary; customer fields are null when unknown. */
export const deliveryBoardInfoSchema = z.object({
  /** When the order was received (closed as a delivery order). */
  receivedAt: z.string(),
  stateChangedAt: z.string().nullable(),
  observation: z.string(),
  driver: z.object({ userId: idSchema.nullable(), name: z.string() }).nullable(),
  cashToCollect: moneySchema,
  deliveryValue: moneySchema,
  customerName: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  address2: z.string().nullable(),
  neighborhood: z.string().nullable(),
});
export type DeliveryBoardInfo = z.infer<typeof deliveryBoardInfoSchema>;
