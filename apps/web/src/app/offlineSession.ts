import type { SessionUser } from '@comandero/domain';
import { useOutboxStatus } from './outbox/outboxStatus';
import { serverAnswers } from './serverReachable';
import { isStoredUser } from './storage';

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

/**
 * Follows an offline session: ends it when its time is up, and asks the server again whenever the
 * connection comes back (the browser's online event, or the outbox's heartbeat seeing the server).
 * Returns a function that stops following it.
 */
export function watchOfflineSession(until: number, events: { expired(): void; reconnected(): void }): () => void {
  // setTimeout's longest delay is ~24.8 days; an offline session is at most 12 h.
  const timer = setTimeout(events.expired, Math.max(0, until - Date.now()));
  const onOnline = () => events.reconnected();
  window.addEventListener('online', onOnline);
  const stopHeartbeat = useOutboxStatus.subscribe((state, previous) => {
    if (state.online && !previous.online) events.reconnected();
  });
  return () => {
    clearTimeout(timer);
    window.removeEventListener('online', onOnline);
    stopHeartbeat();
  };
}
