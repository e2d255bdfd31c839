import { create } from 'zustand';

/** What the staff see of the outbox (no IndexedDB here: this module is on the first screen). */
export interface OutboxStatus {
  /** Operations stored on this device and not yet acknowledged by the server. */
  pending: number;
  /** Operations the server refused: they wait in the "needs attention" list. */
  attention: number;
  /** True while the sender is sending the queue. */
  syncing: boolean;
  /** Whether the server answered the last heartbeat or request (offline after ~5 s without). */
  online: boolean;
  /** The server refused the session the queue sends with: it waits for a new sign-in. */
  needsLogin: boolean;
}

export const useOutboxStatus = create<OutboxStatus>(() => ({
  pending: 0,
  attention: 0,
  syncing: false,
  needsLogin: false,
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
}));

/** True when nothing written on this device waits to be sent (a new app version may then reload). */
export const outboxIsEmpty = (): boolean => useOutboxStatus.getState().pending === 0;

/** Calls back whenever the pending count changes; returns the unsubscribe function. */
export function subscribePending(listener: (pending: number) => void): () => void {
  return useOutboxStatus.subscribe((state, previous) => {
    if (state.pending !== previous.pending) listener(state.pending);
  });
}
