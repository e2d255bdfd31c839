import { type Kysely, PostgresAdapter, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema
type AnyDb = Kysely<any>;

/** Every column holding an amount of money (integer minor units). */
const MONEY_COLUMNS: Record<string, string[]> = {
  products: ['price'],
  product_sizes: ['price_delta'],
  extras_options: ['price'],
  order_lines: ['size_delta', 'base_price', 'unit_price'],
  orders: [
    'subtotal',
    'discount_amount',
    'added_taxes',
    'tip',
    'delivery_value',
    'total',
    'value_received',
    'value_returned',
  ],
  cashier_movements: ['amount_entered', 'total_by_system', 'total_by_user', 'difference'],
};

/**
 * Amounts go up to the domain's MONEY_MAX (10^12 minor units), and sums of them further: a
 * PostgreSQL `integer` stops at 2^31 − 1 and refused a 3 000 000 000 COP payment with a 500.
 * SQLite integers are 64-bit already.
 */
export async function up(db: AnyDb): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const [table, columns] of Object.entries(MONEY_COLUMNS)) {
    const changes = columns.map((column) => sql`alter column ${sql.ref(column)} type bigint`);
    await sql`alter table ${sql.table(table)} ${sql.join(changes)}`.execute(db);
  }
}
