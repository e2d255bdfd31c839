import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import { inTransaction } from '../../shared/transaction.js';
import { createPasswordCodesRepository } from './password-codes.repository.js';
import { createSetPasswordService } from './set-password.service.js';
import { usersRoutes } from './users.routes.js';
import { createUsersAdminRepository, type UserSessions } from './users-admin.repository.js';
import { createUsersAdminService, type UsersAdminDeps } from './users-admin.service.js';
import { createUsersPageRepository } from './users-page.repository.js';

/** `/api/users` and `/api/roles`: change user's cards, the users screen and set-password codes. */
export async function registerUsers(
  app: FastifyInstance,
  deps: Pick<UsersAdminDeps, 'pinLookupKey' | 'hashSecret' | 'usersChanged' | 'sessionsEnded'> & {
    db: Db;
    clock: Clock;
    rateLimitPerMinute: number;
    /** Auth's sessions repository on a transaction: the one writer of `sessions`. */
    sessions: (executor: Db) => UserSessions;
  },
): Promise<void> {
  const { db, clock } = deps;
  const usersPage = createUsersPageRepository(db);
  const admin = createUsersAdminService({
    users: createUsersAdminRepository(db),
    page: usersPage,
    transaction: (work) =>
      inTransaction(db, (trx) =>
        work({
          users: createUsersAdminRepository(trx),
          codes: createPasswordCodesRepository(trx),
          page: createUsersPageRepository(trx),
          sessions: deps.sessions(trx),
        }),
      ),
    clock,
    pinLookupKey: deps.pinLookupKey,
    hashSecret: deps.hashSecret,
    usersChanged: deps.usersChanged,
    sessionsEnded: deps.sessionsEnded,
  });
  const setPassword = createSetPasswordService({
    codes: createPasswordCodesRepository(db),
    // The set-password calls are not keyed (public, not idempotent): inTransaction stores no answer.
    transaction: (work) =>
      inTransaction(db, (trx) => work({ codes: createPasswordCodesRepository(trx), sessions: deps.sessions(trx) })),
    clock,
    hashSecret: deps.hashSecret,
    sessionsEnded: deps.sessionsEnded,
  });
  await app.register(usersRoutes, { usersPage, admin, setPassword, rateLimitPerMinute: deps.rateLimitPerMinute });
}
