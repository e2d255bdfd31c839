import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema
type AnyDb = Kysely<any>;

/**
 * When the order's pre-bill was printed; null again once a line changes. On the order, so a transfer
 * or merge carries it and a close or release drops it with the order (issue 14 §3: waiting for payment).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('orders').addColumn('pre_billed_at', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('pre_billed_at').execute();
}
