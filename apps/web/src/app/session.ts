import type { LoginResponse, SessionUser } from '@comandero/domain';
import { create } from 'zustand';
import { ApiError, api, serverChecked, signOutLocally } from './api';
import { checkReconnection, watchOfflineSession } from './offlineSession';
import {
  clearOfflineUntil,
  clearStoredSession,
  isStoredUser,
  isUsableJwt,
  readOfflineUntil,
  readStoredSession,
  writeLoginNotice,
  writeOfflineSession,
  writeStoredSession,
  writeStoredUser,
} from './storage';

interface SessionState {
  jwt: string | null;
  user: SessionUser | null;
  /** Set while the session was opened offline from this device's verifier: when it ends (epoch ms). */
  offlineUntil: number | null;
}

/** The signed-in user of this terminal, mirrored in local storage (spec 01 §3 keys jwt and user). */
export const useSession = create<SessionState>(() => ({ jwt: null, user: null, offlineUntil: null }));

/** Stops following the offline session in progress (its timer and its connection listeners). */
let stopFollowing: () => void = () => undefined;
let reconnecting = false;

/** Reads the stored session; the app renders after it, so guards never see a half-restored state. */
export async function restoreSession(): Promise<void> {
  const stored = await readStoredSession();
  const offlineUntil = readOfflineUntil();
  if (offlineUntil !== null && offlineUntil <= Date.now()) {
    clearStoredSession();
    useSession.setState({ jwt: null, user: null, offlineUntil: null });
    return;
  }
  useSession.setState({ ...stored, offlineUntil });
  if (offlineUntil !== null) followOfflineSession(offlineUntil);
}

/** Signed in: a usable token, or an offline session still within its time, and a user. */
export const isSignedIn = ({ jwt, user, offlineUntil }: SessionState): boolean =>
  user !== null && (isUsableJwt(jwt) || (offlineUntil !== null && offlineUntil > Date.now()));

/** Stores a login answer; the caller reloads the page so the app starts clean as that user. */
export function persistLogin(answer: LoginResponse): void {
  writeStoredSession(answer);
}

/** A change of user by PIN: this terminal carries on as the new user without a reload. */
export function adoptSession(answer: LoginResponse): void {
  stopFollowing();
  clearOfflineUntil();
  writeStoredSession(answer);
  useSession.setState({ jwt: answer.jwt, user: answer.user, offlineUntil: null });
}

/**
 * A session opened while the server cannot be reached, from a verifier on this device (spec 01 §1):
 * the cached user's roles and permissions, the user's stored token while it lives, and an end.
 * No reload: with no server, the page could not load again.
 */
export function startOfflineSession(user: SessionUser, terms: { jwt: string | null; until: number }): void {
  writeOfflineSession({ ...terms, user });
  useSession.setState({ jwt: terms.jwt, user, offlineUntil: terms.until });
  followOfflineSession(terms.until);
}

function followOfflineSession(until: number): void {
  stopFollowing();
  stopFollowing = watchOfflineSession(until, {
    expired: endExpiredOfflineSession,
    reconnected: () => void resumeOfflineSession(),
  });
}

/** Its time is up: back to the login in place (a reload needs the server, which may still be away). */
function endExpiredOfflineSession(): void {
  stopFollowing();
  writeLoginNotice('offlineExpired');
  clearStoredSession();
  useSession.setState({ jwt: null, user: null, offlineUntil: null });
}

/**
 * The server answers again: the session carries on with its token when the server still takes it,
 * else the person signs in again. Nothing on the device is lost: the outbox keeps what waits.
 */
export async function resumeOfflineSession(): Promise<void> {
  const { jwt, offlineUntil } = useSession.getState();
  if (offlineUntil === null || reconnecting) return;
  reconnecting = true;
  try {
    const reconnection = await checkReconnection(isUsableJwt(jwt) ? jwt : null);
    if (useSession.getState().offlineUntil === null) return;
    if (reconnection.kind === 'resumed') {
      stopFollowing();
      clearOfflineUntil();
      writeStoredUser(reconnection.user);
      useSession.setState({ user: reconnection.user, offlineUntil: null });
    } else if (reconnection.kind === 'signInAgain') {
      stopFollowing();
      writeLoginNotice('reconnected');
      useSession.setState({ jwt: null, user: null, offlineUntil: null });
      signOutLocally();
    }
  } finally {
    reconnecting = false;
  }
}

const hasUser = (data: unknown) => typeof data === 'object' && isStoredUser((data as { user?: unknown }).user);

/** Brings the stored user up to date (role, branch, permissions may have changed since login). */
export async function refreshUser(): Promise<void> {
  if (useSession.getState().offlineUntil !== null) return resumeOfflineSession();
  if (!isUsableJwt(useSession.getState().jwt)) return;
  try {
    // Every page load asks: read without zod, so the first screen need not download it (serverChecked).
    const { user } = await api.get('/auth/me', serverChecked<{ user: SessionUser }>(hasUser));
    writeStoredUser(user);
    useSession.setState({ user });
  } catch (error) {
    // A 401/403 already signed out in the client; an unreachable server keeps the stored user.
    if (!(error instanceof ApiError)) throw error;
  }
}

/**
 * Ends the session on the server (so the token stops working), drops the token this device keeps
 * for offline sign-in (its verifier stays), then clears and reloads to login.
 */
export async function signOut(): Promise<void> {
  const { jwt, user } = useSession.getState();
  if (isUsableJwt(jwt)) {
    await api.post('/auth/logout', undefined, null).catch(() => undefined);
  }
  if (user) {
    await import('./offlineAuth/passwordLogins')
      .then(({ forgetSessionToken }) => forgetSessionToken(user.id))
      .catch(() => undefined);
  }
  stopFollowing();
  useSession.setState({ jwt: null, user: null, offlineUntil: null });
  signOutLocally();
}
