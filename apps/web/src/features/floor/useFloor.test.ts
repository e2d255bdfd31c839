import { money, type Room, type Table } from '@comandero/domain';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { floorKeys } from '../table';
import { applyServerEvent } from './useFloor';

const table = (numberTable: number, version = 1, busy = false): Table => ({
  id: `00000000-0000-7000-8000-00000000000${numberTable}`,
  name: `Mesa ${numberTable}`,
  numberTable,
  roomId: null,
  shape: 'CIRCLE',
  size: 'BIG',
  position: numberTable,
  busy,
  user: null,
  people: null,
  currentOrderId: null,
  total: money(0),
  itemCount: 0,
  unsentCount: 0,
  seatedAt: null,
  preBilled: false,
  version,
});

describe('applyServerEvent', () => {
  it('replaces a changed table in the cached floor, keeping the order by number', () => {
    const client = new QueryClient();
    client.setQueryData(floorKeys.tables, [table(1), table(2), table(3)]);
    applyServerEvent(client, { type: 'table.changed', table: table(2, 2, true) });
    const tables = client.getQueryData<Table[]>(floorKeys.tables)!;
    expect(tables.map((t) => [t.numberTable, t.busy])).toEqual([
      [1, false],
      [2, true],
      [3, false],
    ]);
  });

  it('ignores an event older than what the terminal already has', () => {
    const client = new QueryClient();
    client.setQueryData(floorKeys.tables, [table(1, 5, true)]);
    applyServerEvent(client, { type: 'table.changed', table: table(1, 4, false) });
    expect(client.getQueryData<Table[]>(floorKeys.tables)![0]!.busy).toBe(true);
  });

  it('removes a deleted table', () => {
    const client = new QueryClient();
    client.setQueryData(floorKeys.tables, [table(1), table(2)]);
    applyServerEvent(client, { type: 'table.removed', tableId: table(1).id });
    expect(client.getQueryData<Table[]>(floorKeys.tables)!.map((t) => t.numberTable)).toEqual([2]);
  });

  it('removes a deleted room', () => {
    const client = new QueryClient();
    const room = (id: string): Room => ({ id, name: id, virtual: false, version: 1 });
    client.setQueryData(floorKeys.rooms, [room('a'), room('b')]);
    applyServerEvent(client, { type: 'room.removed', roomId: 'a' });
    expect(client.getQueryData<Room[]>(floorKeys.rooms)!.map((r) => r.id)).toEqual(['b']);
  });
});
