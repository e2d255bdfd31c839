import {
  type IngredientLines,
  type IngredientLinesEdit,
  money,
  recipeCost,
  sizeAvailability,
  type UnitId,
} from '@comandero/domain';
import { type AuthContext, type BranchScope, branchScope } from '../../shared/auth-context.js';
import type { Clock } from '../../shared/clock.js';
import { AppError, notFound } from '../../shared/errors.js';
import { type LineRow, OPTION_LINES, PRODUCT_LINES } from './recipes.repository.js';
import { refreshAvailability } from './refresh-availability.js';
import type { StockStore, StockUnit } from './stock-unit.js';

const badSize = () =>
  new AppError(400, 'VALIDATION_ERROR', 'INVALID', [{ path: 'body.lines', message: 'A size is not the product’s' }]);

/** The answer for an owner's lines: the lines, what the stock covers per size and their cost. */
function linesAnswer(rows: readonly LineRow[], sizeIds: readonly string[]): IngredientLines {
  const stock = new Map(rows.map((row) => [row.ingredientId, row.stock]));
  const stockOf = (id: string) => stock.get(id) ?? 0;
  const availability: Record<string, number | null> =
    sizeIds.length === 0
      ? { base: sizeAvailability(rows, null, stockOf) }
      : Object.fromEntries(sizeIds.map((sizeId) => [sizeId, sizeAvailability(rows, sizeId, stockOf)]));
  // The cost of the dish without a size (or of its lines for every size).
  const computedCost = recipeCost(
    rows
      .filter((row) => row.sizeId === null)
      .map((row) => ({ costPerUnit: money(row.cost), unit: row.unit as UnitId, quantity: row.quantity })),
  );
  return {
    lines: rows.map((row) => ({
      ingredientId: row.ingredientId,
      ingredientName: row.ingredientName,
      unit: row.unit,
      sizeId: row.sizeId,
      quantity: row.quantity,
    })),
    availability,
    computedCost,
  };
}

/** Recipes of prepared products (per size) and the ingredient lines of extras options. */
export function createRecipesService(deps: {
  store: StockStore;
  clock: Clock;
  catalogChanged: (branchId: string) => void;
}) {
  const { store } = deps;

  async function checkIngredients(unit: StockUnit, scope: BranchScope, edit: IngredientLinesEdit) {
    const ids = [...new Set(edit.lines.map((line) => line.ingredientId))];
    if ((await unit.ingredients.units(scope, ids)).size !== ids.length) throw notFound('Ingredient');
  }

  /** A product's recipe as the screens show it, read by the database or by a write's transaction. */
  async function productAnswer(unit: Pick<StockUnit, 'recipes'>, scope: BranchScope, productId: string) {
    const product = await unit.recipes.product(scope, productId);
    if (!product) throw notFound('Product');
    return linesAnswer(await unit.recipes.linesOf(PRODUCT_LINES, [productId]), product.sizeIds);
  }

  async function optionAnswer(unit: Pick<StockUnit, 'recipes'>, scope: BranchScope, optionId: string) {
    if (!(await unit.recipes.option(scope, optionId))) throw notFound('Extras option');
    return linesAnswer(await unit.recipes.linesOf(OPTION_LINES, [optionId]), []);
  }

  /** Whether a recipe edit moves the dish's availability (then the terminals refresh their menu). */
  async function replaceProductLines(
    unit: StockUnit,
    scope: BranchScope,
    productId: string,
    edit: IngredientLinesEdit,
  ) {
    const now = deps.clock.now().toISOString();
    const product = await unit.recipes.product(scope, productId);
    if (!product) throw notFound('Product');
    if (edit.lines.some((line) => line.sizeId !== null && !product.sizeIds.includes(line.sizeId))) throw badSize();
    await checkIngredients(unit, scope, edit);
    await unit.recipes.replace(PRODUCT_LINES, productId, edit.lines);
    if (!product.isPrepared) return false;
    // Without a recipe a dish tracks no stock; with one, its ingredients say how many.
    if (edit.lines.length === 0) {
      await unit.recipes.setStock(productId, null, now);
      await unit.recipes.clearSizeStock(productId);
      await unit.revision.advance(scope);
      return true;
    }
    return refreshAvailability(unit, scope, [edit.lines[0]!.ingredientId], now);
  }

  return {
    productLines: (auth: AuthContext, productId: string): Promise<IngredientLines> =>
      productAnswer(store, branchScope(auth), productId),

    /** Replaces the recipe; a line's size must be one of the product's. */
    async setProductLines(auth: AuthContext, productId: string, edit: IngredientLinesEdit): Promise<IngredientLines> {
      const scope = branchScope(auth);
      let changed = false;
      const answer = await store.transaction(async (unit) => {
        changed = await replaceProductLines(unit, scope, productId, edit);
        return productAnswer(unit, scope, productId);
      });
      if (changed) deps.catalogChanged(scope.branchId);
      return answer;
    },

    optionLines: (auth: AuthContext, optionId: string): Promise<IngredientLines> =>
      optionAnswer(store, branchScope(auth), optionId),

    async setOptionLines(auth: AuthContext, optionId: string, edit: IngredientLinesEdit): Promise<IngredientLines> {
      const scope = branchScope(auth);
      return store.transaction(async (unit) => {
        if (!(await unit.recipes.option(scope, optionId))) throw notFound('Extras option');
        await checkIngredients(unit, scope, edit);
        await unit.recipes.replace(OPTION_LINES, optionId, edit.lines);
        return optionAnswer(unit, scope, optionId);
      });
    },
  };
}
export type RecipesService = ReturnType<typeof createRecipesService>;
