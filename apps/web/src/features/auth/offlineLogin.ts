import type { LoginResponse, SessionUser } from '@comandero/domain';
import type { OfflineSessionTerms } from '../../app/offlineAuth/offlineRules';
import type { OfflineLoginResult } from '../../app/offlineAuth/passwordLogins';
import type { Verifier } from '../../app/offlineAuth/verifier';

// The verifiers and their IndexedDB load on the first login attempt, never with the login screen (DESIGN §10).
const offlineLogins = () => import('../../app/offlineAuth/passwordLogins');
const offlineSessions = () => import('../../app/offlineSession');

/**
 * Longest a login waits to keep its offline verifier before reloading (a second or so on a tablet;
 * the bound is for an IndexedDB that never answers, so the login is never stuck on it).
 */
export const REMEMBER_LOGIN_TIMEOUT_MS = 20_000;

/** Derives the verifier of what was typed while the login is sent; null where this browser cannot. */
export function prepareOfflineLogin(identifier: string, password: string): Promise<Verifier | null> {
  return offlineLogins()
    .then(({ prepareLoginVerifier }) => prepareLoginVerifier(identifier, password))
    .catch(() => null);
}

/** Keeps this login for offline sign-in on this device; gives up quietly after a bounded wait. */
export async function rememberOfflineLogin(
  identifier: string,
  verifier: Promise<Verifier | null>,
  answer: LoginResponse,
): Promise<void> {
  const remembering = (async () => {
    const prepared = await verifier;
    if (!prepared) return;
    const { rememberPasswordLogin } = await offlineLogins();
    await rememberPasswordLogin(identifier, prepared, answer, Date.now());
  })().catch(() => undefined);
  await Promise.race([remembering, new Promise<void>((resolve) => setTimeout(resolve, REMEMBER_LOGIN_TIMEOUT_MS))]);
}

/** The typed credentials against this device's verifier; null when the device cannot tell (no storage). */
export async function checkOfflineLogin(identifier: string, password: string): Promise<OfflineLoginResult | null> {
  try {
    // The session's module comes along, so a match can start the session with nothing more to load.
    const [{ checkOfflineLogin: check }] = await Promise.all([offlineLogins(), offlineSessions()]);
    return await check(identifier, password, Date.now());
  } catch {
    return null;
  }
}

/** Opens the offline session of a user the device verified; no reload (there is no server to load from). */
export async function startOfflineLoginSession(user: SessionUser, terms: OfflineSessionTerms): Promise<void> {
  const { startOfflineSession } = await offlineSessions();
  startOfflineSession(user, terms);
}
