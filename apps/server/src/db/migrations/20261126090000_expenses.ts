import { type Kysely, PostgresAdapter } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema
type AnyDb = Kysely<any>;

/** Issue 17 item 8: non-stock expenses (rent, services) of a vendor; they move no stock. */
export async function up(db: AnyDb): Promise<void> {
  const big = db.getExecutor().adapter instanceof PostgresAdapter ? 'bigint' : 'integer';
  await db.schema
    .createTable('expenses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('business_id', 'text', (c) => c.notNull().references('businesses.id'))
    .addColumn('branch_id', 'text', (c) => c.notNull().references('branches.id'))
    .addColumn('supplier_id', 'text', (c) => c.notNull().references('suppliers.id'))
    .addColumn('concept', 'text', (c) => c.notNull())
    .addColumn('search_concept', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('amount', big, (c) => c.notNull())
    .addColumn('paid', big, (c) => c.notNull())
    // The day the expense is for (YYYY-MM-DD), chosen by the person: the date filters read it.
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('invoice_number', 'text')
    .addColumn('observation', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('expenses_list_idx')
    .on('expenses')
    .columns(['business_id', 'branch_id', 'deleted', 'date'])
    .execute();
  await db.schema.createIndex('expenses_supplier_idx').on('expenses').column('supplier_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('expenses').execute();
}
