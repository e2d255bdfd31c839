import { ORDER_STATE } from '@comandero/domain';
import { PostgresAdapter } from 'kysely';
import type { Db } from '../../db/database.js';
import type { OrderSalesSummaryTable } from '../../db/schema.js';
import { SALES_SUMMARY_KEY } from '../../db/summary/order-sales-summary.js';
import { moveProductSales, type ProductSalesPlace } from '../reports/product-sales-summary.js';

/** What one closed order adds to `order_sales_summary`: its group's key and its figures. */
interface Contribution {
  key: Pick<OrderSalesSummaryTable, (typeof SALES_SUMMARY_KEY)[number]>;
  figures: { total: number; tip: number; discount: number; delivery_value: number };
}

/** Where a completed order's lines count in the products report's summary. */
const productPlaceOf = (contribution: Contribution | null): ProductSalesPlace | null =>
  contribution?.key.state === ORDER_STATE.COMPLETED
    ? {
        business_id: contribution.key.business_id,
        branch_id: contribution.key.branch_id,
        close_day: contribution.key.close_hour.slice(0, 10),
      }
    : null;

/** The order's contribution now (none while open or deleted); on PostgreSQL the row stays locked. */
async function contributionOf(executor: Db, orderId: string): Promise<Contribution | null> {
  let query = executor
    .selectFrom('orders')
    .select([
      'business_id',
      'branch_id',
      'close_date',
      'channel',
      'method_delivery',
      'method_pay',
      'state',
      'close',
      'deleted',
      'total',
      'tip',
      'discount_amount',
      'delivery_value',
    ])
    .where('id', '=', orderId);
  // A concurrent change of the same order waits, then reads what that one left: no delta counted twice.
  if (executor.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (row?.close !== 1 || row.deleted !== 0 || !row.close_date) return null;
  return {
    key: {
      business_id: row.business_id,
      branch_id: row.branch_id,
      close_hour: row.close_date.slice(0, 13),
      channel: row.channel,
      method_delivery: row.method_delivery,
      method_pay: row.method_pay ?? '',
      state: row.state,
    },
    figures: {
      total: Number(row.total),
      tip: Number(row.tip),
      discount: Number(row.discount_amount),
      delivery_value: Number(row.delivery_value),
    },
  };
}

/** Adds (sign 1) or takes away (sign −1) one order from its group; an emptied group goes. */
async function apply(executor: Db, { key, figures }: Contribution, sign: 1 | -1): Promise<void> {
  await executor
    .insertInto('order_sales_summary')
    .values({
      ...key,
      orders: sign,
      total: sign * figures.total,
      tip: sign * figures.tip,
      discount: sign * figures.discount,
      delivery_value: sign * figures.delivery_value,
    } as never)
    .onConflict((conflict) =>
      conflict.columns([...SALES_SUMMARY_KEY]).doUpdateSet((eb) => ({
        orders: eb('order_sales_summary.orders', '+', eb.ref('excluded.orders')),
        total: eb('order_sales_summary.total', '+', eb.ref('excluded.total')),
        tip: eb('order_sales_summary.tip', '+', eb.ref('excluded.tip')),
        discount: eb('order_sales_summary.discount', '+', eb.ref('excluded.discount')),
        delivery_value: eb('order_sales_summary.delivery_value', '+', eb.ref('excluded.delivery_value')),
      })),
    )
    .execute();
  if (sign < 0) {
    let emptied = executor.deleteFrom('order_sales_summary').where('orders', '<=', 0);
    for (const column of SALES_SUMMARY_KEY) emptied = emptied.where(column, '=', key[column]);
    await emptied.execute();
  }
}

/**
 * Runs a write to one order inside the caller's transaction and moves the order's figures in
 * `order_sales_summary` (and, completed, its lines in `product_sales_daily`) from where they were
 * to where they are after it: call it around every later change of a closed order's state or
 * money (a close itself counts through `countClosedOrder`, its participant). O(1): the order's group
 * before and after, each an upsert on the summary's primary key.
 */
export async function withSalesSummary<T>(executor: Db, orderId: string, write: () => Promise<T>): Promise<T> {
  const before = await contributionOf(executor, orderId);
  const result = await write();
  const after = await contributionOf(executor, orderId);
  if (before) await apply(executor, before, -1);
  if (after) await apply(executor, after, 1);
  await moveProductSales(executor, orderId, productPlaceOf(before), productPlaceOf(after));
  return result;
}

/**
 * A close's share of the summaries: the order was open until this transaction, so it had no
 * contribution before (what `withSalesSummary` would have read); it now adds its figures.
 */
export async function countClosedOrder(executor: Db, orderId: string): Promise<void> {
  const after = await contributionOf(executor, orderId);
  if (after) await apply(executor, after, 1);
  await moveProductSales(executor, orderId, null, productPlaceOf(after));
}
