import { z } from 'zod';
import { salesDiscountSchema } from '../discount/sales-discount.js';
import { CURRENCIES, type Currency } from '../money/money.js';
import { moneyAmountSchema, moneySchema } from '../money/money-input.js';
import { OBSERVATION_MAX } from '../payment/close-payment.js';
import { idSchema, PAGE_SIZE_MAX, pageOf, pageRequest } from '../schemas/common.js';
import { taxSchema } from '../tax/tax.js';
import { daySchema, isDateRangeAllowed } from '../time/date-range.js';
import { SERVICE_TYPES, tipChoiceSchema, tipPreferenceSchema } from '../tip/tip.js';
import { deliveryBoardInfoSchema } from './delivery-board-info.js';
import { ORDER_CHANNEL_NAME_MAX } from './order-channel.js';
import { orderLineInputSchema, orderLineSchema } from './order-lines.js';
import { ORDER_LIST_FILTER_STATES, orderStateSchema } from './states.js';

/** What the close drawer needs to compute the bill exactly as the server will. */
export const checkoutSettingsSchema = z.object({
  currency: z.enum(Object.keys(CURRENCIES) as [Currency, ...Currency[]]),
  paymentMethods: z.array(z.object({ name: z.string(), type: z.string() })),
  taxes: z.array(taxSchema),
  tips: z.array(tipPreferenceSchema),
  orderPin: z.boolean(),
  /** The delivery form's quick-pick fees; a device's copy stored before they existed has none. */
  deliveryFees: z.array(moneyAmountSchema).optional(),
});
export type CheckoutSettings = z.infer<typeof checkoutSettingsSchema>;

/** The sales form's discount on a table; null takes it off. */
export const tableDiscountSchema = z.object({ discount: salesDiscountSchema.nullable() });

/** How a bill is paid: the fields a table's close and a self-service order share. */
const paymentSchema = z.object({
  methodPay: z.string().trim().min(1).max(60),
  valueReceive: moneyAmountSchema.nullish(),
  observation: z.string().trim().max(OBSERVATION_MAX).default(''),
  tip: tipChoiceSchema.default({ kind: 'none' }),
  /** The open cashier remembered on the device; else the charging user's own open cashier. */
  cashierId: idSchema.optional(),
  /** The total the drawer showed: a bill changed meanwhile is not charged blindly. */
  expectedTotal: moneyAmountSchema.optional(),
});
export type PaymentRequest = z.output<typeof paymentSchema>;

/**
 * Closing a table: the whole order, or one part of a split bill: the chosen lines, or one of N
 * equal parts (each part is paid and closed on its own).
 */
export const closeTableSchema = paymentSchema.extend({
  part: z
    .union([
      z.object({ lineIds: z.array(idSchema).min(1).max(200) }),
      z.object({ equalParts: z.number().int().min(2).max(20) }),
    ])
    .optional(),
});
export type CloseTable = z.output<typeof closeTableSchema>;
export type CloseTableInput = z.input<typeof closeTableSchema>;

/** A self-service order is created and closed at once; its id comes from the tablet. */
export const selfServiceOrderSchema = paymentSchema.extend({
  id: idSchema,
  lines: z.array(orderLineInputSchema).min(1).max(200),
  discount: salesDiscountSchema.nullable().default(null),
});
export type SelfServiceOrder = z.output<typeof selfServiceOrderSchema>;
export type SelfServiceOrderInput = z.input<typeof selfServiceOrderSchema>;

export const mergeTablesSchema = z
  .object({ sourceId: idSchema, destinationId: idSchema })
  .refine((body) => body.sourceId !== body.destinationId, { message: 'Choose another table', path: ['destinationId'] });

const taxLineSchema = z.object({
  name: z.string(),
  shortName: z.string(),
  rateBp: z.number().int(),
  includeCost: z.boolean(),
  amount: moneySchema,
});

export const orderSummarySchema = z.object({
  id: idSchema,
  displayNumber: z.number().int().nullable(),
  /** The device's number for a charge sent from its outbox ("7F3A9C-42"): its bill may show only this one. */
  provisionalNumber: z.string().nullable(),
  state: orderStateSchema,
  closeDate: z.string().nullable(),
  methodDelivery: z.enum(SERVICE_TYPES),
  channel: z.string(),
  table: z.object({ id: idSchema, name: z.string() }).nullable(),
  methodPay: z.string().nullable(),
  total: moneySchema,
  people: z.number().int().nullable(),
  /** "2/3" for one part of a split bill. */
  part: z.string().nullable(),
  /** A delivery order's board data (customer, driver, times); absent on other orders. */
  delivery: deliveryBoardInfoSchema.nullable().optional(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderDetailSchema = orderSummarySchema.extend({
  lines: z.array(orderLineSchema),
  subtotal: moneySchema,
  discount: z
    .object({ reason: z.string(), other: z.string(), type: z.string(), value: z.number(), amount: moneySchema })
    .nullable(),
  taxes: z.array(taxLineSchema),
  addedTaxes: moneySchema,
  tip: moneySchema,
  deliveryValue: moneySchema,
  valueReceive: moneySchema.nullable(),
  valueReturn: moneySchema.nullable(),
  observation: z.string(),
  waiter: z.string().nullable(),
  closedBy: z.string().nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const closeResultSchema = z.object({
  order: orderDetailSchema,
  /** The bill's print job (printing never blocks a close). */
  billJobId: idSchema,
  /** Parts of the bill still to pay; 0 once the table is closed. */
  remainingParts: z.number().int(),
});
export type CloseResult = z.infer<typeof closeResultSchema>;

/** Spec 02 constants: 'Default page size, table and movements: 20' (the orders history is such a table). */
export const ORDERS_PAGE_SIZE = 20;

/** The orders history filters (spec 01 §7): state, close-date range under 90 days, method, channel. */
export const orderPageRequestSchema = z.object({
  ...pageRequest(ORDERS_PAGE_SIZE),
  /** The delivery board's name for the page size (spec 01 §7: `{page, offset 5, filter}`). */
  offset: z.number().int().min(1).max(PAGE_SIZE_MAX).optional(),
  filter: z
    .object({
      state: z.literal(ORDER_LIST_FILTER_STATES).optional(),
      /** Close days 'YYYY-MM-DD', both or neither, spanning under 90 days. */
      startClose: daySchema.optional(),
      endClose: daySchema.optional(),
      methodPay: z.string().max(60).optional(),
      methodDelivery: z.enum(SERVICE_TYPES).optional(),
      /** The order channel's name (spec 01 §3: POS, domicilios, …). */
      channel: z.string().trim().min(1).max(ORDER_CHANNEL_NAME_MAX).optional(),
      /** One close day 'YYYY-MM-DD' (the board's "delivered today"). */
      closeDate: daySchema.optional(),
    })
    .superRefine(({ startClose, endClose }, context) => {
      if ((startClose === undefined) !== (endClose === undefined)) {
        context.addIssue({ code: 'custom', message: 'REQUIRED', path: [startClose ? 'endClose' : 'startClose'] });
      } else if (startClose && endClose && !isDateRangeAllowed(startClose, endClose)) {
        context.addIssue({ code: 'custom', message: 'ERROR DATE RANGE', path: ['endClose'] });
      }
    })
    .default({}),
});
export type OrderPageRequest = z.input<typeof orderPageRequestSchema>;
/** The page, with the delivery board's name for its number (spec 01 §7: {content, totalElements, number}). */
export const orderPageSchema = pageOf(orderSummarySchema).extend({ number: z.number().int().nonnegative().optional() });
