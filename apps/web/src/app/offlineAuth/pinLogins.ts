import type { LoginResponse, SessionUser } from '@comandero/domain';
import { authDb, type OfflineAccount } from './authDb';
import { isLocked, type OfflineSessionTerms, offlineSessionTerms, withFailure } from './offlineRules';
import { makeVerifier, matchesVerifier, pinSecret, type Verifier } from './verifier';

export type OfflinePinResult =
  | { kind: 'signedIn'; user: SessionUser; terms: OfflineSessionTerms }
  | { kind: 'wrongPin' }
  | { kind: 'locked'; retryAfterSeconds: number }
  /** This user's PIN never worked online on this device: there is nothing to check it against. */
  | { kind: 'needsConnection' };

/** Derives the PIN's verifier while the PIN request is on its way. */
export const preparePinVerifier = (userId: string, pin: string): Promise<Verifier> =>
  makeVerifier(pinSecret(userId, pin));

/** Accounts whose wrong PINs count, as on the server: the signed-in caller's and the picked user's. */
const subjectsOf = (callerId: string | null, userId: string) => [...new Set([callerId ?? userId, userId])];

/**
 * A PIN that changed the user online: keeps its verifier with the new session, drops the previous
 * user's token (the server ended that session) and forgets this device's wrong PINs of both.
 */
export async function rememberPinLogin(
  verifier: Verifier,
  { jwt, expiresAt, user }: LoginResponse,
  previousUserId: string | null,
  now: number,
): Promise<void> {
  const db = authDb();
  await db.transaction('rw', db.accounts, db.pinFailures, async () => {
    const existing = await db.accounts.get(user.id);
    await db.accounts.put({
      ...existing,
      userId: user.id,
      pin: verifier,
      user,
      jwt,
      jwtExpiresAt: expiresAt,
      updatedAt: now,
    });
    if (previousUserId && previousUserId !== user.id) {
      await db.accounts.update(previousUserId, { jwt: null, jwtExpiresAt: null });
    }
    await db.pinFailures.bulkDelete(subjectsOf(previousUserId, user.id));
  });
}

/** Checks a change-user PIN on this device, for when the server cannot be reached. */
export async function checkOfflinePin(
  caller: { id: string; branchId: string },
  userId: string,
  pin: string,
  now: number,
): Promise<OfflinePinResult> {
  const db = authDb();
  const subjects = subjectsOf(caller.id, userId);
  const records = await db.pinFailures.bulkGet(subjects);
  const lockedUntil = Math.max(0, ...records.map((record) => (isLocked(record, now) ? (record?.lockedUntil ?? 0) : 0)));
  if (lockedUntil > now) return { kind: 'locked', retryAfterSeconds: Math.ceil((lockedUntil - now) / 1000) };

  const account = await db.accounts.get(userId);
  if (!canCheckPin(account, caller.branchId)) return { kind: 'needsConnection' };
  if (await matchesVerifier(pinSecret(userId, pin), account.pin)) {
    await db.pinFailures.bulkDelete(subjects);
    return { kind: 'signedIn', user: account.user, terms: offlineSessionTerms(now, account.jwt, account.jwtExpiresAt) };
  }
  await db.transaction('rw', db.pinFailures, async () => {
    for (const subject of subjects) {
      await db.pinFailures.put(withFailure(await db.pinFailures.get(subject), subject, now));
    }
  });
  return { kind: 'wrongPin' };
}

/** The users of the branch whose PIN this device can check offline. */
export async function usersWithOfflinePin(branchId: string): Promise<Set<string>> {
  const accounts = await authDb().accounts.toArray();
  return new Set(accounts.filter((account) => canCheckPin(account, branchId)).map((account) => account.userId));
}

/** A PIN is unique within its branch: a user of another branch cannot be picked here. */
const canCheckPin = (
  account: OfflineAccount | undefined,
  branchId: string,
): account is OfflineAccount & { pin: Verifier } => account?.pin !== undefined && account.user.branch?.id === branchId;
