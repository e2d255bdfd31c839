import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema
type AnyDb = Kysely<any>;

/**
 * A prepared dish's recipe differs by size (issue 17 §3): each size keeps how many dishes its own
 * recipe covers, so the POS says NO STOCK for the large one while the small one still sells.
 * Null: the size tracks no stock of its own (the product's applies).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('product_sizes').addColumn('stock', 'integer').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('product_sizes').dropColumn('stock').execute();
}
