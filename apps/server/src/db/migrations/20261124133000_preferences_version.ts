import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema
type AnyDb = Kysely<any>;

/** The preferences screen saves with the version it read: of two concurrent saves one wins, the other gets 409. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('preferences')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('preferences').dropColumn('version').execute();
}
