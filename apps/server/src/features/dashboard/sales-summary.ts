import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { insertSummaryOf } from '../../db/summary/order-sales-summary.js';

/**
 * Recomputes the summary bucket (branch, close hour) of a closed order from the orders themselves,
 * inside the caller's transaction: call it after every close of an order and every later change of
 * a closed order's state or money. Idempotent; an open order (no close date) changes nothing.
 */
export async function refreshSalesSummaryOf(executor: Db, orderId: string): Promise<void> {
  const order = await executor
    .selectFrom('orders')
    .select(['branch_id', 'close_date'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order?.close_date) return;
  const bucket = { branchId: order.branch_id, closeHour: order.close_date.slice(0, 13) };
  // PostgreSQL: two closes in one bucket take turns, so the second recount sees the first's order
  // (read committed: each statement after the lock sees what committed before it). SQLite has one writer.
  if (executor.getExecutor().adapter instanceof PostgresAdapter)
    await sql`select pg_advisory_xact_lock(hashtext(${`sales:${bucket.branchId}:${bucket.closeHour}`}))`.execute(
      executor,
    );
  await executor
    .deleteFrom('order_sales_summary')
    .where('branch_id', '=', bucket.branchId)
    .where('close_hour', '=', bucket.closeHour)
    .execute();
  await insertSummaryOf(executor, bucket);
}
