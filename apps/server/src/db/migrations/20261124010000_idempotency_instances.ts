import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema
type AnyDb = Kysely<any>;

/**
 * An idempotency claim belongs to the server instance that took it, so a claim left by a process
 * that died can be freed at once (by its next life, or when its instance stops renewing).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('idempotency_keys').addColumn('instance_id', 'text').execute();
  await db.schema.createIndex('idempotency_keys_created_idx').on('idempotency_keys').column('created_at').execute();
  await db.schema
    .createTable('server_instances')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('heartbeat_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('server_instances').execute();
  await db.schema.dropIndex('idempotency_keys_created_idx').execute();
  await db.schema.alterTable('idempotency_keys').dropColumn('instance_id').execute();
}
