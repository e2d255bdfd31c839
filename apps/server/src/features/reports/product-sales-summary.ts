import { ORDER_STATE } from '@comandero/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** Where a completed order counts in product_sales_daily: its branch and close day. */
export interface ProductSalesPlace {
  business_id: string;
  branch_id: string;
  /** 'YYYY-MM-DD', the order's close day on the restaurant's wall clock. */
  close_day: string;
}

/** Adds (sign 1) or takes away (sign −1) one order's lines, per product, at a place; an emptied product goes. */
async function apply(executor: Db, orderId: string, place: ProductSalesPlace, sign: 1 | -1): Promise<void> {
  await sql`
    insert into product_sales_daily (business_id, branch_id, close_day, product_id, name, quantity, sales)
    select ${place.business_id}, ${place.branch_id}, ${place.close_day}, product_id, max(name),
      ${sign} * sum(quantity), ${sign} * sum(quantity * unit_price)
    from order_lines where order_id = ${orderId}
    group by product_id
    on conflict (branch_id, close_day, product_id) do update set
      quantity = product_sales_daily.quantity + excluded.quantity,
      sales = product_sales_daily.sales + excluded.sales`.execute(executor);
  if (sign < 0) {
    await executor
      .deleteFrom('product_sales_daily')
      .where('branch_id', '=', place.branch_id)
      .where('close_day', '=', place.close_day)
      .where('quantity', '<=', 0)
      .execute();
  }
}

/**
 * Moves one order's lines in product_sales_daily (what each product sold a branch each close day,
 * over completed orders) from where they counted before a write to where they count after it:
 * the products report then adds up a few rows a day instead of every line of its range.
 */
export async function moveProductSales(
  executor: Db,
  orderId: string,
  before: ProductSalesPlace | null,
  after: ProductSalesPlace | null,
): Promise<void> {
  if (before && after && before.branch_id === after.branch_id && before.close_day === after.close_day) return;
  if (before) await apply(executor, orderId, before, -1);
  if (after) await apply(executor, orderId, after, 1);
}

/** Counts every day of a business again from its orders (orders written straight into the database: a seed). */
export async function rebuildProductSales(db: Db, businessId: string): Promise<void> {
  const closeDay = sql<string>`substr(o.close_date, 1, 10)`;
  await db.deleteFrom('product_sales_daily').where('business_id', '=', businessId).execute();
  await db
    .insertInto('product_sales_daily')
    .columns(['business_id', 'branch_id', 'close_day', 'product_id', 'name', 'quantity', 'sales'])
    .expression(
      db
        .selectFrom('orders as o')
        .innerJoin('order_lines as l', 'l.order_id', 'o.id')
        .select((eb) => [
          'o.business_id',
          'o.branch_id',
          closeDay.as('close_day'),
          'l.product_id',
          eb.fn.max('l.name').as('name'),
          eb.fn.sum('l.quantity').as('quantity'),
          eb.fn.sum(eb('l.quantity', '*', eb.ref('l.unit_price'))).as('sales'),
        ])
        .where('o.business_id', '=', businessId)
        .where('o.deleted', '=', 0)
        .where('o.close', '=', 1)
        .where('o.state', '=', ORDER_STATE.COMPLETED)
        .where('o.close_date', 'is not', null)
        .groupBy(['o.business_id', 'o.branch_id', closeDay, 'l.product_id']),
    )
    .execute();
}
