import {
  cashierFormSchema,
  cashierInfoRequestSchema,
  cashierInfoSchema,
  cashierMovementSchema,
  cashierPageRequestSchema,
  cashierPageSchema,
  cashierSchema,
  closeMovementSchema,
  idSchema,
  movementPageRequestSchema,
  movementPageSchema,
  myCashiersSchema,
  registerStateSchema,
  softDeleteSchema,
} from '@comandero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, requireAuth } from '../../shared/auth.js';
import type { CashiersService } from './cashiers.service.js';

const byId = z.object({ id: idSchema });
const updated = { 200: z.object({ updated: z.number().int() }) };

/** `/settings_cashiers` (spec 02 §2, §7): cashier boxes, their movements, opening and closing. */
export const cashiersRoutes: FastifyPluginAsyncZod<{ cashiers: CashiersService }> = async (app, { cashiers }) => {
  const tags = ['cashiers'];

  app.get(
    '/cashiers',
    { preHandler: authorize('cashiers', 'read'), schema: { tags, response: { 200: z.array(cashierSchema) } } },
    async (request) => cashiers.all(requireAuth(request)),
  );

  app.get('/cashiers/mine', { schema: { tags, response: { 200: myCashiersSchema } } }, async (request) =>
    cashiers.mine(requireAuth(request)),
  );

  app.post(
    '/cashiers/fetch',
    {
      preHandler: authorize('cashiers', 'read'),
      config: { idempotent: false },
      schema: { tags, body: cashierPageRequestSchema, response: { 200: cashierPageSchema } },
    },
    async (request) => cashiers.page(requireAuth(request), request.body),
  );

  app.post(
    '/cashiers',
    {
      preHandler: authorize('cashiers', 'create'),
      schema: { tags, body: cashierFormSchema, response: { 201: cashierSchema } },
    },
    async (request, reply) => reply.code(201).send(await cashiers.create(requireAuth(request), request.body)),
  );

  app.put(
    '/cashiers/:id',
    {
      preHandler: authorize('cashiers', 'update'),
      schema: { tags, params: byId, body: cashierFormSchema, response: { 200: cashierSchema } },
    },
    async (request) => cashiers.update(requireAuth(request), request.params.id, request.body),
  );

  app.put(
    '/cashiers',
    { preHandler: authorize('cashiers', 'deleted'), schema: { tags, body: softDeleteSchema, response: updated } },
    async (request) => cashiers.remove(requireAuth(request), request.body.ids),
  );

  app.post(
    '/cashiers/register/state',
    { schema: { tags, body: registerStateSchema, response: { 200: cashierMovementSchema } } },
    async (request) => cashiers.open(requireAuth(request), request.body),
  );

  app.post(
    '/orders/cashier/info',
    {
      config: { idempotent: false },
      schema: { tags, body: cashierInfoRequestSchema, response: { 200: cashierInfoSchema } },
    },
    async (request) => cashiers.info(requireAuth(request), request.body.movementId),
  );

  app.get(
    '/cashiers/movements/:id',
    { schema: { tags, params: byId, response: { 200: cashierMovementSchema } } },
    async (request) => cashiers.movement(requireAuth(request), request.params.id),
  );

  app.put(
    '/cashiers/movements/:id',
    { schema: { tags, params: byId, body: closeMovementSchema, response: { 200: cashierMovementSchema } } },
    async (request) => cashiers.close(requireAuth(request), request.params.id, request.body),
  );

  app.post(
    '/cashiers/movements/fetch',
    {
      config: { idempotent: false },
      schema: { tags, body: movementPageRequestSchema, response: { 200: movementPageSchema } },
    },
    async (request) => cashiers.movements(requireAuth(request), request.body),
  );

  app.put(
    '/cashiers/movements',
    { preHandler: authorize('cashiers', 'deleted'), schema: { tags, body: softDeleteSchema, response: updated } },
    async (request) => cashiers.removeMovements(requireAuth(request), request.body.ids),
  );
};
