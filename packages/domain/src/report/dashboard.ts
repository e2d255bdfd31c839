import { z } from 'zod';
import { money } from '../money/money.js';
import { moneySchema } from '../money/money-input.js';
import { idSchema } from '../schemas/common.js';
import { dayOfNumber } from '../time/date-presets.js';
import { dayNumber, daySchema, daysBetween } from '../time/date-range.js';
import { averagePrice } from './reports.js';

/**
 * The admin dashboard (spec 02 §2, §3 Dashboard data, §7 charts/info and tables/info): closed orders
 * by close hour or day, stacked by service channel. The dashboard's 'This year' preset needs up to a
 * year, so its range is 366 days at most (reports keep the 90-day rule).
 */
export const DASHBOARD_MAX_DAYS = 366;
export const DASHBOARD_CHANNELS = ['onsite', 'selfService', 'delivery'] as const;
export type DashboardChannel = (typeof DASHBOARD_CHANNELS)[number];
/** orders.method_delivery → the dashboard's channel key. */
export const channelOfService = (methodDelivery: string): DashboardChannel =>
  methodDelivery === 'delivery' ? 'delivery' : methodDelivery === 'self-service' ? 'selfService' : 'onsite';

/** Rejected, cancelled, returned or not delivered: closed orders that are no sale. */
export const CANCELLED_ORDER_STATES: readonly number[] = [3, 7, 8, 10, 11];
export const isCancelledState = (state: number): boolean => CANCELLED_ORDER_STATES.includes(state);

const dashboardRange = {
  dateStart: daySchema,
  dateEnd: daySchema,
  /** Another business's dashboard: only with the change-business policy (Super Admin, cloud). */
  businessId: idSchema.optional(),
};
const refineRange = ({ dateStart, dateEnd }: { dateStart: string; dateEnd: string }, context: z.RefinementCtx) => {
  const span = daysBetween(dateStart, dateEnd);
  if (span === null) return;
  if (span < 0) context.addIssue({ code: 'custom', message: 'INVALID', path: ['dateEnd'] });
  else if (span >= DASHBOARD_MAX_DAYS)
    context.addIssue({ code: 'custom', message: 'ERROR DATE RANGE', path: ['dateEnd'] });
};

/** POST /orders/charts/info: the range and, optionally, some of the business's branches (all by default). */
export const dashboardChartsRequestSchema = z
  .object({ ...dashboardRange, branchIds: z.array(idSchema).max(500).optional() })
  .superRefine(refineRange);
export type DashboardChartsRequest = z.infer<typeof dashboardChartsRequestSchema>;

/** POST /orders/tables/info: one summary row per branch (all the business's when `branches` is empty). */
export const dashboardTablesRequestSchema = z
  .object({ ...dashboardRange, branches: z.array(idSchema).max(500).default([]) })
  .superRefine(refineRange);
export type DashboardTablesRequest = z.input<typeof dashboardTablesRequestSchema>;

const count = z.number().int().nonnegative();
const channelCounts = z.object({ onsite: count, selfService: count, delivery: count });
const channelMoney = z.object({ onsite: moneySchema, selfService: moneySchema, delivery: moneySchema });

/** Card figures over sales (closed orders not cancelled); `cancelled` counts the others. */
export const dashboardTotalsSchema = z.object({
  totalOrders: count,
  totalSales: moneySchema,
  averageTicket: moneySchema,
  tips: moneySchema,
  discounts: moneySchema,
  cancelled: count,
  onsite: count,
  selfService: count,
  delivery: count,
  totalOnsite: moneySchema,
  totalSelfService: moneySchema,
  totalDelivery: moneySchema,
});
export type DashboardTotals = z.infer<typeof dashboardTotalsSchema>;

