import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import { unitOf } from '../../shared/transaction.js';
import type { EventBus } from '../events/event-bus.js';
import { createCashiersRepository } from './cashiers.repository.js';
import { cashiersRoutes } from './cashiers.routes.js';
import { type CashiersDeps, createCashiersService } from './cashiers.service.js';
import { createMovementsRepository } from './movements.repository.js';

/** `/api/cashiers`: cashier boxes and their movements (open, system totals, close). */
export async function registerCashiers(
  app: FastifyInstance,
  deps: Pick<CashiersDeps, 'branch' | 'usersChanged' | 'timeZone'> & { db: Db; events: EventBus; clock: Clock },
): Promise<void> {
  const { db, ...rest } = deps;
  const cashiers = createCashiersService({
    ...rest,
    cashiers: createCashiersRepository(db),
    writeCashiers: unitOf(db, createCashiersRepository),
    movements: createMovementsRepository(db),
  });
  await app.register(cashiersRoutes, { cashiers });
}
