/** Spec 01 §1 offline login, bounded: an offline session lasts at most 12 h from its verification. */
export const OFFLINE_SESSION_MS = 12 * 60 * 60 * 1000;
/** A stored token closer than this to its expiry is not worth carrying: the session goes on without it. */
export const MIN_TOKEN_LIFE_MS = 15 * 60 * 1000;

/** The device's PIN lock mirrors the server's (apps/server features/auth/pin-verifier.ts). */
export const PIN_LOCK_THRESHOLD = 5;
export const PIN_WINDOW_MS = 15 * 60 * 1000;
export const PIN_LOCK_MS = 15 * 60 * 1000;

export interface OfflineSessionTerms {
  /** The server token reused, while it lives; null when the session has none to send with. */
  jwt: string | null;
  /** Epoch ms when the offline session ends. */
  until: number;
}

/**
 * The session a verification at `now` opens: 12 h, or less when it reuses a token that expires
 * sooner (the session never outlives the token it sends with); a token about to expire is left out.
 */
export function offlineSessionTerms(now: number, jwt: string | null, jwtExpiresAt: string | null): OfflineSessionTerms {
  const limit = now + OFFLINE_SESSION_MS;
  const expiresAt = jwtExpiresAt === null ? Number.NaN : Date.parse(jwtExpiresAt);
  if (jwt && Number.isFinite(expiresAt) && expiresAt - now >= MIN_TOKEN_LIFE_MS) {
    return { jwt, until: Math.min(limit, expiresAt) };
  }
  return { jwt: null, until: limit };
}

/** The wrong PINs of one account: when each happened, and a lock once there were too many. */
export interface PinFailures {
  subject: string;
  failures: number[];
  lockedUntil: number | null;
}

export const isLocked = (record: PinFailures | undefined, now: number): boolean =>
  record?.lockedUntil != null && record.lockedUntil > now;

/** One more wrong PIN: the 5th within 15 minutes locks the account's PIN use on this device for 15 minutes. */
export function withFailure(record: PinFailures | undefined, subject: string, now: number): PinFailures {
  const failures = [...(record?.failures ?? []).filter((at) => at >= now - PIN_WINDOW_MS), now];
  const lockedUntil = failures.length >= PIN_LOCK_THRESHOLD ? now + PIN_LOCK_MS : null;
  return { subject, failures: lockedUntil === null ? failures : [], lockedUntil };
}
