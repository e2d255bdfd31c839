import { useOutboxStatus } from './outboxStatus';

/** Kept in local storage so a new page knows, without opening IndexedDB, that writes wait to be sent. */
export const PENDING_HINT_KEY = 'outboxPending';

/** Writes may wait on this device: counted by this page's sender, or hinted by an earlier page. */
export const writesMayWait = (): boolean =>
  useOutboxStatus.getState().pending > 0 || Number(localStorage.getItem(PENDING_HINT_KEY) ?? 0) > 0;

/** Starts the sender now (loading IndexedDB's code) only when this device has writes waiting. */
export function startOutboxIfPending(): void {
  if (Number(localStorage.getItem(PENDING_HINT_KEY) ?? 0) > 0) void startOutbox();
}

export async function startOutbox(): Promise<void> {
  const { startSender } = await import('./sender');
  startSender();
}
