import { type Kysely, PostgresAdapter, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema
type AnyDb = Kysely<any>;

/**
 * Issue 16 (menu administration): the product flags and counts the modal edits, the client's
 * idCloud for idempotent creates, extras groups' price, options that reference a product, and a
 * per-branch catalog revision every admin write advances (so the catalog version changes even when
 * two writes share a timestamp).
 */
export async function up(db: AnyDb): Promise<void> {
  const money = db.getExecutor().adapter instanceof PostgresAdapter ? 'bigint' : 'integer';

  await db.schema
    .alterTable('branches')
    .addColumn('catalog_revision', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  for (const column of [
    ['menu_online', 'integer', 1],
    ['is_calculated_cost', 'integer', 1],
    ['stock_minimum', 'integer', 0],
  ] as const) {
    await db.schema
      .alterTable('products')
      .addColumn(column[0], column[1], (c) => c.notNull().defaultTo(column[2]))
      .execute();
  }
  await db.schema
    .alterTable('products')
    .addColumn('product_cost', money, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('products').addColumn('id_cloud', 'text').execute();
  await db.schema
    .createIndex('products_id_cloud_unique')
    .on('products')
    .columns(['branch_id', 'id_cloud'])
    .unique()
    .where(sql.ref('id_cloud'), 'is not', null)
    .execute();
  // The products list: the branch's rows in name order, deleted ones left out unless asked.
  await db.schema
    .createIndex('products_admin_list_idx')
    .on('products')
    .columns(['business_id', 'branch_id', 'deleted', 'search_name'])
    .execute();

  await db.schema.alterTable('categories').addColumn('id_cloud', 'text').execute();
  await db.schema
    .createIndex('categories_id_cloud_unique')
    .on('categories')
    .columns(['branch_id', 'id_cloud'])
    .unique()
    .where(sql.ref('id_cloud'), 'is not', null)
    .execute();

  await db.schema
    .alterTable('extras_groups')
    .addColumn('price', money, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('extras_groups').addColumn('id_cloud', 'text').execute();
  await db.schema
    .createIndex('extras_groups_id_cloud_unique')
    .on('extras_groups')
    .columns(['branch_id', 'id_cloud'])
    .unique()
    .where(sql.ref('id_cloud'), 'is not', null)
    .execute();

  // An option may reference a product: its name and price then come from the product.
  await db.schema
    .alterTable('extras_options')
    .addColumn('product_id', 'text', (c) => c.references('products.id'))
    .execute();
  await db.schema
    .alterTable('extras_options')
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // JSON [{ name, quantity }]: how much of the product per size of it.
  await db.schema
    .alterTable('extras_options')
    .addColumn('size_quantities', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.createIndex('extras_options_product_idx').on('extras_options').column('product_id').execute();
  // Which products use a group (delete refusal, product counts).
  await db.schema
    .createIndex('product_extras_groups_group_idx')
    .on('product_extras_groups')
    .column('group_id')
    .execute();

  // A product's picture, as uploaded (base64; no resizer without a native build), served at /api/menu-images/:id.
  await db.schema
    .createTable('product_images')
    .addColumn('product_id', 'text', (c) => c.primaryKey().references('products.id'))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('product_images').execute();
  await db.schema.dropIndex('product_extras_groups_group_idx').execute();
  await db.schema.dropIndex('extras_options_product_idx').execute();
  for (const column of ['size_quantities', 'quantity', 'product_id']) {
    await db.schema.alterTable('extras_options').dropColumn(column).execute();
  }
  await db.schema.dropIndex('extras_groups_id_cloud_unique').execute();
  await db.schema.alterTable('extras_groups').dropColumn('id_cloud').execute();
  await db.schema.alterTable('extras_groups').dropColumn('price').execute();
  await db.schema.dropIndex('categories_id_cloud_unique').execute();
  await db.schema.alterTable('categories').dropColumn('id_cloud').execute();
  await db.schema.dropIndex('products_admin_list_idx').execute();
  await db.schema.dropIndex('products_id_cloud_unique').execute();
  for (const column of ['id_cloud', 'product_cost', 'stock_minimum', 'is_calculated_cost', 'menu_online']) {
    await db.schema.alterTable('products').dropColumn(column).execute();
  }
  await db.schema.alterTable('branches').dropColumn('catalog_revision').execute();
}
