import { useOutboxStatus } from '../app/outbox/outboxStatus';

/** Empties the device's outbox between tests (the sender itself lives on, waiting for the next). */
export async function clearOutbox(): Promise<void> {
  const { outboxDb } = await import('../app/outbox/outboxDb');
  await outboxDb().operations.clear();
  useOutboxStatus.setState({ pending: 0, attention: 0, syncing: false, needsLogin: false, online: true });
}
