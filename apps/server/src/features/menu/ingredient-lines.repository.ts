import type { IngredientLineInput } from '@comandero/domain';
import type { Db } from '../../db/database.js';
import { newId } from '../../shared/ids.js';

/** Which lines: a product's recipe or an extras option's ingredient lines. */
export type IngredientLinesOwner =
  | { table: 'recipe_lines'; column: 'product_id' }
  | { table: 'option_ingredient_lines'; column: 'option_id' };
export const PRODUCT_LINES: IngredientLinesOwner = { table: 'recipe_lines', column: 'product_id' };
export const OPTION_LINES: IngredientLinesOwner = { table: 'option_ingredient_lines', column: 'option_id' };

/**
 * The one writer of `recipe_lines` and `option_ingredient_lines` (issue 28): stock's recipe screens
 * replace them, and the menu's edits drop those of a removed size or option. Made on the caller's
 * executor, so each write joins the caller's transaction.
 */
export function createIngredientLinesRepository(db: Db) {
  return {
    /** Replaces an owner's lines with the given ones. */
    // table-writer: recipe_lines, option_ingredient_lines
    async replace(owner: IngredientLinesOwner, ownerId: string, lines: readonly IngredientLineInput[]) {
      await db
        .deleteFrom(owner.table)
        .where(owner.column as 'product_id', '=', ownerId)
        .execute();
      if (lines.length === 0) return;
      await db
        .insertInto(owner.table as 'recipe_lines')
        .values(
          lines.map((line) => ({
            id: newId(),
            [owner.column]: ownerId,
            size_id: line.sizeId,
            ingredient_id: line.ingredientId,
            quantity: line.quantity,
          })) as never,
        )
        .execute();
    },

    /** A removed size's lines leave with it: their key would refuse the size's delete. */
    async removeOfSizes(sizeIds: readonly string[]) {
      await db
        .deleteFrom('recipe_lines')
        .where('size_id', 'in', [...sizeIds])
        .execute();
      await db
        .deleteFrom('option_ingredient_lines')
        .where('size_id', 'in', [...sizeIds])
        .execute();
    },

    /** A removed extras option's lines leave with it. */
    async removeOfOptions(optionIds: readonly string[]) {
      await db
        .deleteFrom('option_ingredient_lines')
        .where('option_id', 'in', [...optionIds])
        .execute();
    },
  };
}
export type IngredientLinesRepository = ReturnType<typeof createIngredientLinesRepository>;
