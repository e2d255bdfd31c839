/** Kept in local storage so a new page knows, without opening IndexedDB, that writes wait to be sent. */
export const PENDING_HINT_KEY = 'outboxPending';

/** Starts the sender now (loading IndexedDB's code) only when this device has writes waiting. */
export function startOutboxIfPending(): void {
  if (Number(localStorage.getItem(PENDING_HINT_KEY) ?? 0) > 0) void startOutbox();
}

export async function startOutbox(): Promise<void> {
  const { startSender } = await import('./sender');
  startSender();
}
