import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema
type AnyDb = Kysely<any>;

/** The built-in channels' fixed ids: every business has them, so no business has to be seeded with them. */
export const BUILT_IN_CHANNELS = [
  { id: '019ad000-0000-7000-8000-000000000001', name: 'POS' },
  { id: '019ad000-0000-7000-8000-000000000002', name: 'domicilios' },
] as const;

/**
 * Issue 27 item 12, spec 01 §3 Order channel (id, name, external): the channels orders come in by.
 * The built-in POS and domicilios rows (business_id null) belong to every business; a business's
 * own (an outside platform, external) would carry its id. orders.channel keeps the channel's name, as
 * it always has (default 'POS'); delivery orders taken so far move to domicilios, their summary too.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('order_channels')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('business_id', 'text', (c) => c.references('businesses.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('external', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_channels_business_name_idx')
    .on('order_channels')
    .columns(['business_id', 'name'])
    .execute();
  const now = new Date(0).toISOString();
  await db
    .insertInto('order_channels')
    .values(BUILT_IN_CHANNELS.map((channel) => ({ ...channel, business_id: null, created_at: now })))
    .execute();
  // Nothing wrote 'domicilios' before, so no summary key collides with the renamed rows.
  for (const table of ['orders', 'order_sales_summary']) {
    await db
      .updateTable(table)
      .set({ channel: 'domicilios' })
      .where('method_delivery', '=', 'delivery')
      .where('channel', '=', 'POS')
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['orders', 'order_sales_summary']) {
    await db
      .updateTable(table)
      .set({ channel: 'POS' })
      .where('method_delivery', '=', 'delivery')
      .where('channel', '=', 'domicilios')
      .execute();
  }
  await db.schema.dropTable('order_channels').execute();
}
