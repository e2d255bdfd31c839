/** Why a product cannot be added (spec 01 §5, 02 §8). */
export type StockProblem = 'NO_STOCK' | 'INSUFFICIENT_STOCK';

export interface StockState {
  /** null: the product does not track stock. */
  stock: number | null;
  allowWithoutStock: boolean;
}

/**
 * NO_STOCK when stock is 0 or less without allowWithoutStock; INSUFFICIENT_STOCK when the quantity
 * is above the stock without the flag. Products that do not track stock are always available.
 */
export function stockProblem(product: StockState, quantity: number): StockProblem | null {
  if (product.stock === null || product.allowWithoutStock) return null;
  if (product.stock <= 0) return 'NO_STOCK';
  if (quantity > product.stock) return 'INSUFFICIENT_STOCK';
  return null;
}

/**
 * The stock a choice draws on: its size's own when the size keeps one (a prepared dish whose recipe
 * differs by size), else the product's.
 */
export function stockOfChoice(
  product: StockState & { sizes: readonly { id: string; stock?: number | null }[] },
  sizeId: string | null,
): StockState {
  const size = sizeId === null ? undefined : product.sizes.find((candidate) => candidate.id === sizeId);
  if (size?.stock === undefined || size.stock === null) return product;
  return { stock: size.stock, allowWithoutStock: product.allowWithoutStock };
}

export interface RecipeLine {
  /** Stock of the ingredient, in its unit. */
  stock: number;
  /** How much of it one dish takes. */
  quantityPerRecipe: number;
}

/** A prepared dish is available as often as its scarcest ingredient allows: min of floor(stock / qty). */
export function preparedAvailability(recipe: readonly RecipeLine[]): number {
  if (recipe.length === 0) return 0;
  return Math.min(
    ...recipe.map((line) =>
      line.quantityPerRecipe > 0 ? Math.max(0, Math.floor(line.stock / line.quantityPerRecipe)) : Infinity,
    ),
  );
}
