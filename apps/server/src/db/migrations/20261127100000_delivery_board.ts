import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema
type AnyDb = Kysely<any>;

/**
 * Issue 18, the delivery board: when a delivery order last changed state (ongoing → dispatched →
 * delivered, or rejected), and its optional driver (a user, or a free name). The state itself is the
 * order's `state`, the rejection note its `observation`.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('orders').addColumn('delivery_state_changed_at', 'text').execute();
  await db.schema.alterTable('orders').addColumn('delivery_driver', 'text').execute();
  await db.schema.alterTable('orders').addColumn('delivery_driver_id', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('delivery_driver_id').execute();
  await db.schema.alterTable('orders').dropColumn('delivery_driver').execute();
  await db.schema.alterTable('orders').dropColumn('delivery_state_changed_at').execute();
}
