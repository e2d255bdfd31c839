import type { FastifyInstance } from 'fastify';

const isApiUrl = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * API answers hold a business's data: no browser or proxy may keep them, errors and replays included.
 * A route that sets its own cache-control (a product picture at a versioned URL) keeps it.
 */
export function registerApiNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiUrl(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
