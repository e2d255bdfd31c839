import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema
type AnyDb = Kysely<any>;

const ORDER_COLUMNS: [name: string, type: 'integer' | 'text', notNullDefault?: number | string][] = [
  ['subtotal', 'integer', 0],
  ['discount', 'text'],
  ['discount_amount', 'integer', 0],
  ['taxes', 'text', '[]'],
  ['added_taxes', 'integer', 0],
  ['tip', 'integer', 0],
  ['delivery_value', 'integer', 0],
  ['total', 'integer', 0],
  ['method_pay', 'text'],
  ['value_received', 'integer'],
  ['value_returned', 'integer'],
  ['observation', 'text', ''],
  ['cashier_id', 'text'],
  ['closed_by', 'text'],
  ['split_of', 'text'],
  ['part', 'text'],
  ['equal_parts', 'integer'],
];

/** Closing: the bill's figures on the order, human numbers per branch, split bills. */
export async function up(db: AnyDb): Promise<void> {
  for (const [name, type, fallback] of ORDER_COLUMNS) {
    await db.schema
      .alterTable('orders')
      .addColumn(name, type, (c) => (fallback === undefined ? c : c.notNull().defaultTo(fallback)))
      .execute();
  }
  await db.schema
    .createIndex('orders_display_number_unique')
    .on('orders')
    .columns(['branch_id', 'display_number'])
    .unique()
    .where(sql.ref('display_number'), 'is not', null)
    .execute();
  // A table has one open order; the parts of its split bill are orders of their own.
  await db.schema.dropIndex('orders_open_table_unique').execute();
  await db.schema
    .createIndex('orders_open_table_unique')
    .on('orders')
    .column('table_id')
    .unique()
    .where(sql.ref('close'), '=', 0)
    .where(sql.ref('deleted'), '=', 0)
    .where(sql.ref('table_id'), 'is not', null)
    .where(sql.ref('split_of'), 'is', null)
    .execute();
  await db.schema.createIndex('orders_branch_close_idx').on('orders').columns(['branch_id', 'close_date']).execute();

  // Display numbers and bill consecutives, allocated atomically per branch.
  await db.schema
    .createTable('branch_counters')
    .addColumn('branch_id', 'text', (c) => c.notNull().references('branches.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('branch_counters_pk', ['branch_id', 'name'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('branch_counters').execute();
  await db.schema.dropIndex('orders_branch_close_idx').execute();
  await db.schema.dropIndex('orders_display_number_unique').execute();
  await db.schema.dropIndex('orders_open_table_unique').execute();
  await db.schema
    .createIndex('orders_open_table_unique')
    .on('orders')
    .column('table_id')
    .unique()
    .where(sql.ref('close'), '=', 0)
    .where(sql.ref('deleted'), '=', 0)
    .where(sql.ref('table_id'), 'is not', null)
    .execute();
  for (const [name] of ORDER_COLUMNS.toReversed()) await db.schema.alterTable('orders').dropColumn(name).execute();
}
