import type { SetPasswordRequest } from '@comandero/domain';
import type { Clock } from '../../shared/clock.js';
import { AppError } from '../../shared/errors.js';
import { passwordCodeHash } from './password-code.js';
import type { PasswordCodesRepository } from './password-codes.repository.js';
import type { UserSessions } from './users-admin.repository.js';

export interface SetPasswordUnit {
  codes: PasswordCodesRepository;
  sessions: UserSessions;
}

export interface SetPasswordDeps {
  codes: PasswordCodesRepository;
  transaction: <T>(work: (unit: SetPasswordUnit) => Promise<T>) => Promise<T>;
  clock: Clock;
  hashSecret: (secret: string) => Promise<string>;
  /** Caches and event streams on every instance forget the revoked sessions. */
  sessionsEnded: (sessionIds: readonly string[]) => void;
}

// 422, not 401: the screen is used signed out, and a wrong code is not a lost session.
const invalidCode = () =>
  new AppError(422, 'PASSWORD_CODE_INVALID', 'The code is not valid: it was used, it expired or it does not exist');

/** A new user sets their password with the one-time code the administrator handed over (24 h, single use). */
export function createSetPasswordService({ codes, transaction, clock, hashSecret, sessionsEnded }: SetPasswordDeps) {
  const now = () => clock.now().toISOString();
  return {
    async check(code: string): Promise<{ name: string; email: string }> {
      const user = await codes.peek(passwordCodeHash(code), now());
      if (!user) throw invalidCode();
      return { name: user.name, email: user.email };
    },

    async use(request: SetPasswordRequest): Promise<{ email: string }> {
      const user = await codes.peek(passwordCodeHash(request.code), now());
      if (!user) throw invalidCode();
      // Hashed before the transaction: argon2 takes a while and holds no lock.
      const passwordHash = await hashSecret(request.password);
      const ended = await transaction(async (trx) => {
        // Used in the same transaction that sets the password: a second use finds it used.
        const userId = await trx.codes.consume(passwordCodeHash(request.code), now());
        if (userId !== user.id) throw invalidCode();
        await trx.codes.setPassword(userId, passwordHash, now());
        // A reset often follows a lost device or a leaked password: whoever held the old one is out.
        return trx.sessions.revokeAllOf([userId], now());
      });
      sessionsEnded(ended);
      return { email: user.email };
    },
  };
}
export type SetPasswordService = ReturnType<typeof createSetPasswordService>;
