import { type Kysely, PostgresAdapter } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema
type AnyDb = Kysely<any>;

/**
 * Issue 17 (stock): locations, suppliers, ingredients, an append-only movement ledger, purchases,
 * and the ingredient lines of products (recipes) and of extras options. Quantities are integer
 * thousandths of a base unit (mg for an ingredient in g or kg), hence 64-bit on PostgreSQL.
 */
export async function up(db: AnyDb): Promise<void> {
  const big = db.getExecutor().adapter instanceof PostgresAdapter ? 'bigint' : 'integer';
  const branchColumns = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('business_id', 'text', (c) => c.notNull().references('businesses.id'))
      .addColumn('branch_id', 'text', (c) => c.notNull().references('branches.id'));

  await branchColumns('stock_locations')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // One default inventory per branch even when two first visits create it at once.
  await db.schema
    .createIndex('stock_locations_name_unique')
    .on('stock_locations')
    .columns(['branch_id', 'name'])
    .unique()
    .execute();

  await branchColumns('suppliers')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('search_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('address', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await branchColumns('ingredients')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('search_name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('location_id', 'text', (c) => c.references('stock_locations.id'))
    .addColumn('sku', 'text')
    .addColumn('cost', big, (c) => c.notNull().defaultTo(0))
    .addColumn('supplier_id', 'text', (c) => c.references('suppliers.id'))
    .addColumn('stock_minimum', big, (c) => c.notNull().defaultTo(0))
    // Changed only by a movement, in the same statement that records it (quantity = quantity + ?).
    .addColumn('quantity', big, (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('ingredients_list_idx')
    .on('ingredients')
    .columns(['business_id', 'branch_id', 'deleted', 'search_name'])
    .execute();

  await branchColumns('purchases')
    .addColumn('supplier_id', 'text', (c) => c.notNull().references('suppliers.id'))
    .addColumn('invoice_number', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('total_invoice', big, (c) => c.notNull())
    .addColumn('total_paid', big, (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await branchColumns('stock_movements')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('ingredient_id', 'text', (c) => c.references('ingredients.id'))
    .addColumn('product_id', 'text', (c) => c.references('products.id'))
    .addColumn('amount_before', big, (c) => c.notNull())
    .addColumn('amount_entered', big, (c) => c.notNull())
    .addColumn('amount_after', big, (c) => c.notNull())
    .addColumn('cost', big, (c) => c.notNull().defaultTo(0))
    .addColumn('value_unit', big, (c) => c.notNull().defaultTo(0))
    .addColumn('expiration', 'text')
    .addColumn('supplier_id', 'text', (c) => c.references('suppliers.id'))
    .addColumn('invoice_number', 'text')
    .addColumn('observation', 'text')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('order_id', 'text')
    .addColumn('purchase_id', 'text', (c) => c.references('purchases.id'))
    // The restaurant's calendar day, for the date filters.
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('stock_movements_list_idx')
    .on('stock_movements')
    .columns(['business_id', 'branch_id', 'day'])
    .execute();
  await db.schema.createIndex('stock_movements_ingredient_idx').on('stock_movements').column('ingredient_id').execute();
  await db.schema.createIndex('stock_movements_order_idx').on('stock_movements').column('order_id').execute();

  for (const [table, owner, ownerTable] of [
    ['recipe_lines', 'product_id', 'products'],
    ['option_ingredient_lines', 'option_id', 'extras_options'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn(owner, 'text', (c) => c.notNull().references(`${ownerTable}.id`))
      .addColumn('size_id', 'text', (c) => c.references('product_sizes.id'))
      .addColumn('ingredient_id', 'text', (c) => c.notNull().references('ingredients.id'))
      .addColumn('quantity', big, (c) => c.notNull())
      .execute();
    await db.schema.createIndex(`${table}_owner_idx`).on(table).column(owner).execute();
    await db.schema.createIndex(`${table}_ingredient_idx`).on(table).column('ingredient_id').execute();
  }

  // Default 0: a sale may take stock below zero (the admin sees it); 1 refuses it with 409.
  await db.schema
    .alterTable('preferences')
    .addColumn('refuse_negative_stock', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('preferences').dropColumn('refuse_negative_stock').execute();
  for (const table of [
    'option_ingredient_lines',
    'recipe_lines',
    'stock_movements',
    'purchases',
    'ingredients',
    'suppliers',
    'stock_locations',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
