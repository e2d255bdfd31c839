import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import { inTransaction } from '../../shared/transaction.js';
import type { EventBus } from '../events/event-bus.js';
import { createOrderHistoryRepository } from '../order-history/order-history.repository.js';
import { createPrintJobsRepository } from '../printing/print-jobs.repository.js';
import { createDeliveryBoardRepository } from './delivery-board.repository.js';
import { deliveryBoardRoutes } from './delivery-board.routes.js';
import { createDeliveryBoardService } from './delivery-board.service.js';

/**
 * `/api/orders/:id/delivery-state`: the delivery board's moves (its lists are `POST /api/orders/page`);
 * `/api/delivery/drivers/cash`: what each driver brings back.
 */
export async function registerDeliveryBoard(
  app: FastifyInstance,
  deps: { db: Db; events: EventBus; clock: Clock },
): Promise<void> {
  const board = createDeliveryBoardService({
    transaction: (work) =>
      inTransaction(deps.db, (trx) =>
        work({
          board: createDeliveryBoardRepository(trx),
          history: createOrderHistoryRepository(trx),
          printJobs: createPrintJobsRepository(trx),
        }),
      ),
    history: createOrderHistoryRepository(deps.db),
    events: deps.events,
    clock: deps.clock,
  });
  await app.register(deliveryBoardRoutes, { board });
}
