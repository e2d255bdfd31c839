import {
  isAllowedRole,
  type LoginRequest,
  type LoginResponse,
  type PinAuthorizeResponse,
  type SessionUser,
  securityPoliticsFor,
} from '@comandero/domain';
import type { AuthContext } from '../../shared/auth-context.js';
import { addSeconds, type Clock } from '../../shared/clock.js';
import { AppError } from '../../shared/errors.js';
import { newId } from '../../shared/ids.js';
import type { FailureWindow, UsersRepository } from '../users/users.repository.js';
import type { AuthCache } from './auth-cache.js';
import type { Captcha } from './captcha.js';
import { burnVerifyTime, pinLookupKey, verifySecret } from './passwords.js';
import type { PinAttemptsRepository } from './pin-attempts.repository.js';
import { createPinVerifier, type PinCheck } from './pin-verifier.js';
import type { SessionsRepository } from './sessions.repository.js';
import { signToken, verifyToken } from './tokens.js';

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

export const LOGIN_LOCK_THRESHOLD = 10;
const FAILURE_WINDOW_SECONDS = 15 * 60;
const LOCK_SECONDS = 15 * 60;

interface Deps {
  users: UsersRepository;
  sessions: SessionsRepository;
  pinAttempts: PinAttemptsRepository;
  /** The key of the PINs' lookup HMAC; kept with the JWT secret, outside the database. */
  pinPepper: string;
  cache: AuthCache;
  captcha: Captcha | null;
  clock: Clock;
  jwtSecret: Uint8Array;
  tokenTtlSeconds: number;
}

const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', 'Información incorrecta!');
const unauthorizedRole = () => new AppError(403, 'UNAUTHORIZED_ROLE', 'Usuario no autorizado');
const accountLocked = (lockedUntil: string, now: Date) => {
  const retryAfterSeconds = Math.ceil((Date.parse(lockedUntil) - now.getTime()) / 1000);
  return new AppError(
    423,
    'ACCOUNT_LOCKED',
    'Too many failed attempts: the account is locked for 15 minutes',
    { lockedUntil, retryAfterSeconds },
    { 'retry-after': String(retryAfterSeconds) },
  );
};

