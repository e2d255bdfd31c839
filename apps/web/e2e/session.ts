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
