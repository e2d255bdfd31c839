import { queryClient } from '../queryClient';
import { listenToTabs } from './channel';
import type { OperationKind, ShownOnDevice } from './operation';
import { outboxDb } from './outboxDb';

// Writes whose effect this page shows: once the server answers or refuses one, the screens read
// the server again (any tab may send it).
const shownHere = new Set<string>();

listenToTabs((message) => {
  if ((message.type !== 'answered' && message.type !== 'refused') || !shownHere.delete(message.id)) return;
  void queryClient.invalidateQueries({ queryKey: ['floor'] });
  void queryClient.invalidateQueries({ queryKey: ['order'] });
});

/** Keeps with a queued write what the screen showed of it; a write already sent keeps nothing. */
export async function recordShown(id: string, shown: ShownOnDevice): Promise<void> {
  shownHere.add(id);
  const database = outboxDb();
  await database.transaction('rw', database.operations, async () => {
    const operation = await database.operations.get(id);
    if (operation?.status === 'pending') {
      await database.operations.update(id, { shown: { ...operation.shown, ...shown } });
    }
  });
}

/** What this device shows of its writes still waiting to be sent, in the order they were made, and what they are. */
export async function shownWhilePending(): Promise<(ShownOnDevice & { kind: OperationKind })[]> {
  const waiting = await outboxDb()
    .operations.orderBy('seq')
    .filter((operation) => operation.status === 'pending' && operation.shown !== undefined)
    .toArray();
  for (const operation of waiting) shownHere.add(operation.id);
  return waiting.map((operation) => ({ ...operation.shown!, kind: operation.kind }));
}
