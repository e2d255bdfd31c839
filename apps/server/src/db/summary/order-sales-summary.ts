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
 * INSERT … SELECT of the closed orders' groups, optionally limited to one branch's close hour: the
 * backfill and every refresh share it, so the summary is by construction a GROUP BY over orders.
 */
export function insertSummaryOf(db: AnyDb, bucket?: { branchId: string; closeHour: string }) {
  const where = bucket
    ? sql`and branch_id = ${bucket.branchId} and close_date >= ${`${bucket.closeHour}:00:00`} and close_date <= ${`${bucket.closeHour}:59:59`}`
    : sql``;
  return sql`
    insert into order_sales_summary
      (business_id, branch_id, close_hour, channel, method_delivery, method_pay, state,
       orders, total, tip, discount, delivery_value)
    select business_id, branch_id, substr(close_date, 1, 13), channel, method_delivery,
       coalesce(method_pay, ''), state, count(*), sum(total), sum(tip), sum(discount_amount), sum(delivery_value)
    from orders
    where close = 1 and deleted = 0 and close_date is not null ${where}
    group by business_id, branch_id, substr(close_date, 1, 13), channel, method_delivery, coalesce(method_pay, ''), state
  `.execute(db);
}
