import type { FastifyInstance } from 'fastify';
import type { Db, Dialect } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import { unitOf } from '../../shared/transaction.js';
import { createOrdersQueries } from '../orders/orders.repository.js';
import { createPrintJobsRepository } from '../printing/print-jobs.repository.js';
import { createOrderHistoryRepository } from './order-history.repository.js';
import { orderHistoryRoutes } from './order-history.routes.js';
import { createOrderHistoryService } from './order-history.service.js';

/** `/api/orders`: the orders history, a view of one order, and its reprint. */
export async function registerOrderHistory(
  app: FastifyInstance,
  deps: { db: Db; dialect: Dialect; clock: Clock },
): Promise<void> {
  const { db } = deps;
  const history = createOrderHistoryService({
    history: createOrderHistoryRepository(db),
    orders: createOrdersQueries(db, deps.dialect),
    printJobs: createPrintJobsRepository(db),
    writeJobs: unitOf(db, createPrintJobsRepository),
    clock: deps.clock,
  });
  await app.register(orderHistoryRoutes, { history });
}
