import type { PreparedRecipeEdit, UnitId } from '@comandero/domain';
import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { BranchScope } from '../../shared/auth-context.js';
import { newId } from '../../shared/ids.js';
import { createIngredientsRepository } from './ingredients.repository.js';

/** A prepared ingredient's batch as stored, each component with its unit, cost and stock now. */
export interface StoredBatch {
  unit: UnitId;
  yieldQuantity: number | null;
  lines: {
    ingredientId: string;
    ingredientName: string;
    unit: UnitId;
    cost: number;
    stock: number;
    quantity: number;
  }[];
}

/** Prepared ingredients' batches (sub-recipes); the yield through the ingredients repository. Made on a transaction too. */
export function createIngredientRecipesRepository(db: Db) {
  return {
    /**
     * Serializes recipe edits of a branch until the transaction ends: two edits that each add half
     * of a cycle cannot both pass the check. SQLite runs one write transaction at a time already.
     */
    async lockBranch(scope: BranchScope) {
      if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
      await sql`select pg_advisory_xact_lock(hashtext(${`ingredient-recipes:${scope.branchId}`}))`.execute(db);
    },

    /** The branch's recipe graph: each prepared ingredient's component ids. */
    async graph(scope: BranchScope): Promise<Map<string, string[]>> {
      const rows = await db
        .selectFrom('ingredient_recipe_lines')
        .select(['ingredient_id', 'component_id'])
        .where('business_id', '=', scope.businessId)
        .where('branch_id', '=', scope.branchId)
        .orderBy('ingredient_id')
        .orderBy('component_id')
        .execute();
      const graph = new Map<string, string[]>();
      for (const row of rows) graph.set(row.ingredient_id, [...(graph.get(row.ingredient_id) ?? []), row.component_id]);
      return graph;
    },

    /** The branch's ingredient with its batch; undefined when it is not the branch's. */
    async batch(scope: BranchScope, id: string): Promise<StoredBatch | undefined> {
      const owner = await db
        .selectFrom('ingredients')
        .select(['unit', 'recipe_yield'])
        .where('id', '=', id)
        .where('business_id', '=', scope.businessId)
        .where('branch_id', '=', scope.branchId)
        .where('deleted', '=', 0)
        .executeTakeFirst();
      if (!owner) return undefined;
      const rows = await db
        .selectFrom('ingredient_recipe_lines as r')
        .innerJoin('ingredients as i', 'i.id', 'r.component_id')
        .select(['r.component_id', 'r.quantity', 'i.name', 'i.unit', 'i.cost', 'i.quantity as stock'])
        .where('r.ingredient_id', '=', id)
        .where('r.business_id', '=', scope.businessId)
        .where('r.branch_id', '=', scope.branchId)
        .orderBy('i.search_name')
        .orderBy('i.id')
        .execute();
      return {
        unit: owner.unit as UnitId,
        yieldQuantity: owner.recipe_yield === null ? null : Number(owner.recipe_yield),
        lines: rows.map((row) => ({
          ingredientId: row.component_id,
          ingredientName: row.name,
          unit: row.unit as UnitId,
          cost: Number(row.cost),
          stock: Number(row.stock),
          quantity: Number(row.quantity),
        })),
      };
    },

    /** Replaces the batch; without lines the ingredient is no longer prepared (its yield goes). */
    async replace(scope: BranchScope, id: string, edit: PreparedRecipeEdit, now: string) {
      await db
        .deleteFrom('ingredient_recipe_lines')
        .where('ingredient_id', '=', id)
        .where('business_id', '=', scope.businessId)
        .where('branch_id', '=', scope.branchId)
        .execute();
      await createIngredientsRepository(db).setRecipeYield(
        scope,
        id,
        edit.lines.length === 0 ? null : edit.yieldQuantity,
        now,
      );
      if (edit.lines.length === 0) return;
      await db
        .insertInto('ingredient_recipe_lines')
        .values(
          edit.lines.map((line) => ({
            id: newId(),
            business_id: scope.businessId,
            branch_id: scope.branchId,
            ingredient_id: id,
            component_id: line.ingredientId,
            quantity: line.quantity,
          })),
        )
        .execute();
    },
  };
}
export type IngredientRecipesRepository = ReturnType<typeof createIngredientRecipesRepository>;
