import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema
type AnyDb = Kysely<any>;

/** A device's outbox numbers its operations; the answer records which one it was (issue 13). */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('idempotency_keys').addColumn('device_sequence', 'bigint').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('idempotency_keys').dropColumn('device_sequence').execute();
}
