import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema
type AnyDb = Kysely<any>;

/**
 * A device asks for the catalog's version on every menu open and, after a change, for the products
 * written since its copy (issue 16 §6): both read the branch's products by updated_at.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('products_branch_updated_idx')
    .on('products')
    .columns(['branch_id', 'updated_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('products_branch_updated_idx').execute();
}
