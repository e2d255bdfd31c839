import {
  addLinesSchema,
  discardUnsentSchema,
  idSchema,
  releaseTableSchema,
  removeLineSchema,
  sendCommandResponseSchema,
  tableOrderSchema,
  tableSchema,
  updateLineSchema,
} from '@comandero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, authorizeArea, requireAuth } from '../../shared/auth.js';
import type { OrdersService } from './orders.service.js';
import type { createReleaseTable } from './release-table.js';
import type { createSendCommand } from './send-command.js';

const table = z.object({ id: idSchema });
const tableLine = z.object({ id: idSchema, lineId: idSchema });
const response = { 200: tableOrderSchema };

/** The order on a table: its lines, the kitchen command, the cancellation list (spec 01 §4). */
export const ordersRoutes: FastifyPluginAsyncZod<{
  orders: OrdersService;
  sendCommand: ReturnType<typeof createSendCommand>;
  releaseTable: ReturnType<typeof createReleaseTable>;
}> = async (app, { orders, sendCommand, releaseTable }) => {
  const tags = ['orders'];
  const preHandler = authorizeArea('tables');

  app.get('/tables/:id/order', { preHandler, schema: { tags, params: table, response } }, async (request) =>
    orders.get(requireAuth(request), request.params.id),
  );

  app.post(
    '/tables/:id/lines',
    { preHandler, schema: { tags, params: table, body: addLinesSchema, response } },
    async (request) => orders.addLines(requireAuth(request), request.params.id, request.body),
  );

  app.put(
    '/tables/:id/lines/:lineId',
    { preHandler, schema: { tags, params: tableLine, body: updateLineSchema, response } },
    async (request) => orders.updateLine(requireAuth(request), request.params.id, request.params.lineId, request.body),
  );

  app.post(
    '/tables/:id/lines/:lineId/remove',
    { preHandler, schema: { tags, params: tableLine, body: removeLineSchema, response } },
    async (request) =>
      orders.removeLine(requireAuth(request), request.params.id, request.params.lineId, request.body.pin),
  );

  app.post(
    '/tables/:id/lines/discard-unsent',
    { preHandler, schema: { tags, params: table, body: discardUnsentSchema, response } },
    async (request) => orders.discardUnsent(requireAuth(request), request.params.id, request.body.release),
  );

  app.post(
    '/tables/:id/command',
    {
      preHandler: authorize('tables', 'sendCommand'),
      schema: { tags, params: table, response: { 200: sendCommandResponseSchema } },
    },
    async (request) => sendCommand(requireAuth(request), request.params.id),
  );

  // Releasing clears the order too (spec 01 §4), so it lives with the order's lines and cancellations.
  app.post(
    '/tables/:id/release',
    { preHandler, schema: { tags, params: table, body: releaseTableSchema, response: { 200: tableSchema } } },
    async (request) => releaseTable(requireAuth(request), request.params.id, request.body?.pin),
  );
};
