import type { LiveEvent, Room, Table } from '@comandero/domain';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { keepInCache, orStoredCopy } from '../../app/catalogCache/firstScreen';
import { onLiveConnected, onLiveEvent } from '../../app/live';
import { floorKeys, orderKeys, withPendingTables } from '../table';
import { fetchRooms, fetchTables } from './floor.api';

const byNumber = (a: Table, b: Table) => a.numberTable - b.numberTable;

/** Puts a table the server announced into the cached floor, unless the cache already has a newer one. */
export function applyTable(client: QueryClient, table: Table): void {
  client.setQueryData<Table[]>(floorKeys.tables, (tables) => {
    if (!tables) return tables;
    const current = tables.find((candidate) => candidate.id === table.id);
    if (current && current.version > table.version) return tables;
    return [...tables.filter((candidate) => candidate.id !== table.id), table].sort(byNumber);
  });
}

export function applyRoom(client: QueryClient, room: Room): void {
  client.setQueryData<Room[]>(floorKeys.rooms, (rooms) => {
    if (!rooms) return rooms;
    const exists = rooms.some((candidate) => candidate.id === room.id);
    return exists ? rooms.map((candidate) => (candidate.id === room.id ? room : candidate)) : [...rooms, room];
  });
}

/** What the floor does with the branch's events: its cached rooms and tables, and the device's copy of them. */
export function applyServerEvent(client: QueryClient, event: LiveEvent): void {
  if (event.type === 'table.changed') applyTable(client, event.table);
  else if (event.type === 'table.removed') {
    client.setQueryData<Table[]>(floorKeys.tables, (tables) => tables?.filter((table) => table.id !== event.tableId));
  } else if (event.type === 'room.changed') applyRoom(client, event.room);
  else if (event.type === 'room.removed') {
    client.setQueryData<Room[]>(floorKeys.rooms, (rooms) => rooms?.filter((room) => room.id !== event.roomId));
  }
  // Another terminal changed a table's lines: read that order again if this terminal shows it.
  else if (event.type === 'order.changed') void client.invalidateQueries({ queryKey: orderKeys.table(event.tableId) });
  if (event.type === 'table.changed' || event.type === 'table.removed') {
    keepInCache('tables', client.getQueryData(floorKeys.tables));
  } else if (event.type === 'room.changed' || event.type === 'room.removed') {
    keepInCache('rooms', client.getQueryData(floorKeys.rooms));
  }
}

const FLOOR_EVENTS = ['table.changed', 'table.removed', 'room.changed', 'room.removed', 'order.changed'] as const;

/** Keeps the cached floor live: mounted once, in the signed-in shell, whatever screen shows the floor. */
export function useLiveFloor(): void {
  const client = useQueryClient();
  useEffect(() => {
    const stops = FLOOR_EVENTS.map((type) => onLiveEvent(type, (event) => applyServerEvent(client, event)));
    // Events sent before this connection (first load included) may be missed: read the floor again.
    stops.push(
      onLiveConnected(() => {
        void client.invalidateQueries({ queryKey: ['floor'] });
        void client.invalidateQueries({ queryKey: ['order'] });
      }),
    );
    return () => {
      for (const stop of stops) stop();
    };
  }, [client]);
}

/** The branch's rooms and tables, kept live by the server's events (DESIGN §6). */
export function useFloor() {
  const client = useQueryClient();
  // Offline, a first read runs anyway (offlineFirst) and falls back to the device's copy; the
  // writes still waiting on this device show over either.
  const hasData = (key: readonly string[]) => () => client.getQueryData(key) !== undefined;
  const tables = useQuery({
    queryKey: floorKeys.tables,
    queryFn: ({ signal }) =>
      orStoredCopy('tables', fetchTables(signal), hasData(floorKeys.tables)).then(withPendingTables),
    networkMode: 'offlineFirst',
  });
  const rooms = useQuery({
    queryKey: floorKeys.rooms,
    queryFn: ({ signal }) => orStoredCopy('rooms', fetchRooms(signal), hasData(floorKeys.rooms)),
    networkMode: 'offlineFirst',
  });

  return { tables, rooms };
}
