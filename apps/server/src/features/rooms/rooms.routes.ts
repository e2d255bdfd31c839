import { createRoomSchema, idSchema, renameRoomSchema, roomSchema } from '@comandero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, authorizeArea, requireAuth } from '../../shared/auth.js';
import type { RoomsService } from './rooms.service.js';

export const roomsRoutes: FastifyPluginAsyncZod<{ rooms: RoomsService }> = async (app, { rooms }) => {
  app.get(
    '/rooms',
    { preHandler: authorizeArea('tables'), schema: { tags: ['rooms'], response: { 200: z.array(roomSchema) } } },
    async (request) => rooms.list(requireAuth(request)),
  );

  app.post(
    '/rooms',
    {
      preHandler: authorize('tables', 'create'),
      schema: { tags: ['rooms'], body: createRoomSchema, response: { 201: roomSchema } },
    },
    async (request, reply) => reply.code(201).send(await rooms.create(requireAuth(request), request.body)),
  );

  app.put(
    '/rooms/:id',
    {
      preHandler: authorize('tables', 'create'),
      schema: {
        tags: ['rooms'],
        params: z.object({ id: idSchema }),
        body: renameRoomSchema,
        response: { 200: roomSchema },
      },
    },
    async (request) => rooms.rename(requireAuth(request), request.params.id, request.body),
  );

  app.delete(
    '/rooms/:id',
    { preHandler: authorize('tables', 'create'), schema: { tags: ['rooms'], params: z.object({ id: idSchema }) } },
    async (request, reply) => {
      await rooms.remove(requireAuth(request), request.params.id);
      return reply.code(204).send();
    },
  );
};
