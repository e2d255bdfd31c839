import {
  everyHour,
  type SalesFigures,
  type SalesReport,
  type SalesReportFilter,
  salesFigures,
} from '@comandero/domain';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { BranchScope } from '../../shared/auth-context.js';
import { completedOrders, whole } from './completed-orders.js';

// close_date is the restaurant's wall clock 'YYYY-MM-DD HH:mm:ss': the day is its first 10
// characters and the hour the 2 from the 12th, the same text functions on SQLite and PostgreSQL.
const closeDay = sql<string>`substr(o.close_date, 1, 10)`;
const closeHour = sql<string>`substr(o.close_date, 12, 2)`;

const sums = (eb: ExpressionBuilder<Database & { o: Database['orders'] }, 'o'>) =>
  [
    eb.fn.countAll().as('orders'),
    eb.fn.sum('o.total').as('total'),
    eb.fn.sum('o.tip').as('tip'),
    eb.fn.sum('o.discount_amount').as('discount'),
    eb.fn.sum('o.delivery_value').as('delivery_value'),
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

/** The sales report: the database groups the completed orders by day, channel, method and hour. */
export function createSalesReportRepository(db: Db) {
  const filtered = (scope: BranchScope, filter: SalesReportFilter) => {
    let query = completedOrders(db, scope, filter);
    if (filter.channel) query = query.where('o.method_delivery', '=', filter.channel);
    if (filter.methodPay) query = query.where('o.method_pay', '=', filter.methodPay);
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
          .select((eb) => ['o.method_delivery', ...sums(eb)])
          .groupBy('o.method_delivery')
          .execute(),
        filtered(scope, filter)
          .select((eb) => ['o.method_pay', ...sums(eb)])
          .groupBy('o.method_pay')
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
        byMethod: byMethod.map((row) => ({ methodPay: row.method_pay, ...figures(row) })).sort(bySales),
        byHour: everyHour(byHour.map((row) => ({ hour: Number(row.hour), ...figures(row) }))),
      };
    },
  };
}
export type SalesReportRepository = ReturnType<typeof createSalesReportRepository>;
