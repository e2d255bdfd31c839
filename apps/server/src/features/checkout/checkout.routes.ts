import {
  checkoutSettingsSchema,
  closeResultSchema,
  closeTableSchema,
  idSchema,
  mergeTablesSchema,
  printJobSummarySchema,
  selfServiceOrderSchema,
  tableDiscountSchema,
  tableOrderSchema,
} from '@comandero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, authorizeArea, requireAuth } from '../../shared/auth.js';
import { provisionalNumberOf } from '../../shared/idempotency.js';
import type { CheckoutService } from './checkout.service.js';
import type { PrintPreBill } from './pre-bill.js';

const table = z.object({ id: idSchema });

/** Charging (spec 01 §4 closing a table): discount, pre-bill, close (whole or split), self-service, merge. */
export const checkoutRoutes: FastifyPluginAsyncZod<{ checkout: CheckoutService; printPreBill: PrintPreBill }> = async (
  app,
  { checkout, printPreBill },
) => {
  const tags = ['checkout'];
  const preHandler = authorizeArea('tables');

  app.get(
    '/checkout/settings',
    { preHandler, schema: { tags, response: { 200: checkoutSettingsSchema } } },
    async (request) => checkout.settings(requireAuth(request)),
  );

  app.put(
    '/tables/:id/discount',
    { preHandler, schema: { tags, params: table, body: tableDiscountSchema, response: { 200: tableOrderSchema } } },
    async (request) => checkout.setDiscount(requireAuth(request), request.params.id, request.body.discount),
  );

  app.post(
    '/tables/:id/pre-bill',
    { preHandler, schema: { tags, params: table, response: { 201: printJobSummarySchema } } },
    async (request, reply) => reply.code(201).send(await printPreBill(requireAuth(request), request.params.id)),
  );

  app.post(
    '/tables/:id/close',
    { preHandler, schema: { tags, params: table, body: closeTableSchema, response: { 200: closeResultSchema } } },
    async (request) =>
      checkout.closeTable(requireAuth(request), request.params.id, request.body, provisionalNumberOf(request)),
  );

  app.post(
    '/tables/merge',
    {
      preHandler: authorize('tables', 'transfer'),
      schema: { tags, body: mergeTablesSchema, response: { 200: tableOrderSchema } },
    },
    async (request) => checkout.merge(requireAuth(request), request.body.sourceId, request.body.destinationId),
  );

  app.post(
    '/orders/self-service',
    {
      preHandler: authorize('pos', 'self-service'),
      schema: { tags, body: selfServiceOrderSchema, response: { 200: closeResultSchema } },
    },
    async (request) => checkout.selfService(requireAuth(request), request.body, provisionalNumberOf(request)),
  );
};
