import { z } from 'zod';
import { moneySchema } from '../money/money-input.js';
import { idSchema } from '../schemas/common.js';
import { ingredientSchema } from './ingredient-admin.js';
import { stockMovementSchema } from './movement-admin.js';
import { QUANTITY_MAX, storedAmountSchema, storedQuantitySchema, unitIdSchema } from './units.js';

/**
 * Sub-recipes (spec 02 §3 Recipe, subRecipes): a prepared ingredient ("Salsa de la casa", kept in l)
 * is an ingredient like any other that is also made in batches from other ingredients ("1 l from
 * 800 g tomate + 200 g cebolla"). Dishes use it as any ingredient; producing it moves stock from
 * its components to it.
 */
export const PREPARED_LINES_MAX = 100;

const componentLineSchema = z.object({
  ingredientId: idSchema,
  /** Stored thousandths of the component's base unit one batch takes. */
  quantity: storedQuantitySchema,
});

/** `PUT /ingredients-stock/:id/recipe`: the whole batch replaces the old one; no lines: no longer prepared. */
export const preparedRecipeEditSchema = z.object({
  /** What one batch makes, stored thousandths of the prepared ingredient's own base unit. */
  yieldQuantity: storedQuantitySchema,
  lines: z
    .array(componentLineSchema)
    .max(PREPARED_LINES_MAX)
    .refine((lines) => new Set(lines.map((line) => line.ingredientId)).size === lines.length, {
      message: 'DUPLICATED',
    }),
});
export type PreparedRecipeEdit = z.infer<typeof preparedRecipeEditSchema>;

export const preparedRecipeSchema = z.object({
  /** null: the ingredient is not prepared (it is only bought). */
  yieldQuantity: z.number().int().nullable(),
  unit: unitIdSchema,
  lines: z.array(
    z.object({
      ingredientId: idSchema,
      ingredientName: z.string(),
      unit: unitIdSchema,
      quantity: z.number().int(),
      /** The component's stock now, stored thousandths. */
      stock: storedAmountSchema,
    }),
  ),
  /** The batch's cost ÷ its yield, minor units per one whole unit of its unit; null when too large to hold. */
  computedUnitCost: moneySchema.nullable(),
});
export type PreparedRecipe = z.infer<typeof preparedRecipeSchema>;

/** `POST /ingredients-stock/:id/produce`: how much to make, in the prepared ingredient's stored unit. */
export const productionRequestSchema = z.object({
  quantity: storedQuantitySchema,
  observation: z.string().trim().max(500).nullish(),
});
export type ProductionRequest = z.infer<typeof productionRequestSchema>;

export const productionResultSchema = z.object({
  /** The prepared ingredient after producing (its new stock). */
  ingredient: ingredientSchema,
  /** The 'Salida - Producción' of each component, then the 'Entrada - Producción'. */
  movements: z.array(stockMovementSchema),
});
export type ProductionResult = z.infer<typeof productionResultSchema>;

/** Which ingredients each prepared ingredient is made of (its component ids). */
export type RecipeGraph = ReadonlyMap<string, readonly string[]>;

/** The graph with one prepared ingredient's components replaced (none: it is no longer prepared). */
export function withComponents(graph: RecipeGraph, ingredientId: string, components: readonly string[]): RecipeGraph {
  const next = new Map(graph);
  if (components.length === 0) next.delete(ingredientId);
  else next.set(ingredientId, components);
  return next;
}

/**
 * The first cycle in the graph as a path that ends where it starts (['a', 'b', 'a']; a self
 * reference is ['a', 'a']), or null when the graph has none: a prepared ingredient may never be
 * made, however indirectly, from itself. Iterative depth-first search, so a deep chain cannot
 * overflow the call stack.
 */
export function recipeCycle(graph: RecipeGraph): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  for (const start of graph.keys()) {
    if (state.has(start)) continue;
    state.set(start, 'open');
    const stack: { node: string; next: number }[] = [{ node: start, next: 0 }];
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const edges = graph.get(top.node) ?? [];
      if (top.next >= edges.length) {
        state.set(top.node, 'done');
        stack.pop();
        continue;
      }
      const child = edges[top.next]!;
      top.next += 1;
      const seen = state.get(child);
      if (seen === 'open') {
        const from = stack.findIndex((frame) => frame.node === child);
        return [...stack.slice(from).map((frame) => frame.node), child];
      }
      if (seen === undefined) {
        state.set(child, 'open');
        stack.push({ node: child, next: 0 });
      }
    }
  }
  return null;
}

export interface PreparedBatch {
  /** What one batch makes, stored thousandths of the prepared ingredient's base unit; > 0. */
  yieldQuantity: number;
  /** What one batch takes of each component (each component once), stored thousandths. */
  lines: readonly { ingredientId: string; quantity: number }[];
}

/**
 * What producing `produced` of a prepared ingredient takes of each component: line × produced ÷
 * yield, computed exactly with BigInt and rounded half up ONCE per component (each component is
 * its own stock row, so no rounding adds up across lines). Producing exactly one batch takes
 * exactly its lines; k batches take k times them. A component whose share rounds to 0 is left
 * out. Null when a share would pass QUANTITY_MAX (no stock row can move that much).
 */
export function productionOf(batch: PreparedBatch, produced: number): Map<string, number> | null {
  if (batch.yieldQuantity <= 0 || produced <= 0) return new Map();
  const divisor = BigInt(batch.yieldQuantity);
  const takes = new Map<string, number>();
  for (const line of batch.lines) {
    const exact = BigInt(line.quantity) * BigInt(produced);
    const rounded = (exact * 2n + divisor) / (divisor * 2n);
    if (rounded > BigInt(QUANTITY_MAX)) return null;
    if (rounded > 0n) takes.set(line.ingredientId, Number(rounded));
  }
  return takes;
}
