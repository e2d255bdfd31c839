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

const TABLE_PATH = /^\/tables\/([^/]+)\//;

/** The table a write is about (its path `/tables/<id>/…`), or null. */
export const tableOf = (operation: Pick<Operation, 'path'>): string | null =>
  TABLE_PATH.exec(operation.path)?.[1] ?? null;

/**
 * Issue 13 §4: what the server refused for a table (taken meanwhile by another terminal) goes to
 * another one: each refused write of that table is sent again, in its order, for the chosen table.
 */
export function moveToTable(fromTableId: string, to: { id: string; name: string }): Promise<number> {
  return resendForTable(fromTableId, (operation) => ({
    ...operation,
    path: operation.path.replace(TABLE_PATH, `/tables/${to.id}/`),
    summary: { ...operation.summary, tableName: to.name },
  }));
}

type Resend = Omit<Operation, 'seq' | 'refusal'>;

/** Sends the table's refused writes again, in order and under new ids, as `change` makes them. */
async function resendForTable(tableId: string, change: (operation: Resend) => Resend): Promise<number> {
  const database = outboxDb();
  const sent = await database.transaction('rw', database.operations, database.counters, async () => {
    const refused = (await database.operations.orderBy('seq').toArray()).filter(
      (operation) => operation.status === 'attention' && tableOf(operation) === tableId,
    );
    for (const { seq: _seq, refusal: _refusal, ...rest } of refused) {
      await database.operations.delete(rest.id);
      await database.append({ ...change(rest), id: uuidv7(), status: 'pending', attempts: 0, handedOver: true });
    }
    return refused.length;
  });
  postToTabs({ type: 'changed' });
  postToTabs({ type: 'wake' });
  return sent;
}
