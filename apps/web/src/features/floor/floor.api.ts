import {
  type CreateTable,
  type Room,
  roomSchema,
  type Table,
  type TransferTable,
  tableSchema,
  type UpdateTable,
} from '@comandero/domain';
import { z } from 'zod';
import { api } from '../../app/api';

const tablesSchema = z.array(tableSchema);
const roomsSchema = z.array(roomSchema);
const transferAnswerSchema = z.object({ source: tableSchema, destination: tableSchema });

export const floorKeys = {
  tables: ['floor', 'tables'] as const,
  rooms: ['floor', 'rooms'] as const,
};

export const fetchTables = (signal?: AbortSignal): Promise<Table[]> => api.get('/tables', tablesSchema, signal);
export const fetchRooms = (signal?: AbortSignal): Promise<Room[]> => api.get('/rooms', roomsSchema, signal);

export const occupyTable = (id: string, people: number, operationId?: string) =>
  api.post(`/tables/${id}/occupy`, { people }, tableSchema, operationId);
export const releaseTable = (id: string, operationId?: string) =>
  api.post(`/tables/${id}/release`, undefined, tableSchema, operationId);
export const transferTable = (body: TransferTable, operationId?: string) =>
  api.post('/tables/transfer', body, transferAnswerSchema, operationId);
export const createTable = (body: CreateTable, operationId?: string) =>
  api.post('/tables', body, tableSchema, operationId);
export const updateTable = (id: string, body: UpdateTable, operationId?: string) =>
  api.put(`/tables/${id}`, body, tableSchema, operationId);
export const createRoom = (name: string, operationId?: string) => api.post('/rooms', { name }, roomSchema, operationId);
export const renameRoom = (id: string, name: string, version?: number, operationId?: string) =>
  api.put(`/rooms/${id}`, { name, ...(version === undefined ? {} : { version }) }, roomSchema, operationId);
