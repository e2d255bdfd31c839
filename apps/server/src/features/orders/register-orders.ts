import type { FastifyInstance } from 'fastify';
import type { Db, Dialect } from '../../db/database.js';
import type { AuthContext } from '../../shared/auth-context.js';
import type { Clock } from '../../shared/clock.js';
import type { EventBus } from '../events/event-bus.js';
import { createCatalogRepository } from '../menu/catalog.repository.js';
import { createTablesRepository } from '../tables/tables.repository.js';
import { createOrdersRepository } from './orders.repository.js';
import { ordersRoutes } from './orders.routes.js';
import { createOrdersService, type OrdersService } from './orders.service.js';
import { createReleaseTable } from './release-table.js';
import { createSendCommand } from './send-command.js';

/** A table's order: its lines, the cancellation list, the kitchen command and the release. Checkout works on it too. */
export async function registerOrders(
  app: FastifyInstance,
  deps: {
    db: Db;
    dialect: Dialect;
    events: EventBus;
    clock: Clock;
    approveWithPin: (auth: AuthContext, pin: string) => Promise<{ id: string }>;
  },
): Promise<OrdersService> {
  const { db, clock } = deps;
  const repository = createOrdersRepository(db, deps.dialect);
  const tables = createTablesRepository(db);
  const orders = createOrdersService({
    orders: repository,
    catalog: createCatalogRepository(db),
    tables,
    events: deps.events,
    clock,
    approveWithPin: deps.approveWithPin,
  });
  const sendCommand = createSendCommand({ orders: repository, clock, announce: orders.announce });
  const releaseTable = createReleaseTable({
    orders: repository,
    clock,
    announce: orders.announce,
    approveWithPin: deps.approveWithPin,
  });
  await app.register(ordersRoutes, { orders, sendCommand, releaseTable });
  return orders;
}
