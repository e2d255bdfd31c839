import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema
type AnyDb = Kysely<any>;

/**
 * PIN failures counted per user account and per branch (not per session, which a new login reset),
 * one row per subject and purpose so only a success of the same purpose clears them.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('pin_attempts')
    // 'user:<id>' or 'branch:<id>'.
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('first_failed_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addPrimaryKeyConstraint('pin_attempts_pk', ['subject', 'purpose'])
    .execute();
  await db.schema.alterTable('sessions').dropColumn('pin_failures').execute();
  await db.schema.alterTable('sessions').dropColumn('pin_first_failed_at').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .addColumn('pin_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('sessions').addColumn('pin_first_failed_at', 'text').execute();
  await db.schema.dropTable('pin_attempts').execute();
}
