import type { ServerResponse } from 'node:http';
import { LIVE_PROTOCOL_VERSION, type LiveEvent } from '@comandero/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { requireAuth } from '../../shared/auth.js';
import { requireBranch } from '../../shared/auth-context.js';
import type { Clock } from '../../shared/clock.js';
import { type EventBus, INTERNAL_CHANNEL } from './event-bus.js';

const KEEPALIVE_MS = 20_000;
// setTimeout fires at once past this; a later expiry is checked again when the timer fires.
const MAX_TIMER_MS = 2 ** 31 - 1;

/** When the (already verified) bearer token of the request expires, in ms since the epoch. */
function tokenExpiryMs(request: FastifyRequest): number {
  const token = request.headers.authorization?.slice('Bearer '.length).trim() ?? '';
  return (decodeJwt(token).exp ?? 0) * 1000;
}

const sendEvent = (stream: ServerResponse, event: LiveEvent) =>
  stream.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);

/**
 * Server-sent events for the caller's branch. The web reads them with fetch (so the bearer token
 * travels in a header, never in a URL) and reconnects after a drop. A stream ends with its
 * session: logout or revocation, on any instance; and when its token expires, since a request
 * with that token would be refused from then on.
 */
export const eventsRoutes: FastifyPluginAsync<{ events: EventBus; clock: Clock }> = async (app, { events, clock }) => {
  const open = new Map<ServerResponse, string>();
  const stopListening = events.subscribe(INTERNAL_CHANNEL, (event) => {
    if (event.type !== 'session.revoked') return;
    for (const [stream, sessionId] of open) if (sessionId === event.sessionId) stream.end();
  });
  // Shutdown must not wait for terminals that never hang up.
  app.addHook('onClose', async () => {
    stopListening();
    for (const stream of open.keys()) stream.end();
  });

  app.get('/events', { schema: { tags: ['events'], hide: true } }, async (request, reply) => {
    const auth = requireAuth(request);
    const branchId = requireBranch(auth);
    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    stream.write(': connected\nretry: 1000\n\n');
    sendEvent(stream, { type: 'live.hello', protocol: LIVE_PROTOCOL_VERSION });
    open.set(stream, auth.sessionId);
    const unsubscribe = events.subscribe(branchId, (event) => sendEvent(stream, event as LiveEvent));
    const keepalive = setInterval(() => stream.write(': keepalive\n\n'), KEEPALIVE_MS);
    const expiresAtMs = tokenExpiryMs(request);
    let expiry: NodeJS.Timeout;
    const endAtExpiry = () => {
      const left = expiresAtMs - clock.now().getTime();
      if (left <= 0) stream.end();
      else expiry = setTimeout(endAtExpiry, Math.min(left, MAX_TIMER_MS));
    };
    endAtExpiry();
    stream.on('close', () => {
      clearInterval(keepalive);
      clearTimeout(expiry);
      unsubscribe();
      open.delete(stream);
    });
  });
};