export function createAuthService(deps: Deps) {
  const { users, sessions, clock } = deps;

  const failureWindow = (threshold: number): FailureWindow => {
    const now = clock.now();
    return {
      now: now.toISOString(),
      windowStart: addSeconds(now, -FAILURE_WINDOW_SECONDS).toISOString(),
      threshold,
      lockedUntil: addSeconds(now, LOCK_SECONDS).toISOString(),
    };
  };

  const pins = createPinVerifier({ users, attempts: deps.pinAttempts, clock, pinPepper: deps.pinPepper });

  /** Revoked in the database, then forgotten by every instance's cache and its open event streams. */
  async function endSession(sessionId: string): Promise<void> {
    await sessions.revoke(sessionId, clock.now().toISOString());
    deps.cache.announce({ type: 'session.revoked', sessionId });
  }

  async function openSession(userId: string, client: ClientInfo): Promise<LoginResponse> {
    const user = await users.findSessionUser(userId);
    if (!user) throw invalidCredentials();
    const now = clock.now();
    const expiresAt = addSeconds(now, deps.tokenTtlSeconds);
    const sessionId = newId();
    await sessions.create({
      id: sessionId,
      userId,
      businessId: user.business.id,
      branchId: user.branch?.id ?? null,
      createdAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
    });
    const jwt = await signToken(deps.jwtSecret, { userId, sessionId }, now, expiresAt);
    return { jwt, expiresAt: expiresAt.toISOString(), user };
  }

  const service = {
    captchaEnabled: deps.captcha !== null,

    async captchaChallenge(): Promise<unknown> {
      if (!deps.captcha) throw new AppError(404, 'NOT_FOUND', 'The human verification is off');
      return deps.captcha.createChallenge();
    },

    async login(request: LoginRequest, client: ClientInfo): Promise<LoginResponse> {
      await deps.captcha?.verify(request.captcha);
      const candidate = await users.findForLogin(request.identifier);
      if (!candidate) {
        await burnVerifyTime(request.password);
        throw invalidCredentials();
      }
      const now = clock.now();
      // Counted before the password is checked, so concurrent guesses past the threshold are refused.
      const window = failureWindow(LOGIN_LOCK_THRESHOLD);
      const admission = await users.admitLogin(candidate.id, window);
      if (!admission.admitted) throw accountLocked(admission.lockedUntil ?? window.lockedUntil, now);
      const passwordMatches = await verifySecret(candidate.passwordHash, request.password);
      if (!passwordMatches || candidate.blocked) {
        if (admission.attempts < LOGIN_LOCK_THRESHOLD) throw invalidCredentials();
        await users.lockLogin(candidate.id, window.lockedUntil);
        throw accountLocked(window.lockedUntil, now);
      }
      if (!isAllowedRole(candidate.roleName)) throw unauthorizedRole();
      await users.clearLoginFailures(candidate.id);
      return openSession(candidate.id, client);
    },

    async logout(auth: AuthContext): Promise<void> {
      await endSession(auth.sessionId);
    },

    /** Resolves a bearer token; 401 with a code saying why when it is not usable. */
    async authenticate(token: string): Promise<AuthContext> {
      const now = clock.now();
      const claims = await verifyToken(deps.jwtSecret, token, now);
      const cached = deps.cache.sessions.get(claims.sessionId);
      if (cached?.userId === claims.userId) return cached;
      const session = await sessions.findActive(claims.sessionId, claims.userId, now.toISOString());
      if (!session) throw new AppError(401, 'SESSION_REVOKED', 'The session has ended, sign in again');
      const context: AuthContext = {
        userId: session.userId,
        sessionId: session.sessionId,
        businessId: session.businessId,
        branchId: session.branchId,
        roleName: session.roleName,
        politics: securityPoliticsFor(session.roleName, JSON.parse(session.allowedViews)),
      };
      deps.cache.sessions.set(claims.sessionId, context, Date.parse(session.expiresAt));
      return context;
    },

    async currentUser(auth: AuthContext): Promise<SessionUser> {
      const cached = deps.cache.users.get(auth.userId);
      if (cached) return cached;
      const user = await users.findSessionUser(auth.userId);
      if (!user) throw new AppError(401, 'SESSION_REVOKED', 'The session has ended, sign in again');
      deps.cache.users.set(auth.userId, user);
      return user;
    },

    /**
     * Identifies a user of the caller's branch by PIN. `login` switches this terminal to that user
     * (change user); `authorize` returns the Administrator or Cashier approving an operation.
     */
    async pin(auth: AuthContext, request: PinCheck, client: ClientInfo): Promise<LoginResponse | PinAuthorizeResponse> {
      const candidate = await pins.verify(auth, request);
      if (request.purpose === 'authorize') {
        const user = await users.findSessionUser(candidate.id);
        if (!user) throw new AppError(422, 'INCORRECT_PIN', 'INCORRECT PIN');
        return { user: { id: user.id, name: user.name, role: user.role } };
      }
      const response = await openSession(candidate.id, client);
      await endSession(auth.sessionId);
      return response;
    },

    /** The Administrator or Cashier whose PIN approves an operation of the caller (throws otherwise). */
    async approveWithPin(auth: AuthContext, pin: string): Promise<{ id: string; name: string }> {
      const approver = await pins.verify(auth, { pin, purpose: 'authorize' });
      return { id: approver.id, name: approver.name };
    },

    pinLookupKey: (branchId: string, pin: string) => pinLookupKey(deps.pinPepper, branchId, pin),
  };
  return service;
}
export type AuthService = ReturnType<typeof createAuthService>;
