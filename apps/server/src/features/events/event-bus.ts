import { EventEmitter } from 'node:events';
import type { LiveEvent } from '@comandero/domain';

/** What a terminal of the branch hears: the domain's live protocol, but its greeting (sent by the stream itself). */
export type BranchEvent = Exclude<LiveEvent, { type: 'live.hello' }>;

/**
 * What the server instances tell each other so their caches forget what changed (never sent to
 * terminals): published on the `INTERNAL_CHANNEL`, which no branch id can equal.
 */
export type Invalidation =
  | { type: 'session.revoked'; sessionId: string }
  /** A user's sign-in data changed (role, cashier, branch…); all of the branch's when userId is absent. */
  | { type: 'users.changed'; branchId: string | null; userId?: string }
  /** Taxes, payment methods or preferences of the branch changed. */
  | { type: 'settings.changed'; branchId: string };

export const INTERNAL_CHANNEL = 'internal';

export type BusEvent = BranchEvent | Invalidation;

export interface EventBus {
  publish(channel: string, event: BusEvent): void;
  subscribe(channel: string, listener: (event: BusEvent) => void): () => void;
}

/** One process's bus: local mode, and each cloud instance's own listeners. */
export function createInProcessEventBus(): EventBus {
  const emitter = new EventEmitter();
  // Every open terminal holds a listener; hundreds are expected, not a leak.
  emitter.setMaxListeners(0);
  return {
    publish: (branchId, event) => emitter.emit(branchId, event),
    subscribe(branchId, listener) {
      emitter.on(branchId, listener);
      return () => emitter.off(branchId, listener);
    },
  };
}
