import { canAuthorizeWithPin, isAllowedRole } from '@comandero/domain';
import type { AuthContext } from '../../shared/auth-context.js';
import { addSeconds, type Clock } from '../../shared/clock.js';
import { AppError } from '../../shared/errors.js';
import type { LoginCandidate, UsersRepository } from '../users/users.repository.js';
import { pinLookupKey, verifySecret } from './passwords.js';
import type { AttemptWindow, PinAttemptsRepository } from './pin-attempts.repository.js';

export type PinPurpose = 'login' | 'authorize';

export interface PinCheck {
  pin: string;
  purpose: PinPurpose;
  /** The user picked on the change-user screen: the PIN must be that user's. */
  userId?: string | undefined;
}

/** Per guessing account: 5 failed PINs in 15 minutes lock its PIN use for 15 minutes. */
export const PIN_LOCK_THRESHOLD = 5;
const ACCOUNT_WINDOW_SECONDS = 15 * 60;
const ACCOUNT_LOCK_SECONDS = 15 * 60;
/** Per branch: past 20 failures in an hour every further failure makes the next try wait twice as long. */
export const BRANCH_SLOWDOWN_THRESHOLD = 20;
const BRANCH_WINDOW_SECONDS = 60 * 60;
const BRANCH_MAX_DELAY_SECONDS = 15 * 60;

interface Deps {
  users: UsersRepository;
  attempts: PinAttemptsRepository;
  clock: Clock;
  pinPepper: string;
}

const incorrectPin = () => new AppError(422, 'INCORRECT_PIN', 'INCORRECT PIN');
const notAllowed = () => new AppError(422, 'PIN_NOT_ALLOWED', 'Security PIN not allowed');
const waitUntil = (code: 'PIN_LOCKED' | 'PIN_SLOWED', message: string, until: string | null, now: Date) => {
  const fallback = addSeconds(now, ACCOUNT_LOCK_SECONDS).getTime();
  const retryAfterSeconds = Math.max(1, Math.ceil(((until ? Date.parse(until) : fallback) - now.getTime()) / 1000));
  return new AppError(429, code, message, { retryAfterSeconds }, { 'retry-after': String(retryAfterSeconds) });
};

/** Whether a user whose PIN matched may do this purpose. */
const mayDo = (purpose: PinPurpose, roleName: string) =>
  purpose === 'login' ? isAllowedRole(roleName) : canAuthorizeWithPin(roleName);

/**
 * The one PIN check every endpoint that takes a PIN uses. Attempts are counted before the PIN is
 * looked at, per account (the caller's: whoever guesses) and per branch, across sessions and
 * terminals; only a successful authorization of the same purpose clears them.
 */
export function createPinVerifier({ users, attempts, clock, pinPepper }: Deps) {
  const windowOf = (now: Date, seconds: number, maxAttempts: number): AttemptWindow => ({
    now: now.toISOString(),
    windowStart: addSeconds(now, -seconds).toISOString(),
    maxAttempts,
  });

  return {
    /** The user the PIN belongs to, when it authorizes `purpose` for this caller; throws otherwise. */
    async verify(auth: AuthContext, check: PinCheck): Promise<LoginCandidate> {
      if (!auth.branchId) throw notAllowed();
      const now = clock.now();
      // The guesser's account (every session and terminal of it), never the user picked on change
      // user: counting that one let any staff member lock the administrator's PIN out.
      const accounts = [`user:${auth.userId}`];
      const branch = `branch:${auth.branchId}`;
      const accountWindow = windowOf(now, ACCOUNT_WINDOW_SECONDS, PIN_LOCK_THRESHOLD);
      const counted: { subject: string; attempts: number }[] = [];
      for (const subject of accounts) {
        const admission = await attempts.admit(subject, check.purpose, accountWindow);
        if (!admission.admitted) {
          throw waitUntil('PIN_LOCKED', 'Too many wrong PINs, wait 15 minutes', admission.lockedUntil, now);
        }
        counted.push({ subject, attempts: admission.attempts });
      }
      const branchWindow = windowOf(now, BRANCH_WINDOW_SECONDS, Number.MAX_SAFE_INTEGER);
      const branchAdmission = await attempts.admit(branch, check.purpose, branchWindow);
      if (!branchAdmission.admitted) {
        throw waitUntil('PIN_SLOWED', 'Too many wrong PINs in this branch, wait', branchAdmission.lockedUntil, now);
      }

      const candidate = await users.findByPinLookup(auth.branchId, pinLookupKey(pinPepper, auth.branchId, check.pin));
      const matches = candidate?.pinHash ? await verifySecret(candidate.pinHash, check.pin) : false;
      const isPicked = check.userId === undefined || candidate?.id === check.userId;
      const isUsable = candidate !== undefined && matches && !candidate.blocked && isPicked;
      if (isUsable && mayDo(check.purpose, candidate.roleName)) {
        await attempts.clear([...accounts, branch], check.purpose);
        return candidate;
      }

      // The attempt stays counted: a correct PIN that may not do this (a waiter's own) is a failure too.
      for (const { subject, attempts: made } of counted) {
        if (made >= PIN_LOCK_THRESHOLD) {
          await attempts.lock(subject, check.purpose, addSeconds(now, ACCOUNT_LOCK_SECONDS).toISOString());
        }
      }
      if (branchAdmission.attempts >= BRANCH_SLOWDOWN_THRESHOLD) {
        const delay = Math.min(2 ** (branchAdmission.attempts - BRANCH_SLOWDOWN_THRESHOLD), BRANCH_MAX_DELAY_SECONDS);
        await attempts.lock(branch, check.purpose, addSeconds(now, delay).toISOString());
      }
      throw isUsable ? notAllowed() : incorrectPin();
    },
  };
}
export type PinVerifier = ReturnType<typeof createPinVerifier>;
