import { type APIRequestContext, type Browser, type BrowserContextOptions, expect, type Page } from '@playwright/test';
import { DEMO_USERS, type DemoRole } from './demoUsers';

export interface ApiSession {
  jwt: string;
  user: { id: string; name: string };
}

/** Logs a demo user in through the API, as the login screen would. */
export async function apiSession(request: APIRequestContext, role: DemoRole): Promise<ApiSession> {
  const { email, password } = DEMO_USERS[role];
  const answer = await request.post('/api/auth/login', { data: { identifier: email, password } });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as ApiSession;
}

interface TerminalOptions extends BrowserContextOptions {
  /** The device's app mode (spec 01 §1), stored before the first page loads. */
  mode?: 'normal' | 'waiters';
}

/**
 * A terminal of its own (a browser context) where `role` is already signed in: the session sits in
 * local storage as a login leaves it, so the first page loaded is the one the test opens.
 */
export async function signedInTerminal(
  browser: Browser,
  request: APIRequestContext,
  baseURL: string,
  role: DemoRole,
  { mode, ...options }: TerminalOptions = {},
): Promise<{ page: Page; session: ApiSession }> {
  const session = await apiSession(request, role);
  const localStorage = [
    { name: 'jwt', value: session.jwt },
    { name: 'user', value: JSON.stringify(session.user) },
    ...(mode ? [{ name: 'mode', value: mode }] : []),
  ];
  const context = await browser.newContext({
    locale: 'es-ES',
    ...options,
    storageState: { cookies: [], origins: [{ origin: baseURL, localStorage }] },
  });
  return { page: await context.newPage(), session };
}

/** The floor's tables as the server has them, by number. */
export async function tablesByNumber(request: APIRequestContext, jwt: string) {
  const answer = await request.get('/api/tables', { headers: { authorization: `Bearer ${jwt}` } });
  expect(answer.status()).toBe(200);
  const tables = (await answer.json()) as {
    id: string;
    numberTable: number;
    busy: boolean;
    shape: string;
    position: number | null;
    roomId: string | null;
  }[];
  return new Map(tables.map((table) => [table.numberTable, table]));
}

/** A product's id by its exact name, through the menu's product search. */
export async function productId(request: APIRequestContext, jwt: string, name: string): Promise<string> {
  const answer = await request.post('/api/menu/products/page', {
    headers: { authorization: `Bearer ${jwt}` },
    data: { page: 0, pageSize: 10, filters: { name } },
  });
  const { content } = (await answer.json()) as { content: { id: string; name: string }[] };
  return content.find((product) => product.name === name)!.id;
}

/** The drawer's count at opening (every coin and bill of the demo's currency, COP): a change fund of 100.000. */
const CHANGE_FUND = Object.fromEntries([
  ...[50, 100, 200, 500, 1000].map((value) => [`coin_${value}`, 0]),
  ...[1000, 2000, 5000, 10000, 20000, 50000, 100000].map((value) => [`bill_${value}`, value === 50000 ? 2 : 0]),
]);

/**
 * A cash drawer of a spec's own, assigned to Carlos Cajero (a cashier charges only into his own) and
 * opened by the administrator with the change fund; its id, for a device to remember as open.
 */
export async function openCashierOfOwn(request: APIRequestContext, name: string): Promise<string> {
  const admin = await apiSession(request, 'admin');
  const cashier = await apiSession(request, 'caja');
  const headers = { authorization: `Bearer ${admin.jwt}` };
  const created = await request.post('/api/cashiers', { headers, data: { name, userIds: [cashier.user.id] } });
  expect(created.status()).toBe(201);
  const cashierId = ((await created.json()) as { id: string }).id;
  const opened = await request.post('/api/cashiers/register/state', {
    headers,
    data: { type: 1, cashierId, createdAt: new Date().toISOString(), detail: { counts: CHANGE_FUND } },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  return cashierId;
}

/**
 * A cash drawer of the administrator's own, opened through the API with a change fund of 100.000
 * (two 50.000 bills, not part of the sales): the drawer a delivery or a table is charged in.
 */
export async function openAdminDrawer(request: APIRequestContext, admin: ApiSession): Promise<string> {
  const headers = { authorization: `Bearer ${admin.jwt}` };
  const created = await request.post('/api/cashiers', {
    headers,
    data: { name: 'Caja Domicilios', userIds: [admin.user.id] },
  });
  expect(created.status()).toBe(201);
  const cashierId = ((await created.json()) as { id: string }).id;
  const counts = Object.fromEntries([
    ...[50, 100, 200, 500, 1000].map((value) => [`coin_${value}`, 0]),
    ...[1000, 2000, 5000, 10000, 20000, 50000, 100000].map((value) => [`bill_${value}`, value === 50000 ? 2 : 0]),
  ]);
  const opened = await request.post('/api/cashiers/register/state', {
    headers,
    data: { type: 1, cashierId, createdAt: new Date().toISOString(), detail: { counts } },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  return cashierId;
}
