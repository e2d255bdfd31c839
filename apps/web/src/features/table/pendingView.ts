import type { Table, TableOrder } from '@comandero/domain';
import type { OperationKind, ShownOnDevice } from '../../app/outbox/operation';
import { writesMayWait } from '../../app/outbox/startOutbox';

// Writes kept on this device show their effect until the server has them (DESIGN §7), after a
// reload too: each stored write carries what it showed (app/outbox/shown.ts), laid over the reads.
// The outbox's code loads only when writes wait (DESIGN §10 budget).

// Records being stored: a read waits for them, or it could answer what a write showed before the last.
const recording = new Set<Promise<void>>();

/** Stores with a queued write what the screen shows of it (nothing without the write's id). */
export function keepShown(operationId: string | undefined, shown: ShownOnDevice): void {
  if (!operationId) return;
  const record = import('../../app/outbox/shown')
    .then(({ recordShown }) => recordShown(operationId, shown))
    .catch(() => undefined)
    .finally(() => recording.delete(record));
  recording.add(record);
}

async function shownWhilePending(): Promise<(ShownOnDevice & { kind: OperationKind })[]> {
  await Promise.all(recording);
  if (!writesMayWait() || typeof indexedDB === 'undefined') return [];
  const outbox = await import('../../app/outbox/shown');
  return outbox.shownWhilePending().catch(() => []);
}

/** The floor's tables with the latest effect of each write still waiting here. */
export async function overlayPendingTables(tables: Table[]): Promise<Table[]> {
  const shown = new Map((await shownWhilePending()).flatMap(({ table }) => (table ? [[table.id, table]] : [])));
  return shown.size === 0 ? tables : tables.map((table) => shown.get(table.id) ?? table);
}

/** The table's order as the last write still waiting here left it, or what `read` answers. */
export async function orPendingOrder(tableId: string, read: () => Promise<TableOrder>): Promise<TableOrder> {
  const waiting = (await shownWhilePending()).filter(({ order }) => order?.tableId === tableId);
  const order = waiting.at(-1)?.order;
  if (!order) return read();
  // A later write still waits, but the send before it was delivered: its lines are the kitchen's now.
  if (waiting.some(({ kind }) => kind === 'sendCommand')) return order;
  const { withoutSendQueued } = await import('./queuedSend');
  return { ...order, lines: withoutSendQueued(order.lines) };
}
