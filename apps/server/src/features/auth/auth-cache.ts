import type { SessionUser } from '@comandero/domain';
import type { AuthContext } from '../../shared/auth-context.js';
import type { Clock } from '../../shared/clock.js';
import { createTtlCache } from '../../shared/ttl-cache.js';
import { type EventBus, INTERNAL_CHANNEL, type Invalidation } from '../events/event-bus.js';

const TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;

/**
 * Verified sessions and signed-in users, kept in the process so an authenticated request costs no
 * query; forgotten on the events that revoke a session or change a user, from any instance.
 */
export function createAuthCache(events: EventBus, clock: Clock) {
  const now = () => clock.now().getTime();
  const sessions = createTtlCache<string, AuthContext>({ ttlMs: TTL_MS, maxEntries: MAX_ENTRIES, now });
  const users = createTtlCache<string, SessionUser>({ ttlMs: TTL_MS, maxEntries: MAX_ENTRIES, now });

  const forget = (event: Invalidation) => {
    if (event.type === 'session.revoked') sessions.delete(event.sessionId);
    if (event.type !== 'users.changed') return;
    const touched = (userId: string, branchId: string | null) =>
      event.userId ? userId === event.userId : branchId === event.branchId;
    sessions.deleteWhere((session) => touched(session.userId, session.branchId));
    users.deleteWhere((user) => touched(user.id, user.branch?.id ?? null));
  };
  const unsubscribe = events.subscribe(INTERNAL_CHANNEL, (event) => {
    if (event.type === 'session.revoked' || event.type === 'users.changed') forget(event);
  });

  return {
    sessions,
    users,
    /** Tells every instance (this one too) to forget. */
    announce(event: Invalidation) {
      forget(event);
      events.publish(INTERNAL_CHANNEL, event);
    },
    close: unsubscribe,
  };
}
export type AuthCache = ReturnType<typeof createAuthCache>;
