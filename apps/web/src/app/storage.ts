import type { LoginResponse, SessionUser } from '@comandero/domain';
import { loadValidators } from './loadValidators';

/** Local storage keys of spec 01 §3 that belong to a signed-in session. */
export const STORAGE_KEYS = { jwt: 'jwt', user: 'user' } as const;

/** Everything a sign-out removes; the language choice survives it. */
const SESSION_KEYS = ['jwt', 'jwt_local', 'user', 'branch', 'business', 'openCashier', 'table'] as const;

export interface StoredSession {
  jwt: string | null;
  user: SessionUser | null;
}

export async function readStoredSession(): Promise<StoredSession> {
  return { jwt: localStorage.getItem(STORAGE_KEYS.jwt), user: await readStoredUser() };
}

async function readStoredUser(): Promise<SessionUser | null> {
  const raw = localStorage.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  const { sessionUserSchema } = await loadValidators();
  try {
    // A user stored by an older build may lack fields: treat it as absent rather than trust it.
    const parsed = sessionUserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
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

/** Spec 01 §2: a stored jwt that is missing or contains the text undefined is no session. */
export function isUsableJwt(jwt: string | null): jwt is string {
  return !!jwt && !jwt.includes('undefined');
}
