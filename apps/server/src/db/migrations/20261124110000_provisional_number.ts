import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema
type AnyDb = Kysely<any>;

/** A charge sent from a device's outbox keeps the provisional number its bill may have printed with (issue 13 §7). */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('orders').addColumn('provisional_number', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('provisional_number').execute();
}
