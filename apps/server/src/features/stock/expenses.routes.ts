import {
  expenseEditSchema,
  expenseFormSchema,
  expensePageRequestSchema,
  expensePageSchema,
  expenseSchema,
  idSchema,
} from '@comandero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, requireAuth } from '../../shared/auth.js';
import type { ExpensesService } from './expenses.service.js';

const byId = z.object({ id: idSchema });

/**
 * Non-stock expenses (issue 17 item 8; spec 02 §7 "a purchases/expenses list endpoint", page 0 and
 * 20 a page). The inventory area's permissions, as purchases.
 */
export const expensesRoutes: FastifyPluginAsyncZod<{ expenses: ExpensesService }> = async (app, { expenses }) => {
  const read = authorize('inventory', 'read');
  const create = authorize('inventory', 'create');
  const update = authorize('inventory', 'update');
  const remove = authorize('inventory', 'deleted');
  const tags = ['stock'];

  app.post(
    '/expenses',
    { preHandler: create, schema: { tags, body: expenseFormSchema, response: { 201: expenseSchema } } },
    async (request, reply) => reply.code(201).send(await expenses.create(requireAuth(request), request.body)),
  );
  app.post(
    '/expenses/page',
    {
      preHandler: read,
      config: { idempotent: false },
      schema: { tags, body: expensePageRequestSchema, response: { 200: expensePageSchema } },
    },
    async (request) => expenses.page(requireAuth(request), request.body),
  );
  app.get(
    '/expenses/:id',
    { preHandler: read, schema: { tags, params: byId, response: { 200: expenseSchema } } },
    async (request) => expenses.detail(requireAuth(request), request.params.id),
  );
  app.put(
    '/expenses/:id',
    { preHandler: update, schema: { tags, params: byId, body: expenseEditSchema, response: { 200: expenseSchema } } },
    async (request) => expenses.edit(requireAuth(request), request.params.id, request.body),
  );
  app.delete('/expenses/:id', { preHandler: remove, schema: { tags, params: byId } }, async (request, reply) => {
    await expenses.remove(requireAuth(request), request.params.id);
    return reply.code(204).send();
  });
};
