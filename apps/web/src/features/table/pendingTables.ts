import type { Table } from '@comandero/domain';
import { writesMayWait } from '../../app/outbox/startOutbox';

/**
 * The floor's tables with the writes still waiting on this device laid over (pendingView.ts), whose
 * code loads only when some may wait: the floor's first download stays within budget (DESIGN §10).
 */
export async function withPendingTables(tables: Table[]): Promise<Table[]> {
  if (!writesMayWait()) return tables;
  const pendingView = await import('./pendingView');
  return pendingView.overlayPendingTables(tables);
}
