import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema
type AnyDb = Kysely<any>;

/** Cash drawer movements (open, close, setup, deleted) and the movement each closed order belongs to. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('cashier_movements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('business_id', 'text', (c) => c.notNull().references('businesses.id'))
    .addColumn('branch_id', 'text', (c) => c.notNull().references('branches.id'))
    .addColumn('cashier_id', 'text', (c) => c.notNull().references('cashiers.id'))
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('open_date', 'text', (c) => c.notNull())
    // The restaurant's calendar days of the dates, for the day filters.
    .addColumn('open_day', 'text', (c) => c.notNull())
    .addColumn('close_date', 'text')
    .addColumn('close_day', 'text')
    .addColumn('amount_entered', 'integer', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('close_detail', 'text')
    .addColumn('methods_by_system', 'text')
    .addColumn('methods_by_user', 'text')
    .addColumn('total_by_system', 'integer')
    .addColumn('total_by_user', 'integer')
    .addColumn('difference', 'integer')
    .addColumn('observation', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('closed_by', 'text', (c) => c.references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // One open movement per cashier: of two simultaneous opens, the database lets one through.
  await db.schema
    .createIndex('cashier_movements_open_unique')
    .on('cashier_movements')
    .column('cashier_id')
    .unique()
    .where(sql<boolean>`type in (1, 3)`)
    .execute();
  await db.schema
    .createIndex('cashier_movements_branch_day_idx')
    .on('cashier_movements')
    .columns(['branch_id', 'close_day', 'open_day'])
    .execute();
  await db.schema.alterTable('orders').addColumn('cashier_movement_id', 'text').execute();
  await db.schema.createIndex('orders_cashier_movement_idx').on('orders').column('cashier_movement_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('orders_cashier_movement_idx').execute();
  await db.schema.alterTable('orders').dropColumn('cashier_movement_id').execute();
  await db.schema.dropTable('cashier_movements').execute();
}
