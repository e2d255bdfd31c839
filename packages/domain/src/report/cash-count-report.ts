import { z } from 'zod';
import { moneySchema } from '../money/money-input.js';
import { idSchema, pageOf, pageRequest } from '../schemas/common.js';
import { closeRange, REPORT_PAGE_SIZE, refineRange } from './reports.js';

/**
 * The cash-count report (spec 02 §2 reports group, /settings/cashier_movements): the closed drawer
 * movements by close day, under 90 days, optionally of one cashier box and of one user (who opened
 * or closed it); each with what the system expected and what was counted per payment method.
 */
export const cashCountReportFilterSchema = z
  .object({ ...closeRange, cashierId: idSchema.optional(), userId: idSchema.optional() })
  .superRefine(refineRange);
export const cashCountReportRequestSchema = z.object({
  ...pageRequest(REPORT_PAGE_SIZE),
  filter: cashCountReportFilterSchema,
});
export type CashCountReportFilter = z.infer<typeof cashCountReportFilterSchema>;
export type CashCountReportRequest = z.input<typeof cashCountReportRequestSchema>;

/** One payment method of a close: over/short is counted − system (negative when short). */
export const cashCountMethodSchema = z.object({
  methodPay: z.string(),
  system: moneySchema,
  counted: moneySchema,
  difference: moneySchema,
});
export type CashCountMethod = z.infer<typeof cashCountMethodSchema>;

const person = z.object({ id: idSchema, name: z.string() }).nullable();

export const cashCountRowSchema = z.object({
  movementId: idSchema,
  cashier: z.object({ id: idSchema, name: z.string() }),
  openDate: z.string(),
  closeDate: z.string(),
  openedBy: person,
  closedBy: person,
  amountEntered: moneySchema,
  methods: z.array(cashCountMethodSchema),
  totalBySystem: moneySchema,
  totalByUser: moneySchema,
  difference: moneySchema,
  observation: z.string(),
});
export type CashCountRow = z.infer<typeof cashCountRowSchema>;

export const cashCountTotalsSchema = z.object({
  movements: z.number().int().nonnegative(),
  totalBySystem: moneySchema,
  totalByUser: moneySchema,
  difference: moneySchema,
});
export type CashCountTotals = z.infer<typeof cashCountTotalsSchema>;

export const cashCountReportPageSchema = pageOf(cashCountRowSchema).extend({
  /** Over the whole filtered range, not only the page. */
  totals: cashCountTotalsSchema,
});
export type CashCountReportPage = z.infer<typeof cashCountReportPageSchema>;
