import { ORDER_STATE } from '@comandero/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { BranchScope } from '../../shared/auth-context.js';

const PRODUCT_SALES_COLUMNS = [
  'business_id',
  'branch_id',
  'close_day',
  'product_id',
  'name',
  'quantity',
  'sales',
] as const;
const closeDay = sql<string>`substr(o.close_date, 1, 10)`;

/** Each product's sales per branch and close day over a business's completed orders, in the summary's columns. */
const productSales = (db: Db, businessId: string) =>
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
    .groupBy(['o.business_id', 'o.branch_id', closeDay, 'l.product_id']);

/**
 * The reports' summaries (product_sales_daily: what each product sold a branch each close day),
 * kept by the transactions that complete an order or take it out of completed (db: that
 * transaction), so a report adds up a few rows a day instead of every line of its range.
 */
export function createSalesSummaryRepository(db: Db) {
  return {
    /**
     * Counts the order's close day again: one day of one branch's lines. An upsert, so a
     * concurrent recount of the same day (PostgreSQL) lands on the same rows.
     */
    async recount(scope: BranchScope, closeDate: string): Promise<void> {
      const day = closeDate.slice(0, 10);
      await db
        .deleteFrom('product_sales_daily')
        .where('branch_id', '=', scope.branchId)
        .where('close_day', '=', day)
        .execute();
      await db
        .insertInto('product_sales_daily')
        .columns(PRODUCT_SALES_COLUMNS)
        .expression(
          productSales(db, scope.businessId)
            .where('o.branch_id', '=', scope.branchId)
            .where('o.close_date', '>=', `${day} 00:00:00`)
            .where('o.close_date', '<=', `${day} 23:59:59`),
        )
        .onConflict((conflict) =>
          conflict.columns(['branch_id', 'close_day', 'product_id']).doUpdateSet((eb) => ({
            name: eb.ref('excluded.name'),
            quantity: eb.ref('excluded.quantity'),
            sales: eb.ref('excluded.sales'),
          })),
        )
        .execute();
    },

    /** Counts every day of a business again (orders written straight into the database: a seed). */
    async rebuild(businessId: string): Promise<void> {
      await db.deleteFrom('product_sales_daily').where('business_id', '=', businessId).execute();
      await db
        .insertInto('product_sales_daily')
        .columns(PRODUCT_SALES_COLUMNS)
        .expression(productSales(db, businessId))
        .execute();
    },
  };
}
export type SalesSummaryRepository = ReturnType<typeof createSalesSummaryRepository>;
