import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema
type AnyDb = Kysely<any>;

const OLD_NAME = 'Inventario por defecto';
const OLD_DESCRIPTION = 'name business_branch';

/** The default inventories made so far, with their business's and branch's names. */
function defaultInventories(db: AnyDb) {
  return db
    .selectFrom('stock_locations as l')
    .innerJoin('branches as b', 'b.id', 'l.branch_id')
    .innerJoin('businesses as z', 'z.id', 'l.business_id')
    .select(['l.id', 'l.name', 'l.description', 'b.name as branch', 'z.name as business']);
}

/**
 * Issue 27 §10: spec 02 §9 names the default inventory business_branch and describes it 'Inventario
 * por defecto'; they were stored the other way round (the description a placeholder).
 */
export async function up(db: AnyDb): Promise<void> {
  const rows = await defaultInventories(db)
    .where('l.name', '=', OLD_NAME)
    .where('l.description', '=', OLD_DESCRIPTION)
    .execute();
  for (const row of rows) {
    await db
      .updateTable('stock_locations')
      .set({ name: `${row.business}_${row.branch}`, description: OLD_NAME })
      .where('id', '=', row.id)
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  const rows = await defaultInventories(db).where('l.description', '=', OLD_NAME).execute();
  for (const row of rows) {
    if (row.name !== `${row.business}_${row.branch}`) continue;
    await db
      .updateTable('stock_locations')
      .set({ name: OLD_NAME, description: OLD_DESCRIPTION })
      .where('id', '=', row.id)
      .execute();
  }
}
