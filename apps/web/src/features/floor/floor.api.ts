import type { CreateTableInput, ReleaseTable, Room, Table, TransferTable, UpdateTable } from '@comandero/domain';
import { api, serverChecked } from '../../app/api';
import { loadValidators } from '../../app/loadValidators';
import type { OperationSummary } from '../../app/outbox/operation';
import { submitOperation } from '../../app/outbox/submit';

// Schemas come through loadValidators(); the floor's first reads go without zod (serverChecked), so
// the POS route's first download carries none (DESIGN §10).

export async function fetchTables(signal?: AbortSignal): Promise<Table[]> {
  return api.get('/tables', serverChecked<Table[]>(Array.isArray), signal);
}

export async function fetchRooms(signal?: AbortSignal): Promise<Room[]> {
  return api.get('/rooms', serverChecked<Room[]>(Array.isArray), signal);
}

export async function occupyTable(id: string, people: number, summary?: OperationSummary): Promise<Table> {
  const { tableSchema } = await loadValidators();
  const path = `/tables/${id}/occupy`;
  return submitOperation({ kind: 'occupyTable', method: 'POST', path, body: { people }, summary }, tableSchema);
}

/** Clears the table's order too; what the kitchen has may need an approving PIN (PIN_REQUIRED). */
export async function releaseTable(id: string, body: ReleaseTable, summary?: OperationSummary): Promise<Table> {
  const { tableSchema } = await loadValidators();
  const path = `/tables/${id}/release`;
  return submitOperation({ kind: 'releaseTable', method: 'POST', path, body: body ?? undefined, summary }, tableSchema);
}

export async function transferTable(
  body: TransferTable,
  summary?: OperationSummary,
): Promise<{ source: Table; destination: Table }> {
  const { transferAnswerSchema } = await loadValidators();
  return submitOperation(
    { kind: 'transferTable', method: 'POST', path: '/tables/transfer', body, summary },
    transferAnswerSchema,
  );
}

export async function createTable(body: CreateTableInput, operationId?: string): Promise<Table> {
  const { tableSchema } = await loadValidators();
  return api.post('/tables', body, tableSchema, operationId);
}

export async function updateTable(id: string, body: UpdateTable, operationId?: string): Promise<Table> {
  const { tableSchema } = await loadValidators();
  return api.put(`/tables/${id}`, body, tableSchema, operationId);
}

export async function createRoom(name: string, operationId?: string): Promise<Room> {
  const { roomSchema } = await loadValidators();
  return api.post('/rooms', { name }, roomSchema, operationId);
}

export async function renameRoom(id: string, name: string, version?: number, operationId?: string): Promise<Room> {
  const { roomSchema } = await loadValidators();
  const body = { name, ...(version === undefined ? {} : { version }) };
  return api.put(`/rooms/${id}`, body, roomSchema, operationId);
}

/** Soft delete (tables admin); the server refuses a table with an order (TABLE_HAS_ORDER). */
export async function deleteTable(id: string): Promise<void> {
  await api.delete(`/tables/${id}`, null);
}

/** Soft delete; the server refuses a room that still holds tables (ROOM_HAS_TABLES). */
export async function deleteRoom(id: string): Promise<void> {
  await api.delete(`/rooms/${id}`, null);
}
