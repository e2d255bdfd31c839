import {
  createCustomersSchema,
  customerPageRequestSchema,
  customerPageSchema,
  customerSchema,
  customerUpdateSchema,
} from '@comandero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, requireAuth } from '../../shared/auth.js';
import type { CustomersService } from './customers.service.js';

/**
 * `/api/customers` (spec 01 §7, 02 §7). Customers are managed with the users permissions (spec 02 §6:
 * the create-customer button needs create on users). Paging them needs update on users: every POS
 * role reads users (change user's cards) but should not page every customer's email, phone and
 * address; a delivery looks its one customer up by phone (`/api/delivery/customers`, deliveries view).
 */
export const customersRoutes: FastifyPluginAsyncZod<{ customers: CustomersService }> = async (app, { customers }) => {
  const tags = ['customers'];

  app.post(
    '/customers/fetch',
    {
      preHandler: authorize('users', 'update'),
      config: { idempotent: false },
      schema: { tags, body: customerPageRequestSchema, response: { 200: customerPageSchema } },
    },
    async (request) => customers.page(requireAuth(request), request.body),
  );

  app.post(
    '/customers',
    {
      preHandler: authorize('users', 'create'),
      schema: { tags, body: createCustomersSchema, response: { 201: z.array(customerSchema) } },
    },
    async (request, reply) => reply.code(201).send(await customers.create(requireAuth(request), request.body)),
  );

  app.put(
    '/customers',
    {
      preHandler: authorize('users', 'update'),
      schema: { tags, body: customerUpdateSchema, response: { 200: z.object({ updated: z.number().int() }) } },
    },
    async (request) => {
      const auth = requireAuth(request);
      if (request.body.payload.deleted !== undefined) await authorize('users', 'deleted')(request);
      return customers.update(auth, request.body);
    },
  );
};
