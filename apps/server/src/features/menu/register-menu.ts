import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import type { EventBus } from '../events/event-bus.js';
import { createCatalogRepository } from './catalog.repository.js';
import { menuRoutes } from './menu.routes.js';

/** The menu: categories, their products, a product's detail, the product search and the whole catalog. */
export async function registerMenu(
  app: FastifyInstance,
  deps: { db: Db; events: EventBus; clock: Clock },
): Promise<void> {
  const catalog = createCatalogRepository(deps.db);
  await app.register(menuRoutes, { catalog, events: deps.events, clock: deps.clock });
}
