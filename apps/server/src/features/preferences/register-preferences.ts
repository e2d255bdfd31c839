import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import type { EventBus } from '../events/event-bus.js';
import { createPreferencesRepository } from './preferences.repository.js';
import { preferencesRoutes } from './preferences.routes.js';
import { createPreferencesService } from './preferences.service.js';

/** `/api/preferences`: order PIN, tips and taxes of the branch. */
export async function registerPreferences(
  app: FastifyInstance,
  deps: { db: Db; events: EventBus; clock: Clock },
): Promise<void> {
  const preferences = createPreferencesService({
    preferences: createPreferencesRepository(deps.db),
    events: deps.events,
    clock: deps.clock,
  });
  await app.register(preferencesRoutes, { preferences });
}
