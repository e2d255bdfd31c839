import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema
type AnyDb = Kysely<any>;

/** When the guests of a busy table sat down: the floor shows the minutes since (issue 14 §3). */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('dining_tables').addColumn('seated_at', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('dining_tables').dropColumn('seated_at').execute();
}
