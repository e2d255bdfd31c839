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

/**
 * INSERT … SELECT of every closed order's group (a GROUP BY over orders): the migration's backfill,
 * or one business's whose orders were written straight into the database (a seed; its rows gone first).
 */
export function insertSummaryOf(db: AnyDb, businessId?: string) {
  return sql`
    insert into order_sales_summary
      (business_id, branch_id, close_hour, channel, method_delivery, method_pay, state,
       orders, total, tip, discount, delivery_value)
    select business_id, branch_id, substr(close_date, 1, 13), channel, method_delivery,
       coalesce(method_pay, ''), state, count(*), sum(total), sum(tip), sum(discount_amount), sum(delivery_value)
    from orders
    where close = 1 and deleted = 0 and close_date is not null ${businessId ? sql`and business_id = ${businessId}` : sql``}
    group by business_id, branch_id, substr(close_date, 1, 13), channel, method_delivery, coalesce(method_pay, ''), state
  `.execute(db);
}
