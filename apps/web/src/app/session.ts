import type { LoginResponse, SessionUser } from '@comandero/domain';
import { create } from 'zustand';
import { ApiError, api, serverChecked, signOutLocally } from './api';
import {
  clearOfflineUntil,
  clearStoredSession,
  isStoredUser,
  isUsableJwt,
  readOfflineUntil,
  readStoredSession,
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

/** An offline session's end and reconnection (offlineSession.ts), loaded only when there is one. */
const offlineSessions = () => import('./offlineSession');

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
  if (offlineUntil !== null)
    void offlineSessions().then(({ followOfflineSession }) => followOfflineSession(offlineUntil));
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
  stopFollowingOfflineSession();
  clearOfflineUntil();
  writeStoredSession(answer);
  useSession.setState({ jwt: answer.jwt, user: answer.user, offlineUntil: null });
}

/** An offline session in progress, if any, is over as such: stop following it. */
function stopFollowingOfflineSession(): void {
  if (useSession.getState().offlineUntil === null) return;
  void offlineSessions().then((offline) => offline.stopFollowingOfflineSession());
}

const hasUser = (data: unknown) => typeof data === 'object' && isStoredUser((data as { user?: unknown }).user);

/** Brings the stored user up to date (role, branch, permissions may have changed since login). */
export async function refreshUser(): Promise<void> {
  if (useSession.getState().offlineUntil !== null) {
    return offlineSessions().then(({ resumeOfflineSession }) => resumeOfflineSession());
  }
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
    await offlineSessions()
      .then((offline) => offline.forgetSessionToken(user.id))
      .catch(() => undefined);
  }
  stopFollowingOfflineSession();
  // Signing out is no refusal: the login has nothing to explain.
  clearOfflineUntil();
  useSession.setState({ jwt: null, user: null, offlineUntil: null });
  signOutLocally();
}
