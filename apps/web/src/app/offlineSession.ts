import type { SessionUser } from '@comandero/domain';
import { signOutLocally } from './api';
import { writeLoginNotice } from './loginNotice';
import { useOutboxStatus } from './outbox/outboxStatus';
import { serverAnswers } from './serverReachable';
import { useSession } from './session';
import {
  clearOfflineUntil,
  clearStoredSession,
  isStoredUser,
  isUsableJwt,
  STORAGE_KEYS,
  writeOfflineUntil,
  writeStoredUser,
} from './storage';

// Loaded only when an offline session starts or is restored (session.ts imports it on demand), so
// the first download of every screen stays without it (DESIGN §10).

/** How a session opened offline fares once the server answers again. */
export type Reconnection =
  /** The server still takes the session's token: it carries on as an ordinary session. */
  | { kind: 'resumed'; user: SessionUser }
  /** The server answers but the session has no live token: the person signs in again. */
  | { kind: 'signInAgain' }
  | { kind: 'stillOffline' };

/** Asks the server about an offline session's token, without the client's sign-out on a 401. */
export async function checkReconnection(jwt: string | null): Promise<Reconnection> {
  if (!(await serverAnswers())) return { kind: 'stillOffline' };
  if (!jwt) return { kind: 'signInAgain' };
  try {
    const response = await fetch('/api/auth/me', {
      headers: { accept: 'application/json', authorization: `Bearer ${jwt}` },
      cache: 'no-store',
    });
    if (response.status === 401 || response.status === 403) return { kind: 'signInAgain' };
    const body = (await response.json().catch(() => null)) as { user?: unknown } | null;
    return response.ok && isStoredUser(body?.user) ? { kind: 'resumed', user: body.user } : { kind: 'stillOffline' };
  } catch {
    return { kind: 'stillOffline' };
  }
}

/** Stores an offline session: the token it carries (none when the device had no live one) and its end. */
function writeOfflineSession({ jwt, user, until }: { jwt: string | null; user: SessionUser; until: number }): void {
  if (jwt) localStorage.setItem(STORAGE_KEYS.jwt, jwt);
  else localStorage.removeItem(STORAGE_KEYS.jwt);
  writeStoredUser(user);
  writeOfflineUntil(until);
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

let stopFollowing: () => void = () => undefined;
let reconnecting = false;

/** Stops following the offline session (its end and the connection): it ended, or became an ordinary one. */
export function stopFollowingOfflineSession(): void {
  stopFollowing();
  stopFollowing = () => undefined;
}

/**
 * Follows an offline session: ends it when its time is up, and asks the server again whenever the
 * connection comes back (the browser's online event, or the outbox's heartbeat seeing the server).
 */
export function followOfflineSession(until: number): void {
  stopFollowingOfflineSession();
  // setTimeout's longest delay is ~24.8 days; an offline session is at most 12 h.
  const timer = setTimeout(endExpiredOfflineSession, Math.max(0, until - Date.now()));
  const onOnline = () => void resumeOfflineSession();
  window.addEventListener('online', onOnline);
  const stopHeartbeat = useOutboxStatus.subscribe((state, previous) => {
    if (state.online && !previous.online) void resumeOfflineSession();
  });
  stopFollowing = () => {
    clearTimeout(timer);
    window.removeEventListener('online', onOnline);
    stopHeartbeat();
  };
}

/** Its time is up: back to the login in place (a reload needs the server, which may still be away). */
function endExpiredOfflineSession(): void {
  stopFollowingOfflineSession();
  if (useSession.getState().offlineUntil === null) return;
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
      stopFollowingOfflineSession();
      clearOfflineUntil();
      writeStoredUser(reconnection.user);
      useSession.setState({ user: reconnection.user, offlineUntil: null });
    } else if (reconnection.kind === 'signInAgain') {
      stopFollowingOfflineSession();
      writeLoginNotice('reconnected');
      // The page reloads at the login; the screens stay as they are until then.
      signOutLocally();
    }
  } finally {
    reconnecting = false;
  }
}

/** A logout ends the token on the server: the device keeps the user's verifier, not the token. */
export async function forgetSessionToken(userId: string): Promise<void> {
  const { forgetSessionToken: forget } = await import('./offlineAuth/passwordLogins');
  await forget(userId);
}
