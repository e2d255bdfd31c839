import type { FastifyInstance } from 'fastify';
import type { Db, Dialect } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import type { EventBus } from '../events/event-bus.js';
import { createOrdersRepository } from '../orders/orders.repository.js';
import { createTablesRepository } from '../tables/tables.repository.js';
import { createDeliveryRepository } from './delivery.repository.js';
import { deliveryRoutes } from './delivery.routes.js';
import { createDeliveryService } from './delivery.service.js';

/** `/api/delivery`: taking delivery orders (their lines, command and close go through the table routes). */
export async function registerDelivery(
  app: FastifyInstance,
  deps: { db: Db; dialect: Dialect; events: EventBus; clock: Clock },
): Promise<void> {
  const delivery = createDeliveryService({
    delivery: createDeliveryRepository(deps.db),
    orders: createOrdersRepository(deps.db, deps.dialect),
    tables: createTablesRepository(deps.db),
    events: deps.events,
    clock: deps.clock,
  });
  await app.register(deliveryRoutes, { delivery });
}
