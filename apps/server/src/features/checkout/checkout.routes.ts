import {
  type CheckoutSettings,
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
import { type BranchScope, branchScope } from '../../shared/auth-context.js';
import { provisionalNumberOf } from '../../shared/idempotency.js';
import type { CloseTableUseCase } from './close-table.js';
import type { MergeTablesUseCase } from './merge-tables.js';
import type { PrintPreBill } from './pre-bill.js';
import type { SelfServiceUseCase } from './self-service.js';
import type { SetDiscountUseCase } from './set-discount.js';

const table = z.object({ id: idSchema });

export interface CheckoutUseCases {
  /** The branch's checkout settings, cached. */
  settings: (scope: BranchScope) => Promise<CheckoutSettings>;
  setDiscount: SetDiscountUseCase;
  printPreBill: PrintPreBill;
  closeTable: CloseTableUseCase;
  merge: MergeTablesUseCase;
  selfService: SelfServiceUseCase;
}

/** Charging (spec 01 §4 closing a table): discount, pre-bill, close (whole or split), self-service, merge. */
export const checkoutRoutes: FastifyPluginAsyncZod<CheckoutUseCases> = async (app, checkout) => {
  const tags = ['checkout'];
  const preHandler = authorizeArea('tables');

  app.get(
    '/checkout/settings',
    { preHandler, schema: { tags, response: { 200: checkoutSettingsSchema } } },
    async (request) => checkout.settings(branchScope(requireAuth(request))),
  );

  app.put(
    '/tables/:id/discount',
    { preHandler, schema: { tags, params: table, body: tableDiscountSchema, response: { 200: tableOrderSchema } } },
    async (request) => checkout.setDiscount(requireAuth(request), request.params.id, request.body.discount),
  );

  app.post(
    '/tables/:id/pre-bill',
    { preHandler, schema: { tags, params: table, response: { 201: printJobSummarySchema } } },
    async (request, reply) =>
      reply.code(201).send(await checkout.printPreBill(requireAuth(request), request.params.id)),
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
