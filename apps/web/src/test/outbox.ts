import { useOutboxStatus } from '../app/outbox/outboxStatus';

/** Empties the device's outbox between tests (the sender itself lives on, waiting for the next). */
export async function clearOutbox(): Promise<void> {
  const { outboxDb } = await import('../app/outbox/outboxDb');
  await outboxDb().operations.clear();
  // A sender left waiting for the connection by the last test tries the next write first.
  const { postToTabs } = await import('../app/outbox/channel');
  postToTabs({ type: 'wake' });
  useOutboxStatus.setState({ pending: 0, attention: 0, syncing: false, needsLogin: false, online: true });
}
