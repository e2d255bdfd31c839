import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema
type AnyDb = Kysely<any>;

/** One live table per slot of a room; tables without a room share the virtual 'Salón Principal'. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('dining_tables_slot_unique')
    .on('dining_tables')
    .expression(sql`branch_id, coalesce(room_id, ''), position`)
    .unique()
    .where(sql.ref('deleted'), '=', 0)
    .where(sql.ref('position'), 'is not', null)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('dining_tables_slot_unique').execute();
}
