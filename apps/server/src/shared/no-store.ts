import type { FastifyInstance } from 'fastify';

const isApiUrl = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** API answers hold a business's data: no browser or proxy may keep them, errors and replays included. */
export function registerApiNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiUrl(request.url)) reply.header('cache-control', 'no-store');
    return payload;
  });
}
