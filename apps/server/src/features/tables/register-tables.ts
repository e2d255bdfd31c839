import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import type { EventBus } from '../events/event-bus.js';
import { createTablesRepository } from './tables.repository.js';
import { tablesRoutes } from './tables.routes.js';
import { createTablesService, type TableOrders } from './tables.service.js';

/** `/api/tables`: the floor's tables, taken and transferred (released with their order: orders/release-table.ts). */
export async function registerTables(
  app: FastifyInstance,
  deps: { db: Db; events: EventBus; clock: Clock; orders: (executor: Db) => TableOrders },
): Promise<void> {
  const tables = createTablesService({
    tables: createTablesRepository(deps.db),
    orders: deps.orders,
    events: deps.events,
    clock: deps.clock,
  });
  await app.register(tablesRoutes, { tables });
}
