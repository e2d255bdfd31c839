import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema
type AnyDb = Kysely<any>;

/**
 * Issue 27 §11 (spec 02 §3, §4): a product carries its stock location and supplier like an
 * ingredient, and a return-exit movement keeps the order number it gives back.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('products').addColumn('location_id', 'text').execute();
  await db.schema.alterTable('products').addColumn('supplier_id', 'text').execute();
  await db.schema.alterTable('stock_movements').addColumn('order_number', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('stock_movements').dropColumn('order_number').execute();
  await db.schema.alterTable('products').dropColumn('supplier_id').execute();
  await db.schema.alterTable('products').dropColumn('location_id').execute();
}
