import { create } from 'zustand';
import { outboxIsEmpty, subscribePending } from '../../app/outbox/outboxStatus';

interface AppUpdateState {
  /** A new version waits and nothing written on this device is unsent. */
  offered: boolean;
  /** Put off by the staff until the next page load or the next version. */
  dismissed: boolean;
}

export const useAppUpdate = create<AppUpdateState>(() => ({ offered: false, dismissed: false }));

let activateNewVersion: (() => void) | null = null;
let stopWatchingOutbox: (() => void) | null = null;

/**
 * A new version is installed and waits. It is offered only while the outbox is empty: writes still
 * unsent keep the running version (the one that wrote them) until the last one is sent.
 */
export function offerUpdate(activate: () => void): void {
  activateNewVersion = activate;
  useAppUpdate.setState({ offered: outboxIsEmpty(), dismissed: false });
  // A write made after the offer withdraws it until the outbox is empty again.
  stopWatchingOutbox ??= subscribePending((pending) => useAppUpdate.setState({ offered: pending === 0 }));
}

/** Switches to the waiting version, unless a write slipped in since the offer; true if it did. */
export function acceptUpdate(): boolean {
  if (!activateNewVersion || !outboxIsEmpty()) {
    useAppUpdate.setState({ offered: false });
    return false;
  }
  activateNewVersion();
  return true;
}

/** Hides the offer; the new version still waits, and the next page load offers it again. */
export function dismissUpdate(): void {
  useAppUpdate.setState({ dismissed: true });
}

/** Forgets any offer (tests). */
export function resetAppUpdate(): void {
  stopWatchingOutbox?.();
  stopWatchingOutbox = null;
  activateNewVersion = null;
  useAppUpdate.setState({ offered: false, dismissed: false });
}
