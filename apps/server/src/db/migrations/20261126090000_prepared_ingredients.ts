import { type Kysely, PostgresAdapter } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema
type AnyDb = Kysely<any>;

/**
 * Sub-recipes (issue 17): a prepared ingredient is made in batches from other ingredients. Its
 * batch's yield sits on the ingredient (null: only bought), its component lines in their own
 * table, scoped to the branch so a branch's whole recipe graph reads in one query.
 */
export async function up(db: AnyDb): Promise<void> {
  const big = db.getExecutor().adapter instanceof PostgresAdapter ? 'bigint' : 'integer';
  await db.schema.alterTable('ingredients').addColumn('recipe_yield', big).execute();
  await db.schema
    .createTable('ingredient_recipe_lines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('business_id', 'text', (c) => c.notNull().references('businesses.id'))
    .addColumn('branch_id', 'text', (c) => c.notNull().references('branches.id'))
    .addColumn('ingredient_id', 'text', (c) => c.notNull().references('ingredients.id'))
    .addColumn('component_id', 'text', (c) => c.notNull().references('ingredients.id'))
    .addColumn('quantity', big, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ingredient_recipe_lines_unique')
    .on('ingredient_recipe_lines')
    .columns(['ingredient_id', 'component_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('ingredient_recipe_lines_branch_idx')
    .on('ingredient_recipe_lines')
    .columns(['business_id', 'branch_id'])
    .execute();
  await db.schema
    .createIndex('ingredient_recipe_lines_component_idx')
    .on('ingredient_recipe_lines')
    .column('component_id')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('ingredient_recipe_lines').execute();
  await db.schema.alterTable('ingredients').dropColumn('recipe_yield').execute();
}
