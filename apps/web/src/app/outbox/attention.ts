import { v7 as uuidv7 } from 'uuid';
import { postToTabs } from './channel';
import type { Operation } from './operation';
import { outboxDb } from './outboxDb';

/** Everything waiting on this device, in the order it will be sent; refused ones after. */
export async function listOperations(): Promise<Operation[]> {
  const operations = await outboxDb().operations.orderBy('seq').toArray();
  return [
    ...operations.filter((op) => op.status === 'pending'),
    ...operations.filter((op) => op.status === 'attention'),
  ];
}

/** A refused operation is dropped on purpose (the person decided); nothing is sent. */
export async function discardOperation(id: string): Promise<void> {
  await outboxDb().operations.delete(id);
  postToTabs({ type: 'changed' });
}

/**
 * Sends a refused operation again once what refused it is fixed (the cashier opened, the table
 * freed): a new operation id, since the server keeps its answer to the old one, and a new place
 * at the end of the queue.
 */
export async function retryOperation(
  id: string,
  change: Partial<Pick<Operation, 'path' | 'body'>> = {},
): Promise<void> {
  const database = outboxDb();
  const refused = await database.operations.get(id);
  if (!refused) return;
  const { seq: _seq, refusal: _refusal, ...rest } = refused;
  await database.transaction('rw', database.operations, database.counters, async () => {
    await database.operations.delete(id);
    await database.append({ ...rest, ...change, id: uuidv7(), status: 'pending', attempts: 0, handedOver: true });
  });
  postToTabs({ type: 'changed' });
  postToTabs({ type: 'wake' });
}