/** Spec 02 §3 Dashboard data: sales (date, total), orders (date, channels map) and the totals. */
export const dashboardDataSchema = dashboardTotalsSchema.extend({
  granularity: z.enum(['hour', 'day']),
  sales: z.array(z.object({ date: z.string(), total: moneySchema, channels: channelMoney })),
  orders: z.array(z.object({ date: z.string(), total: count, channels: channelCounts })),
});
export type DashboardData = z.infer<typeof dashboardDataSchema>;

export const branchSummaryRowSchema = dashboardTotalsSchema.extend({ branchId: idSchema, branch: z.string() });
export type BranchSummaryRow = z.infer<typeof branchSummaryRowSchema>;
export const branchSummaryTableSchema = z.object({ rows: z.array(branchSummaryRowSchema) });

/** One group of the summary table as the database adds it up. */
export interface SalesGroup {
  methodDelivery: string;
  state: number;
  orders: number;
  total: number;
  tip: number;
  discount: number;
}

/** Hour buckets for a one-day range, day buckets otherwise. */
export const dashboardGranularity = (dateStart: string, dateEnd: string): 'hour' | 'day' =>
  dateStart === dateEnd ? 'hour' : 'day';

/** Every bucket of the range, in order: 'YYYY-MM-DD HH' for a day, 'YYYY-MM-DD' otherwise. */
export function dashboardBuckets(dateStart: string, dateEnd: string): string[] {
  if (dashboardGranularity(dateStart, dateEnd) === 'hour')
    return Array.from({ length: 24 }, (_, hour) => `${dateStart} ${String(hour).padStart(2, '0')}`);
  const first = dayNumber(dateStart) ?? 0;
  const last = dayNumber(dateEnd) ?? first - 1;
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => dayOfNumber(first + index));
}

/** The totals of some groups: sales exclude cancelled orders, which are only counted. */
export function dashboardTotalsOf(groups: readonly SalesGroup[]): DashboardTotals {
  const orders = { onsite: 0, selfService: 0, delivery: 0 };
  const sales = { onsite: 0, selfService: 0, delivery: 0 };
  let tips = 0;
  let discounts = 0;
  let cancelled = 0;
  for (const group of groups) {
    if (isCancelledState(group.state)) {
      cancelled += group.orders;
      continue;
    }
    const channel = channelOfService(group.methodDelivery);
    orders[channel] += group.orders;
    sales[channel] += group.total;
    tips += group.tip;
    discounts += group.discount;
  }
  const totalOrders = orders.onsite + orders.selfService + orders.delivery;
  const totalSales = sales.onsite + sales.selfService + sales.delivery;
  return {
    totalOrders,
    totalSales: money(totalSales),
    averageTicket: money(averagePrice(totalSales, totalOrders)),
    tips: money(tips),
    discounts: money(discounts),
    cancelled,
    ...orders,
    totalOnsite: money(sales.onsite),
    totalSelfService: money(sales.selfService),
    totalDelivery: money(sales.delivery),
  };
}

/** The dashboard of a range from its groups by bucket (close hour or day). */
export function dashboardOf(
  range: { dateStart: string; dateEnd: string },
  groups: readonly (SalesGroup & { bucket: string })[],
): DashboardData {
  const byBucket = new Map<string, SalesGroup[]>();
  for (const group of groups) byBucket.set(group.bucket, [...(byBucket.get(group.bucket) ?? []), group]);
  const buckets = dashboardBuckets(range.dateStart, range.dateEnd).map((date) => ({
    date,
    totals: dashboardTotalsOf(byBucket.get(date) ?? []),
  }));
  return {
    granularity: dashboardGranularity(range.dateStart, range.dateEnd),
    ...dashboardTotalsOf(groups),
    sales: buckets.map(({ date, totals }) => ({
      date,
      total: totals.totalSales,
      channels: { onsite: totals.totalOnsite, selfService: totals.totalSelfService, delivery: totals.totalDelivery },
    })),
    orders: buckets.map(({ date, totals }) => ({
      date,
      total: totals.totalOrders,
      channels: { onsite: totals.onsite, selfService: totals.selfService, delivery: totals.delivery },
    })),
  };
}
