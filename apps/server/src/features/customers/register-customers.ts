import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import { inTransaction } from '../../shared/transaction.js';
import { createCustomersRepository } from './customers.repository.js';
import { customersRoutes } from './customers.routes.js';
import { createCustomersService } from './customers.service.js';

/** `/api/customers`: the business's customers. */
export async function registerCustomers(app: FastifyInstance, deps: { db: Db; clock: Clock }): Promise<void> {
  const { db, clock } = deps;
  const customers = createCustomersService({
    customers: createCustomersRepository(db),
    transaction: (work) => inTransaction(db, (trx) => work(createCustomersRepository(trx))),
    clock,
  });
  await app.register(customersRoutes, { customers });
}
