import type { Kysely } from 'kysely';
import { insertSummaryOf, SALES_SUMMARY_KEY } from '../summary/order-sales-summary.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema
type AnyDb = Kysely<any>;

/**
 * Issue 19, fast at scale: closed orders added up per branch, close hour ('YYYY-MM-DD HH' on the
 * restaurant's wall clock), channel, service, payment method and state, so the dashboard reads a few
 * hundred rows. Kept in the close transaction (withSalesSummary); backfilled here.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('order_sales_summary')
    .addColumn('business_id', 'text', (c) => c.notNull())
    .addColumn('branch_id', 'text', (c) => c.notNull())
    .addColumn('close_hour', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('method_delivery', 'text', (c) => c.notNull())
    .addColumn('method_pay', 'text', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('orders', 'bigint', (c) => c.notNull())
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addColumn('tip', 'bigint', (c) => c.notNull())
    .addColumn('discount', 'bigint', (c) => c.notNull())
    .addColumn('delivery_value', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_sales_summary_pk', [...SALES_SUMMARY_KEY])
    .execute();
  await insertSummaryOf(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('order_sales_summary').execute();
}
