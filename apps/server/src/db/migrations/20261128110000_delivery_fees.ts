import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema
type AnyDb = Kysely<any>;

/**
 * Issue 18 §1: the delivery form's quick-pick chips are the branch's usual fees, a preference. A JSON
 * array of minor units; null until the branch chooses (its currency's suggestions are offered).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('preferences').addColumn('delivery_fees', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('preferences').dropColumn('delivery_fees').execute();
}
