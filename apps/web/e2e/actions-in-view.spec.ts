import { expect, type Locator } from '@playwright/test';
import { test } from './ownServer';
import { FloorPage } from './pages/FloorPage';
import { MenuPage } from './pages/MenuPage';
import { apiSession, productId, signedInTerminal, tablesByNumber } from './session';

// Issue 30 §2: the primary actions stay in view at every size. Playwright's click scrolls to what it
// presses, so a button under the fixed footer would still be pressed: this looks at the screen as
// it is, without scrolling, and asks what lies at the button's centre (`elementFromPoint`).

/** Why `button` cannot be pressed where it is (off-screen, or what covers its centre); null when it can. */
function blockedReason(button: Locator): Promise<string | null> {
  return button.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return `off-screen at ${x}, ${y}`;
    const top = document.elementFromPoint(x, y);
    if (top && (top === element || element.contains(top))) return null;
    return `covered by ${top?.outerHTML.slice(0, 160) ?? 'nothing'}`;
  });
}

/** Five unsent dishes and drinks, none with a choice to make: the order panel at its longest usual length. */
const FIVE = ['Ajiaco santafereño', 'Bandeja paisa', 'Limonada de coco', 'Cerveza nacional', 'Café tinto'];

test('a cashier on a 1024×768 tablet sees Enviar comanda, not covered, with five lines on the table', async ({
  browser,
  api,
  server,
}) => {
  const admin = await apiSession(api, 'admin');
  const headers = { authorization: `Bearer ${admin.jwt}` };
  const table = (await tablesByNumber(api, admin.jwt)).get(2)!;
  const lines = [];
  for (const name of FIVE)
    lines.push({ id: crypto.randomUUID(), productId: await productId(api, admin.jwt, name), quantity: 1 });
  expect((await api.post(`/api/tables/${table.id}/lines`, { headers, data: { lines } })).status()).toBe(200);

  const { page } = await signedInTerminal(browser, api, server.origin, 'caja', {
    baseURL: server.origin,
    viewport: { width: 1024, height: 768 },
  });
  await new FloorPage(page).open();
  await new FloorPage(page).tapTable('Mesa 2');
  const menu = new MenuPage(page);
  await menu.expectTable('Mesa 2');
  await expect(menu.orderPanel.lines).toHaveCount(5);
  const send = menu.orderPanel.region.getByRole('button', { name: 'Enviar comanda' });
  await expect(send).toBeEnabled();
  expect(await blockedReason(send)).toBeNull();
  // The cashier's own action above it, the pre-bill, is in view too.
  expect(await blockedReason(menu.orderPanel.region.getByRole('button', { name: 'Imprimir pre-cuenta' }))).toBeNull();
});
