import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import type { EventBus } from '../events/event-bus.js';
import { createUsersRepository } from '../users/users.repository.js';
import { authRoutes } from './auth.routes.js';
import { type AuthService, createAuthService } from './auth.service.js';
import { createAuthCache } from './auth-cache.js';
import { createCaptcha } from './captcha.js';
import { hashSecret } from './passwords.js';
import { createPinAttemptsRepository } from './pin-attempts.repository.js';
import { createSessionsRepository } from './sessions.repository.js';

/**
 * The auth service, made before any route (every /api request's token is checked with it), and
 * its cache of sessions and signed-in users, forgotten when the server closes.
 */
export function createAuth(server: FastifyInstance, deps: { config: Config; db: Db; events: EventBus; clock: Clock }) {
  const { config, db, clock } = deps;
  const cache = createAuthCache(deps.events, clock);
  server.addHook('onClose', async () => cache.close());
  const service = createAuthService({
    users: createUsersRepository(db),
    sessions: createSessionsRepository(db),
    pinAttempts: createPinAttemptsRepository(db),
    pinPepper: config.pinPepper,
    cache,
    captcha: config.captchaEnabled ? createCaptcha(config.jwtSecret) : null,
    clock,
    jwtSecret: config.jwtSecret,
    tokenTtlSeconds: config.tokenTtlSeconds,
  });
  return {
    service,
    /** The branch's signed-in users changed (e.g. their cashiers): every instance forgets its cached ones. */
    usersChanged: (branchId: string) => cache.announce({ type: 'users.changed', branchId }),
    /** argon2id, as every password and PIN is stored (DESIGN §9). */
    hashSecret,
    /** One user's sign-in data changed (role, cashier, status). */
    userChanged: (branchId: string, userId: string) => cache.announce({ type: 'users.changed', branchId, userId }),
    /** Sessions revoked outside a logout (a deactivated user): caches and event streams forget them. */
    sessionsEnded: (sessionIds: readonly string[]) => {
      for (const sessionId of sessionIds) cache.announce({ type: 'session.revoked', sessionId });
    },
  };
}

/** `/api/auth`: login, logout, the signed-in user, PINs and the login challenge. */
export async function registerAuth(
  app: FastifyInstance,
  deps: { auth: AuthService; rateLimitPerMinute: number },
): Promise<void> {
  await app.register(authRoutes, deps);
}
