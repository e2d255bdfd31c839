import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import { generalRoutes } from './general.routes.js';
import { createStatusRepository } from './status.repository.js';

/** `/api/general`: the server's status and time. */
export async function registerGeneral(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; offersPosReset: boolean; timeZone: string },
): Promise<void> {
  await app.register(generalRoutes, {
    status: createStatusRepository(deps.db),
    clock: deps.clock,
    offersPosReset: deps.offersPosReset,
    timeZone: deps.timeZone,
  });
}
