import {
  deliveryInfoSchema,
  deliveryLookupQuerySchema,
  deliveryLookupSchema,
  idSchema,
  openDeliverySchema,
  tableSchema,
  updateDeliverySchema,
} from '@comandero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, requireAuth } from '../../shared/auth.js';
import type { DeliveryService } from './delivery.service.js';

const params = z.object({ id: idSchema });

/**
 * `/api/delivery` (spec 01 §2 delivery customer form, §7 customers): the lookup by phone, opening a
 * delivery order (its virtual table) and editing its 'General information'. All need POS view deliveries.
 */
export const deliveryRoutes: FastifyPluginAsyncZod<{ delivery: DeliveryService }> = async (app, { delivery }) => {
  const tags = ['delivery'];
  const preHandler = authorize('pos', 'deliveries');

  app.get(
    '/delivery/customers',
    { preHandler, schema: { tags, querystring: deliveryLookupQuerySchema, response: { 200: deliveryLookupSchema } } },
    async (request) => delivery.lookup(requireAuth(request), request.query.phone),
  );

  app.post(
    '/delivery/orders',
    { preHandler, schema: { tags, body: openDeliverySchema, response: { 200: tableSchema } } },
    async (request) => delivery.open(requireAuth(request), request.body),
  );

  app.get(
    '/delivery/orders/:id',
    { preHandler, schema: { tags, params, response: { 200: deliveryInfoSchema } } },
    async (request) => delivery.get(requireAuth(request), request.params.id),
  );

  app.put(
    '/delivery/orders/:id',
    { preHandler, schema: { tags, params, body: updateDeliverySchema, response: { 200: deliveryInfoSchema } } },
    async (request) => delivery.update(requireAuth(request), request.params.id, request.body.form),
  );
};
