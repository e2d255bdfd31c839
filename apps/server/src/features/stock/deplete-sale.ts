import { depletionOf, type IngredientLine, type SoldLine } from '@comandero/domain';
import type { CatalogRevisionRepository } from '../menu/catalog-revision.repository.js';
import type { LedgerRepository } from './ledger.repository.js';
import { OPTION_LINES, PRODUCT_LINES, type RecipesRepository } from './recipes.repository.js';
import { type MovementContext, recordMovement } from './record-movement.js';
import { refreshAvailability } from './refresh-availability.js';

const byOwner = (rows: readonly (IngredientLine & { ownerId: string })[]) => {
  const map = new Map<string, IngredientLine[]>();
  for (const row of rows) map.set(row.ownerId, [...(map.get(row.ownerId) ?? []), row]);
  return map;
};

/**
 * Takes an order's sold lines from stock inside the transaction that closes it: a 'Salida - Venta'
 * per ingredient (recipes by size, each chosen extra's lines) and per product that is not prepared
 * but counts its stock, each linked to the order. Rows move in id order, so two closes taking the
 * same ingredients never wait on each other in a cycle. True when a dish's availability changed.
 */
export async function depleteSale(
  unit: { ledger: LedgerRepository; recipes: RecipesRepository; revision: CatalogRevisionRepository },
  context: MovementContext,
  orderId: string,
  lines: readonly SoldLine[],
): Promise<boolean> {
  if (lines.length === 0) return false;
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const optionIds = [...new Set(lines.flatMap((line) => line.extras.map((extra) => extra.optionId)))];
  const prepared = await unit.recipes.preparedAmong(context.scope, productIds);
  const recipes = byOwner(await unit.recipes.linesOf(PRODUCT_LINES, [...prepared]));
  const options = byOwner(await unit.recipes.linesOf(OPTION_LINES, optionIds));
  const { ingredients, products } = depletionOf(lines, {
    isPrepared: (id) => prepared.has(id),
    recipeOf: (id) => recipes.get(id) ?? [],
    optionLinesOf: (id) => options.get(id) ?? [],
  });
  const sale = { type: 'Salida - Venta' as const, costFromStock: true, orderId };
  const selling = { ...context, refuseNegative: await unit.ledger.refusesNegative(context.scope.branchId) };
  for (const id of [...ingredients.keys()].sort())
    await recordMovement(unit.ledger, selling, { ...sale, ingredientId: id, change: -ingredients.get(id)! });
  for (const id of [...products.keys()].sort())
    await recordMovement(unit.ledger, selling, {
      ...sale,
      productId: id,
      change: -products.get(id)!,
      skipUntracked: true,
    });
  return refreshAvailability(unit, context.scope, [...ingredients.keys()], context.now);
}

/** An order line as the close has it, reduced to what stock needs. */
export const soldLineOf = (line: {
  productId: string;
  size: { id: string } | null;
  quantity: number;
  extras: readonly { optionId: string; quantity: number }[];
}): SoldLine => ({
  productId: line.productId,
  sizeId: line.size?.id ?? null,
  quantity: line.quantity,
  extras: line.extras.map((extra) => ({ optionId: extra.optionId, quantity: extra.quantity })),
});
