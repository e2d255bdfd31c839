import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import { unitOf } from '../../shared/transaction.js';
import type { EventBus } from '../events/event-bus.js';
import { expensesRoutes } from './expenses.routes.js';
import { createExpensesService } from './expenses.service.js';
import { createIngredientsService } from './ingredients.service.js';
import { createMovementsService, type StockPreference } from './movements.service.js';
import { createProductionService } from './production.service.js';
import { createRecipesService } from './recipes.service.js';
import { stockRoutes } from './stock.routes.js';
import { createStockStore } from './stock-unit.js';

/** Stock: ingredients, vendors and their expenses, recipes and the movement ledger (issue 17). */
export async function registerStock(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    timeZone: string;
    events: EventBus;
    /** The preferences repository on an executor: the one writer of `preferences`. */
    preference: (executor: Db) => StockPreference;
  },
) {
  const store = createStockStore(deps.db);
  // A dish's availability moved: the terminals refresh their menu.
  const catalogChanged = (branchId: string) => deps.events.publish(branchId, { type: 'catalog.changed' });
  await app.register(stockRoutes, {
    ingredients: createIngredientsService({ store, clock: deps.clock }),
    movements: createMovementsService({
      store,
      preference: unitOf(deps.db, deps.preference),
      clock: deps.clock,
      timeZone: deps.timeZone,
      catalogChanged,
    }),
    recipes: createRecipesService({ store, clock: deps.clock, catalogChanged }),
    production: createProductionService({ store, clock: deps.clock, timeZone: deps.timeZone, catalogChanged }),
  });
  await app.register(expensesRoutes, { expenses: createExpensesService({ store, clock: deps.clock }) });
}
