/**
 * What a sale takes from stock (issue 17): a prepared dish takes its recipe (the lines for every
 * size plus the lines of its size), each chosen extra option takes its own ingredient lines, and a
 * product that is not prepared takes itself from its own stock. Quantities stay integers.
 */
export interface IngredientLine {
  /** null: for every size (or a product without sizes). */
  sizeId: string | null;
  ingredientId: string;
  /** Stored quantity (thousandths of the ingredient's base unit) one dish or option takes. */
  quantity: number;
}

export interface SoldLine {
  productId: string;
  sizeId: string | null;
  quantity: number;
  extras: readonly { optionId: string; quantity: number }[];
}

export interface StockBook {
  isPrepared: (productId: string) => boolean;
  recipeOf: (productId: string) => readonly IngredientLine[];
  optionLinesOf: (optionId: string) => readonly IngredientLine[];
}

export interface Depletion {
  /** Stored quantity to take, per ingredient id. */
  ingredients: Map<string, number>;
  /** Whole units to take, per product id (products that are not prepared). */
  products: Map<string, number>;
}

/** The lines that apply to a size: those for every size and those of that size. */
export const linesForSize = (lines: readonly IngredientLine[], sizeId: string | null): IngredientLine[] =>
  lines.filter((line) => line.sizeId === null || line.sizeId === sizeId);

const add = (into: Map<string, number>, id: string, amount: number) => {
  if (amount !== 0) into.set(id, (into.get(id) ?? 0) + amount);
};

/** The amounts an order's lines take; an extra's quantity is per dish, so it multiplies by the line's. */
export function depletionOf(lines: readonly SoldLine[], book: StockBook): Depletion {
  const ingredients = new Map<string, number>();
  const products = new Map<string, number>();
  for (const line of lines) {
    if (line.quantity <= 0) continue;
    if (book.isPrepared(line.productId)) {
      for (const item of linesForSize(book.recipeOf(line.productId), line.sizeId))
        add(ingredients, item.ingredientId, item.quantity * line.quantity);
    } else add(products, line.productId, line.quantity);
    for (const extra of line.extras) {
      for (const item of linesForSize(book.optionLinesOf(extra.optionId), line.sizeId))
        add(ingredients, item.ingredientId, item.quantity * extra.quantity * line.quantity);
    }
  }
  return { ingredients, products };
}

/**
 * How many dishes of a size the stock covers: min over its lines of floor(stock ÷ quantity), the
 * same ingredient on two lines counted together; null when the size has no recipe.
 */
export function sizeAvailability(
  lines: readonly IngredientLine[],
  sizeId: string | null,
  stockOf: (ingredientId: string) => number,
): number | null {
  const needs = new Map<string, number>();
  for (const line of linesForSize(lines, sizeId)) add(needs, line.ingredientId, line.quantity);
  if (needs.size === 0) return null;
  let dishes = Number.POSITIVE_INFINITY;
  for (const [id, need] of needs)
    dishes = Math.min(dishes, need > 0 ? Math.max(0, Math.floor(stockOf(id) / need)) : dishes);
  return Number.isFinite(dishes) ? dishes : null;
}
