import { deviceId, STORAGE_KEYS } from '../storage';
import type { Operation, Refusal } from './operation';

/** How one try of sending an operation ended. */
export type AttemptResult =
  | { kind: 'answered'; body: unknown }
  | { kind: 'refused'; refusal: Refusal }
  /** No answer, or one saying "not now": the operation is tried again later, with the same key. */
  | { kind: 'unreachable'; retryAfterMs?: number }
  | { kind: 'serverError'; refusal: Refusal }
  /** The session is gone: the queue waits for the person to sign in again. */
  | { kind: 'unauthorized' };

/** A hung server counts as unreachable after this; the retry carries the same key, so it is safe. */
const ATTEMPT_TIMEOUT_MS = 15_000;
const NOT_NOW_STATUSES = new Set([502, 503, 504]);

/** The token to send with: the signed-in session's when it is the same person (newer), else the stored one. */
function tokenFor(operation: Operation): string | null {
  try {
    const user = JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null') as { id?: string } | null;
    const current = localStorage.getItem(STORAGE_KEYS.jwt);
    if (current && user?.id === operation.userId) return current;
  } catch {
    // A garbled stored user: fall back to the operation's own token.
  }
  return operation.jwt;
}

async function refusalOf(response: Response): Promise<Refusal> {
  const data = (await response.json().catch(() => null)) as {
    error?: { code?: unknown; message?: unknown; details?: unknown };
  } | null;
  const error = data?.error;
  return {
    status: response.status,
    code: typeof error?.code === 'string' ? error.code : 'BAD_RESPONSE',
    message: typeof error?.message === 'string' ? error.message : `HTTP ${response.status}`,
    ...(error?.details === undefined ? {} : { details: error.details }),
  };
}

export async function attempt(operation: Operation): Promise<AttemptResult> {
  const token = tokenFor(operation);
  const headers: Record<string, string> = {
    accept: 'application/json',
    'idempotency-key': operation.id,
    'x-device-id': deviceId(() => crypto.randomUUID()),
    'x-device-sequence': String(operation.seq),
  };
  // 1: kept on the device while offline, so a charge's bill may have printed with its provisional
  // number, which the server keeps only then (an online charge printed with the server's number).
  headers['x-device-queued'] = operation.handedOver ? '1' : '0';
  if (token) headers.authorization = `Bearer ${token}`;
  if (operation.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api${operation.path}`, {
      method: operation.method,
      headers,
      body: operation.body === undefined ? null : JSON.stringify(operation.body),
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
    });
  } catch {
    return { kind: 'unreachable' };
  }
  if (response.ok) return { kind: 'answered', body: await response.json().catch(() => null) };
  if (NOT_NOW_STATUSES.has(response.status)) return { kind: 'unreachable' };
  if (response.status === 401) return { kind: 'unauthorized' };
  const refusal = await refusalOf(response);
  if (response.status === 429 || refusal.code === 'IDEMPOTENCY_IN_PROGRESS') {
    const seconds = Number(response.headers.get('retry-after'));
    return { kind: 'unreachable', ...(seconds > 0 ? { retryAfterMs: seconds * 1000 } : {}) };
  }
  if (response.status >= 500) return { kind: 'serverError', refusal };
  return { kind: 'refused', refusal };
}
