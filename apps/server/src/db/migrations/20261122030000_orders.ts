import { type CreateTableBuilder, type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema
type AnyDb = Kysely<any>;

const id = 'text';

function stamped<T extends string>(table: CreateTableBuilder<T, never>) {
  return table.addColumn('created_at', 'text', (c) => c.notNull()).addColumn('updated_at', 'text', (c) => c.notNull());
}

/** Orders on tables, their lines, the removed-after-sending list, and the print jobs they make. */
export async function up(db: AnyDb): Promise<void> {
  await stamped(
    db.schema
      .createTable('orders')
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('business_id', id, (c) => c.notNull().references('businesses.id'))
      .addColumn('branch_id', id, (c) => c.notNull().references('branches.id'))
      .addColumn('table_id', id, (c) => c.references('dining_tables.id'))
      .addColumn('state', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('close', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('close_date', 'text')
      .addColumn('display_number', 'integer')
      .addColumn('channel', 'text', (c) => c.notNull().defaultTo('POS'))
      .addColumn('method_delivery', 'text', (c) => c.notNull().defaultTo('onsite'))
      .addColumn('people', 'integer')
      .addColumn('waiter_id', id, (c) => c.references('users.id'))
      .addColumn('created_by', id, (c) => c.notNull().references('users.id')),
  )
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('orders_branch_state_idx').on('orders').columns(['branch_id', 'state']).execute();

  await stamped(
    db.schema
      .createTable('order_lines')
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('order_id', id, (c) => c.notNull().references('orders.id'))
      .addColumn('product_id', id, (c) => c.notNull().references('products.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('printer_id', 'text')
      .addColumn('size_id', id)
      .addColumn('size_name', 'text')
      .addColumn('size_delta', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('extras', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('base_price', 'integer', (c) => c.notNull())
      .addColumn('unit_price', 'integer', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('sent_quantity', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_by', id, (c) => c.notNull().references('users.id')),
  )
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('order_lines_order_idx').on('order_lines').column('order_id').execute();

  await db.schema
    .createTable('order_cancellations')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('order_id', id, (c) => c.notNull().references('orders.id'))
    .addColumn('line_id', id, (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('preparation', 'text', (c) => c.notNull())
    .addColumn('printer_id', 'text')
    .addColumn('cancelled_by', id, (c) => c.notNull().references('users.id'))
    .addColumn('approved_by', id, (c) => c.references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    // The cancellation command that carried it; null while it waits on the table's list.
    .addColumn('sent_job_id', id)
    .execute();
  await db.schema.createIndex('order_cancellations_order_idx').on('order_cancellations').column('order_id').execute();

  await stamped(
    db.schema
      .createTable('print_jobs')
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('business_id', id, (c) => c.notNull().references('businesses.id'))
      .addColumn('branch_id', id, (c) => c.notNull().references('branches.id'))
      .addColumn('order_id', id, (c) => c.references('orders.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('printer_id', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      // The document's data (what to print), rendered to HTML or ESC/POS when needed.
      .addColumn('document', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_error', 'text')
      .addColumn('printed_at', 'text')
      .addColumn('created_by', id, (c) => c.notNull().references('users.id')),
  ).execute();
  await db.schema
    .createIndex('print_jobs_branch_status_idx')
    .on('print_jobs')
    .columns(['branch_id', 'status'])
    .execute();
  await db.schema.createIndex('print_jobs_order_idx').on('print_jobs').column('order_id').execute();
  // A table has at most one open order.
  await db.schema
    .createIndex('orders_open_table_unique')
    .on('orders')
    .column('table_id')
    .unique()
    .where(sql.ref('close'), '=', 0)
    .where(sql.ref('deleted'), '=', 0)
    .where(sql.ref('table_id'), 'is not', null)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['print_jobs', 'order_cancellations', 'order_lines', 'orders']) {
    await db.schema.dropTable(table).execute();
  }
}
