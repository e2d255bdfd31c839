import { type Kysely, sql } from 'kysely';

/** The grouping columns of `order_sales_summary`, in its primary key's order. */
export const SALES_SUMMARY_KEY = [
  'business_id',
  'branch_id',
  'close_hour',
  'channel',
  'method_delivery',
  'method_pay',
  'state',
] as const;

// biome-ignore lint/suspicious/noExplicitAny: the migration runs it against no fixed schema
type AnyDb = Kysely<any>;

/** INSERT … SELECT of every closed order's group: the migration's backfill (a GROUP BY over orders). */
export function insertSummaryOf(db: AnyDb) {
  return sql`
    insert into order_sales_summary
      (business_id, branch_id, close_hour, channel, method_delivery, method_pay, state,
       orders, total, tip, discount, delivery_value)
    select business_id, branch_id, substr(close_date, 1, 13), channel, method_delivery,
       coalesce(method_pay, ''), state, count(*), sum(total), sum(tip), sum(discount_amount), sum(delivery_value)
    from orders
    where close = 1 and deleted = 0 and close_date is not null
    group by business_id, branch_id, substr(close_date, 1, 13), channel, method_delivery, coalesce(method_pay, ''), state
  `.execute(db);
}
