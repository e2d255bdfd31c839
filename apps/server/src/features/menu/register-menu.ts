import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import { createCatalogRepository } from './catalog.repository.js';
import { menuRoutes } from './menu.routes.js';

/** The menu: categories, their products, a product's detail and the product search. */
export async function registerMenu(app: FastifyInstance, deps: { db: Db; clock: Clock }): Promise<void> {
  await app.register(menuRoutes, { catalog: createCatalogRepository(deps.db), clock: deps.clock });
}
