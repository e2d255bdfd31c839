import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { storedProducts } from './catalogCache';
import type { DemoRole } from './demoUsers';
import type { OwnServer } from './ownServer';
import { ChangeUserPage } from './pages/ChangeUserPage';
import { FloorPage } from './pages/FloorPage';
import type { MenuPage } from './pages/MenuPage';
import { expectControlledByServiceWorker } from './serviceWorker';
import { apiSession, signedInTerminal } from './session';

// What the offline specs share: a terminal of a test's own server, ready to lose it (the service
// worker controls it, the cashier is open), and the waiter's steps (in Spanish).

const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });

export type Item = { category: string; product: string };

/** Opens Caja 1 (Carlos Cajero's, seeded) on the server: charging needs an open cashier. */
export async function openCashier(api: APIRequestContext): Promise<string> {
  const admin = await apiSession(api, 'admin');
  const cashiers = (await (await api.get('/api/cashiers', { headers: bearer(admin.jwt) })).json()) as {
    id: string;
    name: string;
  }[];
  const cashierId = cashiers.find((cashier) => cashier.name === 'Caja 1')!.id;
  const counts = Object.fromEntries(
    [50, 100, 200, 500, 1000]
      .map((value) => [`coin_${value}`, 0])
      .concat(
        [1000, 2000, 5000, 10000, 20000, 50000, 100000].map((value) => [`bill_${value}`, value === 50000 ? 2 : 0]),
      ),
  );
  const opened = await api.post('/api/cashiers/register/state', {
    headers: bearer(admin.jwt),
    data: { type: 1, cashierId, createdAt: new Date().toISOString(), detail: { counts } },
  });
  expect(opened.status()).toBe(200);
  return cashierId;
}

/**
 * A terminal of the test's server where `role` is signed in, on the floor, whose device remembers
 * the open cashier (when given), once the service worker controls it (from then on a reload with no
 * server shows the app) and the device holds its copy of the menu.
 */
export async function terminal(
  browser: Browser,
  api: APIRequestContext,
  server: OwnServer,
  role: DemoRole,
  cashierId: string | null,
): Promise<Page> {
  const { page } = await signedInTerminal(browser, api, server.origin, role, { baseURL: server.origin });
  if (cashierId) await page.context().addInitScript((id) => localStorage.setItem('openCashier', id), cashierId);
  const floor = new FloorPage(page);
  await floor.open();
  await expectControlledByServiceWorker(page);
  // Someone works on it while online: the first touch stores the device's copy of the menu.
  await floor.roomTab('Salón Principal').click();
  await expect.poll(() => storedProducts(page)).toBeGreaterThan(30);
  return page;
}

/** Changes the terminal's user by PIN from the floor's top bar, and waits to be back on the floor. */
export async function changeUser(page: Page, name: string, pin: string): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Cambiar usuario' }).click();
  const changeUserPage = new ChangeUserPage(page);
  await expect(page).toHaveURL(/\/changeUser$/);
  await changeUserPage.search.fill(name.split(' ')[0]!);
  // Offline, a card whose PIN this device cannot check is disabled: this one must be usable.
  await expect(changeUserPage.card(name)).toBeEnabled();
  await changeUserPage.signInAs(name, pin);
  await expect(page).toHaveURL(/\/pos/);
  await expect(page.getByRole('banner').getByText(name).first()).toBeVisible();
}

/**
 * The cashier changed in by PIN on this device once while it was online, then the waiter: the
 * device can check both PINs without the server.
 */
export async function bothPinsKnown(page: Page): Promise<void> {
  await changeUser(page, 'Carlos Cajero', '2222');
  await changeUser(page, 'Mario Mesero', '3333');
}

/** Adds products one by one, each from its category, and waits for each line to show. */
export async function order(menu: MenuPage, items: Item[]): Promise<void> {
  for (const { category, product } of items) {
    const before = await menu.orderPanel.lines.count();
    if (!/\/menu\/home$/.test(menu.page.url())) await menu.home();
    await menu.openCategory(category);
    await menu.openProduct(product);
    await menu.product.addButton.click();
    await expect(menu.orderPanel.lines).toHaveCount(before + 1);
  }
}

/** The waiter sends the command; kept on the device, the lines say "En cola" until the server has it. */
export async function sendKept(menu: MenuPage, lines: number): Promise<void> {
  await menu.orderPanel.sendButton.click();
  // The send waits on this device: the kitchen does not have the lines yet (issue 30 §5).
  await expect(menu.orderPanel.lines.filter({ hasText: 'En cola' })).toHaveCount(lines);
  await expect(menu.orderPanel.lines.filter({ hasText: 'Enviado' })).toHaveCount(0);
}
