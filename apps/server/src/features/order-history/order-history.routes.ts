import { can, idSchema, orderDetailSchema, orderPageRequestSchema, orderPageSchema } from '@comandero/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, requireAuth } from '../../shared/auth.js';
import { forbidden } from '../../shared/errors.js';
import type { OrderHistoryService } from './order-history.service.js';

const byId = z.object({ id: idSchema });

/** The history needs orders read; the delivery board's fetch (methodDelivery 'delivery') the POS deliveries view. */
async function mayListOrders(request: FastifyRequest): Promise<void> {
  const { politics } = requireAuth(request);
  const body = request.body as { filter?: { methodDelivery?: string } } | undefined;
  if (can(politics, 'orders', 'read')) return;
  if (body?.filter?.methodDelivery === 'delivery' && can(politics, 'pos', 'deliveries')) return;
  throw forbidden();
}

/** `/settings/orders`: the orders history, a view of one order, and its reprint. */
export const orderHistoryRoutes: FastifyPluginAsyncZod<{ history: OrderHistoryService }> = async (app, { history }) => {
  const tags = ['orders'];
  const preHandler = authorize('orders', 'read');

  app.post(
    '/orders/page',
    {
      preHandler: mayListOrders,
      config: { idempotent: false },
      schema: { tags, body: orderPageRequestSchema, response: { 200: orderPageSchema } },
    },
    async (request) => history.page(requireAuth(request), request.body),
  );

  app.get(
    '/orders/:id',
    { preHandler, schema: { tags, params: byId, response: { 200: orderDetailSchema } } },
    async (request) => history.detail(requireAuth(request), request.params.id),
  );

  app.post(
    '/orders/:id/reprint',
    { preHandler, schema: { tags, params: byId, response: { 200: z.object({ jobId: idSchema }) } } },
    async (request) => history.reprint(requireAuth(request), request.params.id),
  );
};
