import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { addSeconds, type Clock } from './clock.js';
import { AppError } from './errors.js';
import type { IdempotencyRepository } from './idempotency.repository.js';

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyClaim: { scope: string; key: string } | null;
  }
  interface FastifyContextConfig {
    /** false: the route ignores Idempotency-Key (login: a replayed token would be a new credential). */
    idempotent?: boolean;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;
/** A claim this old without an answer belongs to a request that died; a retry may take it over. */
const ABANDONED_AFTER_SECONDS = 60;

/**
 * Writes carrying an `Idempotency-Key` (DESIGN §6): the first answer is stored and replayed for a
 * repeat, so a retried or replayed write never duplicates; the same key with another body is refused.
 */
export function registerIdempotency(app: FastifyInstance, repository: IdempotencyRepository, clock: Clock): void {
  app.decorateRequest('idempotencyClaim', null);

  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers['idempotency-key'];
    if (!WRITE_METHODS.has(request.method) || header === undefined) return;
    if (request.routeOptions.config?.idempotent === false) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !KEY_PATTERN.test(key)) {
      throw new AppError(400, 'IDEMPOTENCY_KEY_INVALID', 'Idempotency-Key must be 8 to 128 letters, digits or _.:-');
    }
    const scope = request.auth?.userId ?? `ip:${request.ip}`;
    const requestHash = createHash('sha256')
      .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
      .digest('hex');
    const now = clock.now();
    if (await repository.claim(scope, key, requestHash, now.toISOString())) {
      request.idempotencyClaim = { scope, key };
      return;
    }
    const stored = await repository.find(scope, key);
    if (!stored) throw new AppError(409, 'IDEMPOTENCY_IN_PROGRESS', 'The same operation is being processed, retry');
    if (stored.requestHash !== requestHash) {
      throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for another request');
    }
    if (stored.statusCode === null) {
      const abandonedBefore = addSeconds(now, -ABANDONED_AFTER_SECONDS).toISOString();
      if (await repository.reclaimAbandoned(scope, key, abandonedBefore, now.toISOString())) {
        request.idempotencyClaim = { scope, key };
        return;
      }
      throw new AppError(409, 'IDEMPOTENCY_IN_PROGRESS', 'The same operation is being processed, retry');
    }
    return reply
      .code(stored.statusCode)
      .header('content-type', 'application/json; charset=utf-8')
      .header('idempotent-replayed', 'true')
      .send(stored.responseBody ?? '');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    // A server failure is not an answer: free the key so the client's retry runs again.
    if (reply.statusCode >= 500) await repository.release(claim.scope, claim.key);
    else
      await repository.complete(claim.scope, claim.key, reply.statusCode, typeof payload === 'string' ? payload : '');
    return payload;
  });
}
