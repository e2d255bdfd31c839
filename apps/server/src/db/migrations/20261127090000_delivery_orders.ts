import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema
type AnyDb = Kysely<any>;

/** Who a delivery goes to, on the order itself (nullable: only delivery orders have them). */
const DELIVERY_COLUMNS = [
  'delivery_customer_id',
  'delivery_customer_name',
  'delivery_phone',
  'delivery_address',
  'delivery_address2',
  'delivery_neighborhood',
  'delivery_identification',
  'delivery_email',
  'delivery_date',
] as const;

/**
 * Issue 18 (taking a delivery order): the delivery form's fields on the order (the delivery value
 * already has its column), the customer's identification, and the address history's index.
 */
export async function up(db: AnyDb): Promise<void> {
  for (const name of DELIVERY_COLUMNS) await db.schema.alterTable('orders').addColumn(name, 'text').execute();
  await db.schema.alterTable('customers').addColumn('identification', 'text').execute();
  await db.schema
    .createIndex('orders_delivery_customer_idx')
    .on('orders')
    .columns(['delivery_customer_id', 'created_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('orders_delivery_customer_idx').execute();
  await db.schema.alterTable('customers').dropColumn('identification').execute();
  for (const name of DELIVERY_COLUMNS.toReversed()) await db.schema.alterTable('orders').dropColumn(name).execute();
}
