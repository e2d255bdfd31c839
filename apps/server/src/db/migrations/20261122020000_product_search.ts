import { searchKey } from '@comandero/domain';
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema
type AnyDb = Kysely<any>;

/**
 * Product search ignores case and accents on both dialects: the searchable form is stored with the
 * row. Plus the indexes a 20,000-product menu needs (bench/catalog.ts).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('search_name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const rows: { id: string; name: string }[] = await db.selectFrom('products').select(['id', 'name']).execute();
  for (const row of rows) {
    await db
      .updateTable('products')
      .set({ search_name: searchKey(row.name) })
      .where('id', '=', row.id)
      .execute();
  }
  await db.schema.createIndex('products_category_name_idx').on('products').columns(['category_id', 'name']).execute();
  // Covers the search count: every filter of a product search is in the index, no row is read.
  await db.schema
    .createIndex('products_branch_search_idx')
    .on('products')
    .columns(['business_id', 'branch_id', 'deleted', 'active', 'search_name', 'category_id'])
    .execute();
  // A product card asks whether the product has sizes or extras: without these, each asks by scanning.
  await db.schema.createIndex('product_sizes_product_idx').on('product_sizes').column('product_id').execute();
  await db.schema.createIndex('extras_options_group_idx').on('extras_options').column('group_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('extras_options_group_idx').execute();
  await db.schema.dropIndex('product_sizes_product_idx').execute();
  await db.schema.dropIndex('products_branch_search_idx').execute();
  await db.schema.dropIndex('products_category_name_idx').execute();
  await db.schema.alterTable('products').dropColumn('search_name').execute();
}
