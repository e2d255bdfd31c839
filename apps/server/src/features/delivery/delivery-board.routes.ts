import { deliveryMoveSchema, driversCashSchema, idSchema, orderSummarySchema } from '@comandero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, requireAuth } from '../../shared/auth.js';
import type { DeliveryBoardService } from './delivery-board.service.js';

/**
 * `PUT /api/orders/:id/delivery-state`: the board's moves; `GET /api/delivery/drivers/cash`: the cash each
 * driver brings back; for whoever may see the POS deliveries.
 */
export const deliveryBoardRoutes: FastifyPluginAsyncZod<{ board: DeliveryBoardService }> = async (app, { board }) => {
  app.put(
    '/orders/:id/delivery-state',
    {
      preHandler: authorize('pos', 'deliveries'),
      schema: {
        tags: ['orders'],
        params: z.object({ id: idSchema }),
        body: deliveryMoveSchema,
        response: { 200: orderSummarySchema },
      },
    },
    async (request) => board.move(requireAuth(request), request.params.id, request.body),
  );

  app.get(
    '/delivery/drivers/cash',
    {
      preHandler: authorize('pos', 'deliveries'),
      schema: { tags: ['orders'], response: { 200: driversCashSchema } },
    },
    async (request) => board.driversCash(requireAuth(request)),
  );
};
