import type { TableOrder } from '@comandero/domain';
import { api } from '../../app/api';
import { loadMenuValidators } from '../../app/loadValidators';
import { writesMayWait } from '../../app/outbox/startOutbox';

/** The table's order: as this device's writes still waiting left it, else as the server holds it. */
export async function fetchTableOrder(tableId: string, signal?: AbortSignal): Promise<TableOrder> {
  const fromServer = async () => {
    const { tableOrderSchema } = await loadMenuValidators();
    return api.get(`/tables/${tableId}/order`, tableOrderSchema, signal);
  };
  if (!writesMayWait()) return fromServer();
  const { orPendingOrder } = await import('./pendingView');
  return orPendingOrder(tableId, fromServer);
}
