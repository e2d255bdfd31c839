import type { LoginResponse, SessionUser } from '@comandero/domain';
import { create } from 'zustand';
import { ApiError, api, serverChecked, signOutLocally } from './api';
import { isStoredUser, isUsableJwt, readStoredSession, writeStoredSession, writeStoredUser } from './storage';

interface SessionState {
  jwt: string | null;
  user: SessionUser | null;
}

/** The signed-in user of this terminal, mirrored in local storage (spec 01 §3 keys jwt and user). */
export const useSession = create<SessionState>(() => ({ jwt: null, user: null }));

/** Reads the stored session; the app renders after it, so guards never see a half-restored state. */
export async function restoreSession(): Promise<void> {
  useSession.setState(await readStoredSession());
}

export const isSignedIn = ({ jwt, user }: SessionState): boolean => isUsableJwt(jwt) && user !== null;

/** Stores a login answer; the caller reloads the page so the app starts clean as that user. */
export function persistLogin(answer: LoginResponse): void {
  writeStoredSession(answer);
}

/** A change of user by PIN: this terminal carries on as the new user without a reload. */
export function adoptSession(answer: LoginResponse): void {
  writeStoredSession(answer);
  useSession.setState({ jwt: answer.jwt, user: answer.user });
}

const hasUser = (data: unknown) => typeof data === 'object' && isStoredUser((data as { user?: unknown }).user);

/** Brings the stored user up to date (role, branch, permissions may have changed since login). */
export async function refreshUser(): Promise<void> {
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

/** Ends the session on the server (so the token stops working), then clears and reloads to login. */
export async function signOut(): Promise<void> {
  if (isUsableJwt(useSession.getState().jwt)) {
    await api.post('/auth/logout', undefined, null).catch(() => undefined);
  }
  useSession.setState({ jwt: null, user: null });
  signOutLocally();
}
