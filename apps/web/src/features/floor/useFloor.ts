import type { Room, Table } from '@comandero/domain';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { keepInCache, orStoredCopy, refreshIfStarted } from '../../app/catalogCache/firstScreen';
import { followLiveEvents, type ServerEvent } from '../../app/liveEvents';
import { useSession } from '../../app/session';
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

export function applyServerEvent(client: QueryClient, event: ServerEvent): void {
  const data = event.data as { table?: Table; tableId?: string; room?: Room; roomId?: string };
  if (event.type === 'table.changed' && data.table) applyTable(client, data.table);
  else if (event.type === 'table.removed' && data.tableId) {
    client.setQueryData<Table[]>(floorKeys.tables, (tables) => tables?.filter((table) => table.id !== data.tableId));
  } else if (event.type === 'room.changed' && data.room) applyRoom(client, data.room);
  else if (event.type === 'room.removed' && data.roomId) {
    client.setQueryData<Room[]>(floorKeys.rooms, (rooms) => rooms?.filter((room) => room.id !== data.roomId));
  }
  // Order PIN, tips or taxes changed: the next bill is computed with the new ones.
  else if (event.type === 'preferences.changed') void client.invalidateQueries({ queryKey: ['checkout'] });
  // Another terminal changed a table's lines: read that order again if this terminal shows it.
  else if (event.type === 'order.changed' && data.tableId) {
    void client.invalidateQueries({ queryKey: orderKeys.table(data.tableId) });
  }
}

/** The device's offline copy follows the events too: the floor as it now is, the catalog read again. */
function keepCopyCurrent(client: QueryClient, event: ServerEvent): void {
  if (event.type === 'catalog.changed' || event.type === 'preferences.changed') refreshIfStarted();
  else if (event.type === 'table.changed' || event.type === 'table.removed') {
    keepInCache('tables', client.getQueryData(floorKeys.tables));
  } else if (event.type === 'room.changed' || event.type === 'room.removed') {
    keepInCache('rooms', client.getQueryData(floorKeys.rooms));
  }
}

/** The branch's rooms and tables, kept live by the server's events (DESIGN §6). */
export function useFloor() {
  const client = useQueryClient();
  // A change of user (PIN) ends the old session: follow the events again with the new token.
  const jwt = useSession((state) => state.jwt);
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

  useEffect(() => {
    if (!jwt) return;
    return followLiveEvents({
      onEvent: (event) => {
        applyServerEvent(client, event);
        keepCopyCurrent(client, event);
      },
      // Events sent before this connection (first load included) may be missed: read the floor again.
      onConnected: () => {
        void client.invalidateQueries({ queryKey: ['floor'] });
        void client.invalidateQueries({ queryKey: ['order'] });
        void client.invalidateQueries({ queryKey: ['checkout'] });
        refreshIfStarted();
      },
    });
  }, [client, jwt]);

  return { tables, rooms };
}
