import { orderChannelListSchema, orderChannelQuerySchema } from '@comandero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../shared/auth.js';
import type { OrderChannelsRepository } from './order-channels.repository.js';

/**
 * `GET /api/order-channels` (spec 01 §7 Channels): the app state's channels, for anyone signed in
 * to the business (the POS, the reports' channel filter). A read with nothing to decide: no service.
 */
export const orderChannelsRoutes: FastifyPluginAsyncZod<{ channels: OrderChannelsRepository }> = async (
  app,
  { channels },
) => {
  app.get(
    '/order-channels',
    {
      schema: {
        tags: ['order-channels'],
        querystring: orderChannelQuerySchema,
        response: { 200: orderChannelListSchema },
      },
    },
    async (request) => channels.list(requireAuth(request).businessId, request.query),
  );
};
