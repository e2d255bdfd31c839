import { searchKey } from '@comandero/domain';
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema
type AnyDb = Kysely<any>;

/** Product search ignores case and accents on both dialects: the searchable form is stored with the row. */
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
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('products_category_name_idx').execute();
  await db.schema.alterTable('products').dropColumn('search_name').execute();
}
