import { z } from 'zod';
import { moneySchema } from '../money/money-input.js';
import { idSchema, pageOf, pageRequest } from '../schemas/common.js';
import { daySchema, isDateRangeAllowed } from '../time/date-range.js';
import { SERVICE_TYPES } from '../tip/tip.js';

/**
 * Reports over completed orders by close day (spec 02 §2 reports group, §3 Tip and Product report
 * rows, §5 ranges under 90 days). Both days are required: a report always has a range.
 */
export const closeRange = {
  /** Close days 'YYYY-MM-DD', spanning under 90 days. */
  start: daySchema,
  end: daySchema,
};
export const refineRange = ({ start, end }: { start: string; end: string }, context: z.RefinementCtx) => {
  if (!isDateRangeAllowed(start, end))
    context.addIssue({ code: 'custom', message: end < start ? 'INVALID' : 'ERROR DATE RANGE', path: ['end'] });
};

export const REPORT_PAGE_SIZE = 20;

export const tipReportFilterSchema = z
  .object({ ...closeRange, waiterId: idSchema.optional() })
  .superRefine(refineRange);
export const tipReportRequestSchema = z.object({ ...pageRequest(REPORT_PAGE_SIZE), filter: tipReportFilterSchema });
export type TipReportRequest = z.input<typeof tipReportRequestSchema>;
export type TipReportFilter = z.infer<typeof tipReportFilterSchema>;

/** Spec 02 §3 Tip report row: closeDate, table, waiter, customer, methodPay, methodDelivery, total, tip. */
export const tipReportRowSchema = z.object({
  orderId: idSchema,
  displayNumber: z.number().int().nullable(),
  closeDate: z.string(),
  table: z.string().nullable(),
  waiter: z.string().nullable(),
  customer: z.string().nullable(),
  methodPay: z.string().nullable(),
  methodDelivery: z.enum(SERVICE_TYPES).or(z.string()),
  total: moneySchema,
  tip: moneySchema,
});
export type TipReportRow = z.infer<typeof tipReportRowSchema>;

export const waiterTipTotalSchema = z.object({
  waiterId: idSchema.nullable(),
  waiter: z.string().nullable(),
  orders: z.number().int().nonnegative(),
  total: moneySchema,
  tip: moneySchema,
});
export type WaiterTipTotal = z.infer<typeof waiterTipTotalSchema>;

export const tipReportPageSchema = pageOf(tipReportRowSchema).extend({
  /** Over the whole filtered range, not only the page. */
  totals: z.object({ orders: z.number().int().nonnegative(), total: moneySchema, tip: moneySchema }),
  byWaiter: z.array(waiterTipTotalSchema),
});
export type TipReportPage = z.infer<typeof tipReportPageSchema>;

/** Best sellers first ('top') or worst first ('bottom'), by quantity sold, then sales. */
export const PRODUCT_REPORT_SORTS = ['top', 'bottom'] as const;
export type ProductReportSort = (typeof PRODUCT_REPORT_SORTS)[number];

export const productReportFilterSchema = z.object({ ...closeRange }).superRefine(refineRange);
export const productReportRequestSchema = z.object({
  ...pageRequest(REPORT_PAGE_SIZE),
  filter: productReportFilterSchema,
  sort: z.enum(PRODUCT_REPORT_SORTS).default('top'),
});
export type ProductReportRequest = z.input<typeof productReportRequestSchema>;
export type ProductReportFilter = z.infer<typeof productReportFilterSchema>;

/** Spec 02 §3 Product report row: sku, product name, quantity sold, sales, price (sales ÷ quantity). */
export const productReportRowSchema = z.object({
  productId: idSchema,
  sku: z.string().nullable(),
  product: z.string(),
  quantity: z.number().int().nonnegative(),
  sales: moneySchema,
  /** The average unit price actually charged: sales ÷ quantity, rounded to the unit. */
  price: moneySchema,
});
export type ProductReportRow = z.infer<typeof productReportRowSchema>;

export const productReportPageSchema = pageOf(productReportRowSchema).extend({
  totals: z.object({ quantity: z.number().int().nonnegative(), sales: moneySchema }),
});
export type ProductReportPage = z.infer<typeof productReportPageSchema>;

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const exportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS),
  /** The language of the column headers. */
  lang: z.enum(['es', 'en']).default('es'),
});
export type ExportLanguage = 'es' | 'en';

/** The average unit price of a report row, half away from zero (integers only). */
export function averagePrice(sales: number, quantity: number): number {
  if (quantity <= 0) return 0;
  const sign = sales < 0 ? -1 : 1;
  const absolute = Math.abs(sales);
  return sign * Math.floor((2 * absolute + quantity) / (2 * quantity));
}
