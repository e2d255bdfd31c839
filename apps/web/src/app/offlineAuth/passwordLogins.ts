import type { LoginResponse, SessionUser } from '@comandero/domain';
import { authDb } from './authDb';
import { type OfflineSessionTerms, offlineSessionTerms } from './offlineRules';
import { makeVerifier, matchesVerifier, normalizeIdentifier, passwordSecret, type Verifier } from './verifier';

export type OfflineLoginResult =
  | { kind: 'signedIn'; user: SessionUser; terms: OfflineSessionTerms }
  | { kind: 'wrongPassword' }
  /** Nobody signed in with this identifier on this device. */
  | { kind: 'unknownUser' };

/** Derives the verifier while the login request is on its way (PBKDF2 takes a noticeable moment). */
export const prepareLoginVerifier = (identifier: string, password: string): Promise<Verifier> =>
  makeVerifier(passwordSecret(identifier, password));

/**
 * Keeps the last successful password login of this user on this device: its verifier, the user as
 * the server gave it, and the session token. An older holder of the same identifier loses it.
 */
export async function rememberPasswordLogin(
  identifier: string,
  verifier: Verifier,
  { jwt, expiresAt, user }: LoginResponse,
  now: number,
): Promise<void> {
  const db = authDb();
  const normalized = normalizeIdentifier(identifier);
  await db.transaction('rw', db.accounts, async () => {
    const holders = await db.accounts.where('identifier').equals(normalized).toArray();
    for (const holder of holders) {
      if (holder.userId !== user.id)
        await db.accounts.update(holder.userId, { identifier: undefined, password: undefined });
    }
    const existing = await db.accounts.get(user.id);
    await db.accounts.put({
      ...existing,
      userId: user.id,
      identifier: normalized,
      password: verifier,
      user,
      jwt,
      jwtExpiresAt: expiresAt,
      updatedAt: now,
    });
  });
}

/** Checks a login against the stored verifier, for when the server cannot be reached. */
export async function checkOfflineLogin(
  identifier: string,
  password: string,
  now: number,
): Promise<OfflineLoginResult> {
  const account = await authDb().accounts.where('identifier').equals(normalizeIdentifier(identifier)).first();
  if (!account?.password) return { kind: 'unknownUser' };
  if (!(await matchesVerifier(passwordSecret(identifier, password), account.password))) {
    return { kind: 'wrongPassword' };
  }
  return { kind: 'signedIn', user: account.user, terms: offlineSessionTerms(now, account.jwt, account.jwtExpiresAt) };
}

/** A logout (or a change of user, which ends the session on the server) makes the token useless: drop it. */
export async function forgetSessionToken(userId: string): Promise<void> {
  await authDb().accounts.update(userId, { jwt: null, jwtExpiresAt: null });
}
