import { type Kysely, PostgresAdapter, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema
type AnyDb = Kysely<any>;

/**
 * Issue 19 item 4: what each product sold a branch each close day (completed orders), so the
 * products report adds up a few rows a day instead of every line of every order. Kept by
 * withSalesSummary in the transactions that change an order; filled here from the orders there are.
 */
export async function up(db: AnyDb): Promise<void> {
  const big = db.getExecutor().adapter instanceof PostgresAdapter ? 'bigint' : 'integer';
  await db.schema
    .createTable('product_sales_daily')
    .addColumn('business_id', 'text', (c) => c.notNull().references('businesses.id'))
    .addColumn('branch_id', 'text', (c) => c.notNull().references('branches.id'))
    .addColumn('close_day', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('quantity', big, (c) => c.notNull())
    .addColumn('sales', big, (c) => c.notNull())
    .addPrimaryKeyConstraint('product_sales_daily_pk', ['branch_id', 'close_day', 'product_id'])
    .execute();
  await sql`insert into product_sales_daily (business_id, branch_id, close_day, product_id, name, quantity, sales)
    select o.business_id, o.branch_id, substr(o.close_date, 1, 10), l.product_id, max(l.name),
      sum(l.quantity), sum(l.quantity * l.unit_price)
    from orders o join order_lines l on l.order_id = o.id
    where o.close = 1 and o.state = 6 and o.deleted = 0 and o.close_date is not null
    group by o.business_id, o.branch_id, substr(o.close_date, 1, 10), l.product_id`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('product_sales_daily').execute();
}
