import type { AddLinesInput, RemoveLine, SendCommandResponse, TableOrder, UpdateLine } from '@comandero/domain';
import { loadMenuValidators } from '../../app/loadValidators';
import type { OperationSummary } from '../../app/outbox/operation';
import { submitOperation } from '../../app/outbox/submit';

/** The tablet sends what was chosen with its own line ids; the server prices the lines. */
export async function addLines(tableId: string, body: AddLinesInput, summary?: OperationSummary): Promise<TableOrder> {
  const { tableOrderSchema } = await loadMenuValidators();
  const path = `/tables/${tableId}/lines`;
  return submitOperation({ kind: 'addLines', method: 'POST', path, body, summary }, tableOrderSchema);
}

export async function updateLine(
  tableId: string,
  lineId: string,
  body: UpdateLine,
  summary?: OperationSummary,
): Promise<TableOrder> {
  const { tableOrderSchema } = await loadMenuValidators();
  const path = `/tables/${tableId}/lines/${lineId}`;
  return submitOperation({ kind: 'updateLine', method: 'PUT', path, body, summary }, tableOrderSchema);
}

export async function removeLine(
  tableId: string,
  lineId: string,
  body: RemoveLine,
  summary?: OperationSummary,
): Promise<TableOrder> {
  const { tableOrderSchema } = await loadMenuValidators();
  const path = `/tables/${tableId}/lines/${lineId}/remove`;
  return submitOperation({ kind: 'removeLine', method: 'POST', path, body, summary }, tableOrderSchema);
}

/** Leaving the menu in ADD: unsent lines go, and the server frees the table when nothing is left. */
export async function discardUnsent(tableId: string, summary?: OperationSummary): Promise<TableOrder> {
  const { tableOrderSchema } = await loadMenuValidators();
  const path = `/tables/${tableId}/lines/discard-unsent`;
  return submitOperation(
    { kind: 'discardUnsent', method: 'POST', path, body: { release: true }, summary },
    tableOrderSchema,
  );
}

export async function sendCommand(tableId: string, summary?: OperationSummary): Promise<SendCommandResponse> {
  const { sendCommandResponseSchema } = await loadMenuValidators();
  const path = `/tables/${tableId}/command`;
  return submitOperation({ kind: 'sendCommand', method: 'POST', path, summary }, sendCommandResponseSchema);
}
