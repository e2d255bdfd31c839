import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../shared/clock.js';
import type { EventBus } from './event-bus.js';
import { eventsRoutes } from './events.routes.js';

/** `/api/events`: the branch's live events, as server-sent events. */
export async function registerEvents(app: FastifyInstance, deps: { events: EventBus; clock: Clock }): Promise<void> {
  await app.register(eventsRoutes, deps);
}
