import { z } from 'zod';
import { money } from '../money/money.js';
import { moneySchema } from '../money/money-input.js';
import { ORDER_CHANNEL_NAME_MAX } from '../order/order-channel.js';
import { SERVICE_TYPES } from '../tip/tip.js';
import { averagePrice, closeRange, refineRange } from './reports.js';

/**
 * The sales report (spec 02 §2 reports group 'sales', /settings/movement): completed orders (state 6,
 * as the tips report) over a close-day range under 90 days, optionally one channel (the order's
 * service: onsite, self-service, delivery), one order channel and one payment method.
 */
export const salesReportFilterSchema = z
  .object({
    ...closeRange,
    channel: z.enum(SERVICE_TYPES).optional(),
    /** The order channel's name (spec 01 §3 Order channel: POS, domicilios, …). */
    orderChannel: z.string().trim().min(1).max(ORDER_CHANNEL_NAME_MAX).optional(),
    methodPay: z.string().trim().min(1).max(60).optional(),
  })
  .superRefine(refineRange);
export const salesReportRequestSchema = z.object({ filter: salesReportFilterSchema });
export type SalesReportFilter = z.infer<typeof salesReportFilterSchema>;
export type SalesReportRequest = z.input<typeof salesReportRequestSchema>;

const count = z.number().int().nonnegative();

/** The sums of one group of orders; the average ticket is total ÷ orders, half away from zero. */
export const salesFiguresSchema = z.object({
  orders: count,
  total: moneySchema,
  tip: moneySchema,
  discount: moneySchema,
  deliveryValue: moneySchema,
  averageTicket: moneySchema,
});
export type SalesFigures = z.infer<typeof salesFiguresSchema>;

export const salesReportSchema = z.object({
  totals: salesFiguresSchema,
  /** Close day 'YYYY-MM-DD', oldest first; only days with orders. */
  byDay: z.array(salesFiguresSchema.extend({ day: z.string() })),
  byChannel: z.array(salesFiguresSchema.extend({ channel: z.string() })),
  byMethod: z.array(salesFiguresSchema.extend({ methodPay: z.string().nullable() })),
  /** Hour of the restaurant's wall clock 0–23, every hour present (zeros where nothing closed). */
  byHour: z.array(salesFiguresSchema.extend({ hour: z.number().int().min(0).max(23) })),
});
export type SalesReport = z.infer<typeof salesReportSchema>;

/** The figures of a group from the database's sums; the average ticket is computed here, once. */
export function salesFigures(sums: {
  orders: number;
  total: number;
  tip: number;
  discount: number;
  deliveryValue: number;
}): SalesFigures {
  return {
    orders: sums.orders,
    total: money(sums.total),
    tip: money(sums.tip),
    discount: money(sums.discount),
    deliveryValue: money(sums.deliveryValue),
    averageTicket: money(averagePrice(sums.total, sums.orders)),
  };
}

/** Figures of no orders: a missing hour, an empty range. */
export const NO_SALES: SalesFigures = salesFigures({ orders: 0, total: 0, tip: 0, discount: 0, deliveryValue: 0 });

/** The 24 hours of a day, each with its figures or zeros. */
export function everyHour(rows: readonly (SalesFigures & { hour: number })[]): (SalesFigures & { hour: number })[] {
  return Array.from({ length: 24 }, (_, hour) => rows.find((row) => row.hour === hour) ?? { ...NO_SALES, hour });
}
