import {
  everyHour,
  ORDER_STATE,
  type SalesFigures,
  type SalesReport,
  type SalesReportFilter,
  salesFigures,
} from '@comandero/domain';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { BranchScope } from '../../shared/auth-context.js';
import { whole } from './completed-orders.js';

// close_hour is the restaurant's wall clock 'YYYY-MM-DD HH': the day is its first 10 characters
// and the hour the last 2, the same text functions on SQLite and PostgreSQL.
const closeDay = sql<string>`substr(s.close_hour, 1, 10)`;
const closeHour = sql<string>`substr(s.close_hour, 12, 2)`;

const sums = (eb: ExpressionBuilder<Database & { s: Database['order_sales_summary'] }, 's'>) =>
  [
    eb.fn.sum('s.orders').as('orders'),
    eb.fn.sum('s.total').as('total'),
    eb.fn.sum('s.tip').as('tip'),
    eb.fn.sum('s.discount').as('discount'),
    eb.fn.sum('s.delivery_value').as('delivery_value'),
  ] as const;

const figures = (row: {
  orders: unknown;
  total: unknown;
  tip: unknown;
  discount: unknown;
  delivery_value: unknown;
}): SalesFigures =>
  salesFigures({
    orders: whole(row.orders),
    total: whole(row.total),
    tip: whole(row.tip),
    discount: whole(row.discount),
    deliveryValue: whole(row.delivery_value),
  });

/**
 * The sales report: the database groups the completed orders (state 6, as every report counts them)
 * by day, channel, method and hour, from the hourly summary the closes keep (sales-summary.ts):
 * a few rows an hour instead of every order of the range.
 */
export function createSalesReportRepository(db: Db) {
  const filtered = (scope: BranchScope, filter: SalesReportFilter) => {
    let query = db
      .selectFrom('order_sales_summary as s')
      .where('s.business_id', '=', scope.businessId)
      .where('s.branch_id', '=', scope.branchId)
      .where('s.close_hour', '>=', `${filter.start} 00`)
      .where('s.close_hour', '<=', `${filter.end} 23`)
      .where('s.state', '=', ORDER_STATE.COMPLETED);
    if (filter.channel) query = query.where('s.method_delivery', '=', filter.channel);
    if (filter.orderChannel) query = query.where('s.channel', '=', filter.orderChannel);
    if (filter.methodPay) query = query.where('s.method_pay', '=', filter.methodPay);
    return query;
  };

  return {
    async sales(scope: BranchScope, filter: SalesReportFilter): Promise<SalesReport> {
      const [totals, byDay, byChannel, byMethod, byHour] = await Promise.all([
        filtered(scope, filter).select(sums).executeTakeFirstOrThrow(),
        filtered(scope, filter)
          .select((eb) => [closeDay.as('day'), ...sums(eb)])
          .groupBy(closeDay)
          .orderBy(closeDay)
          .execute(),
        filtered(scope, filter)
          .select((eb) => ['s.method_delivery', ...sums(eb)])
          .groupBy('s.method_delivery')
          .execute(),
        filtered(scope, filter)
          .select((eb) => ['s.method_pay', ...sums(eb)])
          .groupBy('s.method_pay')
          .execute(),
        filtered(scope, filter)
          .select((eb) => [closeHour.as('hour'), ...sums(eb)])
          .groupBy(closeHour)
          .execute(),
      ]);
      const bySales = <Row extends SalesFigures>(a: Row, b: Row) => b.total - a.total || b.orders - a.orders;
      return {
        totals: figures(totals),
        byDay: byDay.map((row) => ({ day: row.day, ...figures(row) })),
        byChannel: byChannel.map((row) => ({ channel: row.method_delivery, ...figures(row) })).sort(bySales),
        byMethod: byMethod.map((row) => ({ methodPay: row.method_pay || null, ...figures(row) })).sort(bySales),
        byHour: everyHour(byHour.map((row) => ({ hour: Number(row.hour), ...figures(row) }))),
      };
    },
  };
}
export type SalesReportRepository = ReturnType<typeof createSalesReportRepository>;
