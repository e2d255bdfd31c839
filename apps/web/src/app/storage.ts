import type { LoginResponse, SessionUser } from '@comandero/domain';

/** Local storage keys of spec 01 §3 that belong to a signed-in session. */
export const STORAGE_KEYS = { jwt: 'jwt', user: 'user' } as const;

/** An offline session's end (epoch ms): the session was opened from a verifier on this device. */
export const OFFLINE_SESSION_KEY = 'offlineSession';

/**
 * Everything a sign-out removes; the language choice and the device id survive it, and so does
 * IndexedDB (the outbox, the caches, the offline sign-in verifiers): a sign-out never loses a write.
 */
const SESSION_KEYS = [
  'jwt',
  'jwt_local',
  'user',
  'branch',
  'business',
  'openCashier',
  'table',
  OFFLINE_SESSION_KEY,
] as const;

export interface StoredSession {
  jwt: string | null;
  user: SessionUser | null;
}

export async function readStoredSession(): Promise<StoredSession> {
  return { jwt: localStorage.getItem(STORAGE_KEYS.jwt), user: await readStoredUser() };
}

/** Every field of a session user; the compiler insists the list follows SessionUser. */
const SESSION_USER_FIELDS = Object.keys({
  id: true,
  name: true,
  username: true,
  email: true,
  phone: true,
  role: true,
  business: true,
  branch: true,
  cashier: true,
  createdAt: true,
  allowedViews: true,
  securityPolitics: true,
} satisfies Record<keyof SessionUser, true>);

/**
 * A user as this build stores it: every field present. Checked without zod, which the first screen
 * does not download (DESIGN §10); the server's answer to /auth/me replaces it right after start.
 */
export function isStoredUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    SESSION_USER_FIELDS.every((field) => field in user) &&
    typeof user.id === 'string' &&
    typeof (user.role as { name?: unknown } | null)?.name === 'string' &&
    typeof user.securityPolitics === 'object' &&
    user.securityPolitics !== null &&
    Array.isArray(user.allowedViews)
  );
}

async function readStoredUser(): Promise<SessionUser | null> {
  const raw = localStorage.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    // A user stored by an older build may lack fields: treat it as absent rather than trust it.
    const stored: unknown = JSON.parse(raw);
    return isStoredUser(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** Only the token and the user are kept; the password never reaches storage. */
export function writeStoredSession({ jwt, user }: Pick<LoginResponse, 'jwt' | 'user'>): void {
  localStorage.setItem(STORAGE_KEYS.jwt, jwt);
  writeStoredUser(user);
}

export function writeStoredUser(user: SessionUser): void {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function clearStoredSession(): void {
  for (const key of SESSION_KEYS) localStorage.removeItem(key);
}

// Whether this page runs an offline session: another tab signing out clears the stored mark first.
let offlineHere = false;

/** The stored offline session's end, or null when the session (if any) was opened online. */
export function readOfflineUntil(): number | null {
  const until = Number(localStorage.getItem(OFFLINE_SESSION_KEY) ?? Number.NaN);
  if (Number.isFinite(until)) offlineHere = true;
  return Number.isFinite(until) ? until : null;
}

export function writeOfflineUntil(until: number): void {
  offlineHere = true;
  localStorage.setItem(OFFLINE_SESSION_KEY, String(until));
}

/** This page's session was opened offline, even if another tab has since cleared the stored mark. */
export const offlineSessionHere = (): boolean => offlineHere || readOfflineUntil() !== null;

/** The server took the session back (it answered with the token): it is an ordinary one again. */
export function clearOfflineUntil(): void {
  offlineHere = false;
  localStorage.removeItem(OFFLINE_SESSION_KEY);
}

const DEVICE_KEY = 'deviceId';

/**
 * This browser's id, made once and kept across sign-outs: the server scopes idempotency keys to
 * the device, so writes queued before a change of user still replay as the same operations.
 */
export function deviceId(makeId: () => string): string {
  const stored = localStorage.getItem(DEVICE_KEY);
  if (stored) return stored;
  const made = makeId();
  localStorage.setItem(DEVICE_KEY, made);
  return made;
}

/** Spec 01 §2: a stored jwt that is missing or contains the text undefined is no session. */
export function isUsableJwt(jwt: string | null): jwt is string {
  return !!jwt && !jwt.includes('undefined');
}
