import { ApiError } from './api';

/** A gateway's answers that mean the server itself is not there. */
const SERVER_MISSING_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);
const PROBE_TIMEOUT_MS = 3000;

/** The call got no answer from the server: the network is down or the server is (not a refusal). */
export const isUnreachable = (error: unknown): boolean =>
  error instanceof ApiError && (error.code === 'NETWORK_ERROR' || SERVER_MISSING_STATUSES.has(error.status));

/** Whether the server answers right now: any answer of its own counts, a failure or a timeout does not. */
export async function serverAnswers(): Promise<boolean> {
  try {
    const response = await fetch('/api/general/now', {
      cache: 'no-store',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    return !SERVER_MISSING_STATUSES.has(response.status);
  } catch {
    return false;
  }
}
