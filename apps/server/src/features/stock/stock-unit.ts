import type { Db } from '../../db/database.js';
import { inTransaction } from '../../shared/transaction.js';
import { createCatalogRevisionRepository } from '../menu/catalog-revision.repository.js';
import { createExpensesRepository } from './expenses.repository.js';
import { createIngredientRecipesRepository } from './ingredient-recipes.repository.js';
import { createIngredientsRepository } from './ingredients.repository.js';
import { createLedgerRepository } from './ledger.repository.js';
import { createPurchasesRepository } from './purchases.repository.js';
import { createRecipesRepository } from './recipes.repository.js';
import { createSuppliersRepository } from './suppliers.repository.js';

/** Every stock repository on one executor: the database, or one transaction (all of it commits, or none). */
export const createStockUnit = (executor: Db) => ({
  ingredients: createIngredientsRepository(executor),
  ingredientRecipes: createIngredientRecipesRepository(executor),
  suppliers: createSuppliersRepository(executor),
  ledger: createLedgerRepository(executor),
  recipes: createRecipesRepository(executor),
  purchases: createPurchasesRepository(executor),
  expenses: createExpensesRepository(executor),
  revision: createCatalogRevisionRepository(executor),
});
export type StockUnit = ReturnType<typeof createStockUnit>;

export function createStockStore(db: Db) {
  return {
    ...createStockUnit(db),
    transaction: <T>(work: (unit: StockUnit) => Promise<T>): Promise<T> =>
      inTransaction(db, (trx) => work(createStockUnit(trx))),
  };
}
export type StockStore = ReturnType<typeof createStockStore>;
