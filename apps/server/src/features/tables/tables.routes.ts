import {
  createTableSchema,
  idSchema,
  occupyTableSchema,
  TABLE_NUMBER_MAX,
  tableSchema,
  transferTableSchema,
  updateTableSchema,
} from '@comandero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, authorizeArea, requireAuth } from '../../shared/auth.js';
import type { TablesService } from './tables.service.js';

const byId = z.object({ id: idSchema });

export const tablesRoutes: FastifyPluginAsyncZod<{ tables: TablesService }> = async (app, { tables }) => {
  const anyTablePermission = authorizeArea('tables');
  const tags = ['tables'];

  app.get(
    '/tables',
    { preHandler: anyTablePermission, schema: { tags, response: { 200: z.array(tableSchema) } } },
    async (request) => tables.list(requireAuth(request)),
  );

  app.get(
    '/tables/number/:numberTable',
    {
      preHandler: anyTablePermission,
      schema: {
        tags,
        params: z.object({ numberTable: z.coerce.number().int().min(0).max(TABLE_NUMBER_MAX) }),
        response: { 200: tableSchema },
      },
    },
    async (request) => tables.getByNumber(requireAuth(request), request.params.numberTable),
  );

  app.get(
    '/tables/:id',
    { preHandler: anyTablePermission, schema: { tags, params: byId, response: { 200: tableSchema } } },
    async (request) => tables.get(requireAuth(request), request.params.id),
  );

  // Edit mode (add, move, reshape) is for users with create permission on tables.
  app.post(
    '/tables',
    {
      preHandler: authorize('tables', 'create'),
      schema: { tags, body: createTableSchema, response: { 201: tableSchema } },
    },
    async (request, reply) => reply.code(201).send(await tables.create(requireAuth(request), request.body)),
  );

  app.put(
    '/tables/:id',
    {
      preHandler: authorize('tables', 'create'),
      schema: { tags, params: byId, body: updateTableSchema, response: { 200: tableSchema } },
    },
    async (request) => tables.update(requireAuth(request), request.params.id, request.body),
  );

  app.delete(
    '/tables/:id',
    { preHandler: authorize('tables', 'create'), schema: { tags, params: byId } },
    async (request, reply) => {
      await tables.remove(requireAuth(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/tables/:id/occupy',
    {
      preHandler: anyTablePermission,
      schema: { tags, params: byId, body: occupyTableSchema, response: { 200: tableSchema } },
    },
    async (request) => tables.occupy(requireAuth(request), request.params.id, request.body.people),
  );

  app.post(
    '/tables/transfer',
    {
      preHandler: authorize('tables', 'transfer'),
      schema: {
        tags,
        body: transferTableSchema,
        response: { 200: z.object({ source: tableSchema, destination: tableSchema }) },
      },
    },
    async (request) => tables.transfer(requireAuth(request), request.body),
  );
};
