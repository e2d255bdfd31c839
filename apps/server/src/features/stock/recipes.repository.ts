import type { IngredientLine } from '@comandero/domain';
import type { Db } from '../../db/database.js';
import type { BranchScope } from '../../shared/auth-context.js';
import {
  createIngredientLinesRepository,
  type IngredientLinesOwner as Owner,
} from '../menu/ingredient-lines.repository.js';
import { createProductsRepository } from '../menu/products.repository.js';

export { OPTION_LINES, PRODUCT_LINES } from '../menu/ingredient-lines.repository.js';

export interface LineRow extends IngredientLine {
  ownerId: string;
  ingredientName: string;
  unit: string;
  cost: number;
  stock: number;
}

/**
 * Recipes (product ingredient lines) and extras options' ingredient lines, read with their
 * ingredients. The lines and the products' stock are the menu's tables: their writes go through
 * its owners, made on this executor so they join the caller's transaction.
 */
export function createRecipesRepository(db: Db) {
  const ingredientLines = createIngredientLinesRepository(db);
  const products = createProductsRepository(db);

  /** The lines of the owners, with each ingredient's unit, cost and stock. */
  async function linesOf(owner: Owner, ownerIds: readonly string[]): Promise<LineRow[]> {
    if (ownerIds.length === 0) return [];
    const rows = await db
      .selectFrom(`${owner.table} as r` as 'recipe_lines as r')
      .innerJoin('ingredients as i', 'i.id', 'r.ingredient_id')
      .select([
        `r.${owner.column} as owner_id` as 'r.product_id as owner_id',
        'r.size_id',
        'r.ingredient_id',
        'r.quantity',
        'i.name',
        'i.unit',
        'i.cost',
        'i.quantity as stock',
      ])
      .where(`r.${owner.column}` as 'r.product_id', 'in', [...ownerIds])
      .orderBy('i.search_name')
      .execute();
    return rows.map((row) => ({
      ownerId: row.owner_id,
      sizeId: row.size_id,
      ingredientId: row.ingredient_id,
      quantity: Number(row.quantity),
      ingredientName: row.name,
      unit: row.unit,
      cost: Number(row.cost),
      stock: Number(row.stock),
    }));
  }

  return {
    linesOf,

    /** Replaces an owner's lines with the given ones. */
    replace: ingredientLines.replace,

    /** The branch's product, its sizes and whether it is prepared; undefined when not the branch's. */
    async product(scope: BranchScope, id: string) {
      const row = await db
        .selectFrom('products')
        .select(['id', 'is_prepared'])
        .where('id', '=', id)
        .where('business_id', '=', scope.businessId)
        .where('branch_id', '=', scope.branchId)
        .where('deleted', '=', 0)
        .executeTakeFirst();
      if (!row) return undefined;
      const sizes = await db
        .selectFrom('product_sizes')
        .select('id')
        .where('product_id', '=', id)
        .orderBy('sort')
        .execute();
      return { id, isPrepared: row.is_prepared === 1, sizeIds: sizes.map((size) => size.id) };
    },

    /** The branch's extras option; undefined when not the branch's. */
    async option(scope: BranchScope, id: string) {
      return db
        .selectFrom('extras_options as o')
        .innerJoin('extras_groups as g', 'g.id', 'o.group_id')
        .select(['o.id'])
        .where('o.id', '=', id)
        .where('g.business_id', '=', scope.businessId)
        .where('g.branch_id', '=', scope.branchId)
        .executeTakeFirst();
    },

    /** The branch's live prepared products whose recipe uses any of the ingredients, with their sizes. */
    async preparedUsing(scope: BranchScope, ingredientIds: readonly string[]) {
      if (ingredientIds.length === 0) return [];
      const rows = await db
        .selectFrom('products as p')
        .select(['p.id', 'p.stock'])
        .where('p.business_id', '=', scope.businessId)
        .where('p.branch_id', '=', scope.branchId)
        .where('p.deleted', '=', 0)
        .where('p.is_prepared', '=', 1)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('recipe_lines as r')
              .select('r.id')
              .whereRef('r.product_id', '=', 'p.id')
              .where('r.ingredient_id', 'in', [...ingredientIds]),
          ),
        )
        .orderBy('p.id')
        .execute();
      if (rows.length === 0) return [];
      const sizes = await db
        .selectFrom('product_sizes')
        .select(['id', 'product_id', 'stock'])
        .where(
          'product_id',
          'in',
          rows.map((row) => row.id),
        )
        .execute();
      return rows.map((row) => ({
        id: row.id,
        stock: row.stock,
        sizes: sizes.filter((size) => size.product_id === row.id).map(({ id, stock }) => ({ id, stock })),
      }));
    },

    /** A prepared product's stock is what its ingredients cover: written so the catalog and its checks read it. */
    setStock: products.setPreparedStock,

    /** What one size's own recipe covers (null: the product's stock applies to it). */
    setSizeStock: products.setSizeStock,

    /** Every size of the product back to the product's stock: the dish has no recipe any more. */
    clearSizeStock: products.clearSizeStock,

    /** Which of the products are prepared (they take their recipe; the others, themselves). */
    async preparedAmong(scope: BranchScope, productIds: readonly string[]): Promise<Set<string>> {
      if (productIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('products')
        .select('id')
        .where('id', 'in', [...productIds])
        .where('business_id', '=', scope.businessId)
        .where('branch_id', '=', scope.branchId)
        .where('is_prepared', '=', 1)
        .execute();
      return new Set(rows.map((row) => row.id));
    },
  };
}
export type RecipesRepository = ReturnType<typeof createRecipesRepository>;
