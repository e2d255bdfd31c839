import {
  costOfQuantity,
  formatDay,
  type Money,
  type MovementType,
  money,
  type PreparedRecipe,
  type PreparedRecipeEdit,
  type ProductionRequest,
  type ProductionResult,
  preparedUnitCost,
  productionOf,
  recipeCycle,
  sumMoney,
  unitValueOf,
  withComponents,
} from '@comandero/domain';
import { type AuthContext, type BranchScope, branchScope } from '../../shared/auth-context.js';
import type { Clock } from '../../shared/clock.js';
import { AppError, notFound } from '../../shared/errors.js';
import type { StoredBatch } from './ingredient-recipes.repository.js';
import { type MovementContext, recordMovement } from './record-movement.js';
import { refreshAvailability } from './refresh-availability.js';
import type { StockStore, StockUnit } from './stock-unit.js';

const cycle = (path: readonly string[]) =>
  new AppError(409, 'RECIPE_CYCLE', 'A prepared ingredient cannot be made from itself', { cycle: path });
const notPrepared = () => new AppError(409, 'NOT_PREPARED', 'The ingredient has no recipe to produce it');
const tooMuch = () =>
  new AppError(400, 'VALIDATION_ERROR', 'INVALID', [{ path: 'body.quantity', message: 'Too much to produce at once' }]);

/**
 * What each component's share is worth at its cost, and their sum (the batch's entry); a production
 * too large for an amount to hold (or its entry's value per unit) is refused, never a 500.
 */
function productionValue(batch: StoredBatch, takes: ReadonlyMap<string, number>, produced: number) {
  try {
    const costs = new Map(
      batch.lines
        .filter((line) => takes.has(line.ingredientId))
        .map((line) => [line.ingredientId, costOfQuantity(money(line.cost), takes.get(line.ingredientId)!, line.unit)]),
    );
    const value = sumMoney(costs.values());
    return { costs, value, valueUnit: unitValueOf(value, produced, batch.unit) };
  } catch (error) {
    if (error instanceof RangeError) throw tooMuch();
    throw error;
  }
}

function recipeAnswer(batch: StoredBatch): PreparedRecipe {
  const costed = batch.lines.map((line) => ({
    costPerUnit: money(line.cost),
    unit: line.unit,
    quantity: line.quantity,
  }));
  return {
    yieldQuantity: batch.yieldQuantity,
    unit: batch.unit,
    lines: batch.lines.map(({ ingredientId, ingredientName, unit, quantity, stock }) => ({
      ingredientId,
      ingredientName,
      unit,
      quantity,
      stock,
    })),
    computedUnitCost: preparedUnitCost(costed, batch.yieldQuantity ?? 0, batch.unit),
  };
}

/**
 * Sub-recipes: a prepared ingredient's batch (yield and component lines, never a cycle) and
 * producing it, which moves its components out and the batch in, all in one transaction.
 */
export function createProductionService(deps: {
  store: StockStore;
  clock: Clock;
  timeZone: string;
  catalogChanged: (branchId: string) => void;
}) {
  const { store, clock } = deps;

  async function batchOf(unit: Pick<StockUnit, 'ingredientRecipes'>, scope: BranchScope, id: string) {
    const batch = await unit.ingredientRecipes.batch(scope, id);
    if (!batch) throw notFound('Ingredient');
    return batch;
  }

  return {
    recipe: async (auth: AuthContext, id: string) => recipeAnswer(await batchOf(store, branchScope(auth), id)),

    /** Replaces the batch; its components must be the branch's and never lead back to it. */
    async setRecipe(auth: AuthContext, id: string, edit: PreparedRecipeEdit): Promise<PreparedRecipe> {
      const scope = branchScope(auth);
      const now = clock.now().toISOString();
      return store.transaction(async (unit) => {
        await unit.ingredientRecipes.lockBranch(scope);
        await batchOf(unit, scope, id);
        const components = edit.lines.map((line) => line.ingredientId);
        if (components.includes(id)) throw cycle([id, id]);
        if ((await unit.ingredients.units(scope, components)).size !== components.length) throw notFound('Ingredient');
        const found = recipeCycle(withComponents(await unit.ingredientRecipes.graph(scope), id, components));
        if (found) throw cycle(found);
        await unit.ingredientRecipes.replace(scope, id, edit, now);
        return recipeAnswer(await batchOf(unit, scope, id));
      });
    },

    /**
     * Produces `quantity` of a prepared ingredient: a 'Salida - Producción' per component (its share
     * of the batch, valued at its cost) and an 'Entrada - Producción' valued at their sum, so the
     * value moved in is the value moved out; the prepared ingredient's cost becomes that batch's value per unit. Refused with NEGATIVE_STOCK when the branch does not go
     * below zero; then the dishes using any of them get their availability again.
     */
    async produce(auth: AuthContext, id: string, request: ProductionRequest): Promise<ProductionResult> {
      const instant = clock.now();
      const context: MovementContext = {
        scope: branchScope(auth),
        userId: auth.userId,
        now: instant.toISOString(),
        day: formatDay(instant, deps.timeZone),
      };
      const { scope } = context;
      let changed = false;
      const result = await store.transaction(async (unit) => {
        const batch = await batchOf(unit, scope, id);
        if (batch.yieldQuantity === null || batch.lines.length === 0) throw notPrepared();
        const takes = productionOf({ yieldQuantity: batch.yieldQuantity, lines: batch.lines }, request.quantity);
        if (!takes) throw tooMuch();
        const { costs, value, valueUnit } = productionValue(batch, takes, request.quantity);
        context.refuseNegative = await unit.ledger.refusesNegative(scope.branchId);
        const moves: { type: MovementType; ingredientId: string; change: number; cost: Money }[] = [...costs].map(
          ([ingredientId, cost]) => ({
            type: 'Salida - Producción',
            ingredientId,
            change: -takes.get(ingredientId)!,
            cost,
          }),
        );
        moves.push({ type: 'Entrada - Producción', ingredientId: id, change: request.quantity, cost: value });
        // Rows move in id order, as a close moves them: the two never wait on each other in a cycle.
        const made = new Map<string, string>();
        for (const move of [...moves].sort((a, b) => (a.ingredientId < b.ingredientId ? -1 : 1))) {
          const moved = await recordMovement(unit.ledger, context, { ...move, observation: request.observation });
          made.set(move.ingredientId, moved!.id);
        }
        // A prepared ingredient costs what its latest batch did: the dishes' sales value it at that.
        await unit.ingredients.update(scope, id, { cost: valueUnit }, context.now);
        changed = await refreshAvailability(
          unit,
          scope,
          moves.map((move) => move.ingredientId),
          context.now,
        );
        const ids = moves.map((move) => made.get(move.ingredientId)!);
        const { content } = await unit.ledger.page(scope, { page: 0, pageSize: ids.length, filters: {}, ids });
        const movements = ids.map((movementId) => content.find((movement) => movement.id === movementId)!);
        return { ingredient: (await unit.ingredients.get(scope, id))!, movements };
      });
      if (changed) deps.catalogChanged(scope.branchId);
      return result;
    },
  };
}
export type ProductionService = ReturnType<typeof createProductionService>;
