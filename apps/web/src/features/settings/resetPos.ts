import { statusResponseSchema } from '@comandero/domain';
import { api } from '../../app/api';
import { useOutboxStatus } from '../../app/outbox/outboxStatus';
import { signOut } from '../../app/session';

/** Whether this server offers 'Reset POS' (spec 02 §2: development, test or staging only). */
export async function offersPosReset(signal?: AbortSignal): Promise<boolean> {
  return (await api.get('/general/status', statusResponseSchema, signal)).offersPosReset;
}

/** Writes of this device the server has not taken yet: a reset would lose them. */
export function unsentWrites(): number {
  const { pending, attention } = useOutboxStatus.getState();
  return pending + attention;
}

/**
 * Spec 02 §2 reset: forgets this terminal's configuration and stored state (its copies of the menu,
 * sign-ins and mode), then signs out to the login.
 */
export async function resetPos(): Promise<void> {
  // Cleared before the sign-out, whose reload to the login would cut the rest short.
  const databases = (await indexedDB.databases?.()) ?? [];
  localStorage.clear();
  await Promise.all(
    databases.map(
      ({ name }) =>
        name &&
        new Promise<void>((resolve) => {
          // Blocked by this page's own open connections: the deletion completes as the page reloads.
          const request = indexedDB.deleteDatabase(name);
          request.onsuccess = request.onerror = request.onblocked = () => resolve();
        }),
    ),
  );
  await signOut();
}
