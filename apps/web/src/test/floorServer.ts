import type { Room, SessionUser, Table } from '@comandero/domain';
import { type AppMode, setAppMode } from '../app/appMode';
import { fakeApi, liveEvents } from './fakeApi';
import { MAIN_ROOM } from './fixtures';
import { renderApp, signIn } from './renderApp';

type Routes = Parameters<typeof fakeApi>[0];

interface FloorSetup {
  tables: Table[];
  rooms?: Room[];
  routes?: Routes;
  path?: Parameters<typeof renderApp>[0];
  mode?: AppMode;
}

/** Signs `user` in and opens `path` (the POS by default) against a server holding this floor. */
export function openFloor(
  user: SessionUser,
  { tables, rooms = [MAIN_ROOM], routes = {}, path = '/pos', mode }: FloorSetup,
) {
  signIn(user);
  if (mode) setAppMode(mode);
  const live = liveEvents();
  const server = fakeApi({
    'GET /auth/me': { status: 200, body: { user } },
    'POST /auth/logout': { status: 204 },
    'GET /tables': { status: 200, body: tables },
    'GET /rooms': { status: 200, body: rooms },
    'GET /events': () => live.connect(),
    // The top bar's cashier menu reads the cashiers (none open unless a test says so).
    'GET /cashiers': { status: 200, body: [] },
    'GET /cashiers/mine': { status: 200, body: [] },
    ...routes,
  });
  const app = renderApp(path);
  return { server, app, live };
}
