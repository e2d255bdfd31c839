import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import { inTransaction, unitOf } from '../../shared/transaction.js';
import type { EventBus } from '../events/event-bus.js';
import { createCatalogRepository } from './catalog.repository.js';
import { createCatalogRevisionRepository } from './catalog-revision.repository.js';
import { createCategoriesAdminRepository } from './categories-admin.repository.js';
import { createCategoriesAdminService } from './categories-admin.service.js';
import { createExtrasAdminRepository } from './extras-admin.repository.js';
import { createExtrasAdminService } from './extras-admin.service.js';
import { menuRoutes } from './menu.routes.js';
import { menuAdminRoutes } from './menu-admin.routes.js';
import { createProductsAdminRepository } from './products-admin.repository.js';
import { type CountProduct, createProductsAdminService } from './products-admin.service.js';

/** The menu: what the POS browses, and its administration (products, extras groups, categories). */
export async function registerMenu(
  app: FastifyInstance,
  deps: { db: Db; events: EventBus; clock: Clock; productCounter: (executor: Db) => CountProduct },
): Promise<void> {
  const { db, events, clock } = deps;
  const catalog = createCatalogRepository(db);
  await app.register(menuRoutes, {
    catalog,
    writeProducts: unitOf(db, createProductsAdminRepository),
    events,
    clock,
  });

  // Every committed admin write: each terminal of the branch refreshes its menu.
  const catalogChanged = (branchId: string) => events.publish(branchId, { type: 'catalog.changed' });
  const productsRepository = createProductsAdminRepository(db);
  const products = createProductsAdminService({
    products: productsRepository,
    transaction: (work) =>
      inTransaction(db, (trx) =>
        work({
          products: createProductsAdminRepository(trx),
          revision: createCatalogRevisionRepository(trx),
          countProduct: deps.productCounter(trx),
        }),
      ),
    clock,
    catalogChanged,
  });
  const extras = createExtrasAdminService({
    extras: createExtrasAdminRepository(db),
    products: productsRepository,
    transaction: (work) =>
      inTransaction(db, (trx) =>
        work({ extras: createExtrasAdminRepository(trx), revision: createCatalogRevisionRepository(trx) }),
      ),
    clock,
    catalogChanged,
  });
  const categories = createCategoriesAdminService({
    categories: createCategoriesAdminRepository(db),
    transaction: (work) =>
      inTransaction(db, (trx) =>
        work({ categories: createCategoriesAdminRepository(trx), revision: createCatalogRevisionRepository(trx) }),
      ),
    clock,
    catalogChanged,
  });
  await app.register(menuAdminRoutes, { products, extras, categories });
}
