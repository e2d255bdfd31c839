import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth, requireBranch } from '../../shared/auth.js';
import type { EventBus } from './event-bus.js';

const KEEPALIVE_MS = 20_000;

/**
 * Server-sent events for the caller's branch. The web reads them with fetch (so the bearer token
 * travels in a header, never in a URL) and reconnects after a drop.
 */
export const eventsRoutes: FastifyPluginAsync<{ events: EventBus }> = async (app, { events }) => {
  const open = new Set<ServerResponse>();
  // Shutdown must not wait for terminals that never hang up.
  app.addHook('onClose', async () => {
    for (const stream of open) stream.end();
  });

  app.get('/events', { schema: { tags: ['events'], hide: true } }, async (request, reply) => {
    const branchId = requireBranch(requireAuth(request));
    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    stream.write(': connected\nretry: 1000\n\n');
    open.add(stream);
    const unsubscribe = events.subscribe(branchId, (event) => {
      stream.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    });
    const keepalive = setInterval(() => stream.write(': keepalive\n\n'), KEEPALIVE_MS);
    stream.on('close', () => {
      clearInterval(keepalive);
      unsubscribe();
      open.delete(stream);
    });
  });
};
