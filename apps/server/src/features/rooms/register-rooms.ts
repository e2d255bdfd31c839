import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import { unitOf } from '../../shared/transaction.js';
import type { EventBus } from '../events/event-bus.js';
import { createRoomsRepository } from './rooms.repository.js';
import { roomsRoutes } from './rooms.routes.js';
import { createRoomsService } from './rooms.service.js';

/** `/api/rooms`: the rooms of the floor. */
export async function registerRooms(
  app: FastifyInstance,
  deps: { db: Db; events: EventBus; clock: Clock },
): Promise<void> {
  await app.register(roomsRoutes, {
    rooms: createRoomsService(
      createRoomsRepository(deps.db),
      unitOf(deps.db, createRoomsRepository),
      deps.events,
      deps.clock,
    ),
  });
}
