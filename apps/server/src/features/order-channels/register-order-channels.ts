import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { createOrderChannelsRepository } from './order-channels.repository.js';
import { orderChannelsRoutes } from './order-channels.routes.js';

/** `/api/order-channels`: the channels orders come in by (spec 01 §3, §7). */
export async function registerOrderChannels(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  await app.register(orderChannelsRoutes, { channels: createOrderChannelsRepository(deps.db) });
}
