import { expect, type Page } from '@playwright/test';
import { type Item, order, sendKept, terminal } from './offlineTerminal';
import { test } from './ownServer';
import { FloorPage } from './pages/FloorPage';
import { MenuPage } from './pages/MenuPage';
import { OutboxPanel } from './pages/OutboxPanel';
import { SCREENSHOTS_DIR, SIZES } from './screenshotTargets';
import { apiSession, tablesByNumber } from './session';
import { visuallySettled } from './settled';

// Pictures of the connection banner and the device's operations drawer, with writes waiting and with
// writes the server refused, in Spanish and English, on a tablet and a phone (gitignored, for a person
// to look at). A server of the test's own, so its tables are all free.

const LANGUAGES = [
  { code: 'es', toggle: 'Español' },
  { code: 'en', toggle: 'English' },
] as const;
const ITEMS: Item[] = [
  { category: 'Bebidas', product: 'Limonada de coco' },
  { category: 'Platos fuertes', product: 'Ajiaco santafereño' },
];

test.slow();

/**
 * Runs `shoot` in each language (switched from the top bar) at each size; `suffix` names the
 * picture ("es-1024x768"). The last language stays on.
 */
async function inEachLanguageAndSize(
  page: Page,
  shoot: (suffix: string, outbox: OutboxPanel, language: (typeof LANGUAGES)[number]) => Promise<void>,
): Promise<void> {
  for (const language of LANGUAGES) {
    await page.setViewportSize(SIZES[0]);
    const toggle = page.getByRole('banner').getByRole('button', { name: language.toggle });
    if (await toggle.isVisible()) await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('lang', language.code);
    const outbox = new OutboxPanel(page, language.code);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await shoot(`${language.code}-${size.width}x${size.height}`, outbox, language);
    }
  }
  await page.setViewportSize(SIZES[0]);
}

/** The current screen with the banner over its top bar, in both languages and sizes; back in Spanish after. */
async function shootScreen(page: Page, name: string): Promise<void> {
  await inEachLanguageAndSize(page, async (suffix) => {
    await visuallySettled(page);
    await page.screenshot({ path: `${SCREENSHOTS_DIR}${name}-${suffix}.png` });
  });
  const spanish = page.getByRole('banner').getByRole('button', { name: 'Español' });
  if (await spanish.isVisible()) await spanish.click();
}

/** The banner on the floor and the drawer it opens, in both languages and sizes. */
async function shootBannerAndDrawer(page: Page, state: string, strip: (outbox: OutboxPanel) => string): Promise<void> {
  await inEachLanguageAndSize(page, async (suffix, outbox) => {
    await visuallySettled(page);
    await page.screenshot({ path: `${SCREENSHOTS_DIR}outbox-${state}-banner-${suffix}.png` });
    await outbox.open(page.locator(strip(outbox)));
    await visuallySettled(page);
    await page.screenshot({ path: `${SCREENSHOTS_DIR}outbox-${state}-drawer-${suffix}.png` });
    await outbox.close();
  });
}

test('the connection banner and the operations drawer: offline with writes waiting, then writes refused', async ({
  browser,
  api,
  server,
}) => {
  const page = await terminal(browser, api, server, 'mesero', null);
  const floor = new FloorPage(page);
  const menu = new MenuPage(page);

  // Offline, the waiter takes Mesa 4, orders two items and sends them: four writes wait.
  await page.context().setOffline(true);
  await floor.take('Mesa 4', 2);
  await menu.expectTable('Mesa 4');
  await order(menu, ITEMS);
  await sendKept(menu, 2);
  // The menu (Mantine's AppShell) moves its header below the banner.
  await shootScreen(page, 'outbox-pending-menu');
  await menu.leave();
  await new OutboxPanel(page).expectOffline(4);
  await shootBannerAndDrawer(page, 'pending', () => '[data-outbox="red"]');

  // Meanwhile the cashier took Mesa 4 on another terminal: back online, the four writes are refused.
  const cashier = await apiSession(api, 'caja');
  const mesa4 = (await tablesByNumber(api, cashier.jwt)).get(4)!;
  const occupied = await api.post(`/api/tables/${mesa4.id}/occupy`, {
    headers: { authorization: `Bearer ${cashier.jwt}` },
    data: { people: 3 },
  });
  expect(occupied.status()).toBe(200);
  await page.context().setOffline(false);
  await new OutboxPanel(page, 'en').expectAttention(4);
  await shootBannerAndDrawer(page, 'attention', () => '[data-outbox="yellow"]');

  // Moving the refused writes to another table: the dialog that asks which one.
  await inEachLanguageAndSize(page, async (suffix, outbox, language) => {
    await outbox.open(outbox.attention);
    await outbox.needingAttention().first().getByRole('button', { name: outbox.texts.move }).click();
    const dialog = page.getByRole('dialog', { name: outbox.texts.moveTitle });
    await expect(dialog).toBeVisible();
    await visuallySettled(page);
    await page.screenshot({ path: `${SCREENSHOTS_DIR}outbox-move-${suffix}.png` });
    await dialog.getByRole('button', { name: language.code === 'es' ? 'Cancelar' : 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await outbox.close();
  });
});
