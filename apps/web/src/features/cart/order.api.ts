import type { AddLinesInput, RemoveLine, SendCommandResponse, TableOrder, UpdateLine } from '@comandero/domain';
import { api } from '../../app/api';
import { loadMenuValidators } from '../../app/loadValidators';

/** The tablet sends what was chosen with its own line ids; the server prices the lines. */
export async function addLines(tableId: string, body: AddLinesInput, operationId?: string): Promise<TableOrder> {
  const { tableOrderSchema } = await loadMenuValidators();
  return api.post(`/tables/${tableId}/lines`, body, tableOrderSchema, operationId);
}

export async function updateLine(
  tableId: string,
  lineId: string,
  body: UpdateLine,
  operationId?: string,
): Promise<TableOrder> {
  const { tableOrderSchema } = await loadMenuValidators();
  return api.put(`/tables/${tableId}/lines/${lineId}`, body, tableOrderSchema, operationId);
}

export async function removeLine(
  tableId: string,
  lineId: string,
  body: RemoveLine,
  operationId?: string,
): Promise<TableOrder> {
  const { tableOrderSchema } = await loadMenuValidators();
  return api.post(`/tables/${tableId}/lines/${lineId}/remove`, body, tableOrderSchema, operationId);
}

/** Leaving the menu in ADD: unsent lines go, and the server frees the table when nothing is left. */
export async function discardUnsent(tableId: string, operationId?: string): Promise<TableOrder> {
  const { tableOrderSchema } = await loadMenuValidators();
  return api.post(`/tables/${tableId}/lines/discard-unsent`, { release: true }, tableOrderSchema, operationId);
}

export async function sendCommand(tableId: string, operationId?: string): Promise<SendCommandResponse> {
  const { sendCommandResponseSchema } = await loadMenuValidators();
  return api.post(`/tables/${tableId}/command`, undefined, sendCommandResponseSchema, operationId);
}
