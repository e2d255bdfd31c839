import type { TableOrder } from '@comandero/domain';
import { api } from '../../app/api';
import { loadMenuValidators } from '../../app/loadValidators';

export async function fetchTableOrder(tableId: string, signal?: AbortSignal): Promise<TableOrder> {
  const { tableOrderSchema } = await loadMenuValidators();
  return api.get(`/tables/${tableId}/order`, tableOrderSchema, signal);
}
