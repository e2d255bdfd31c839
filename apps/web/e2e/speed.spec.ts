import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  request as playwrightRequest,
  test,
} from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { OwnServer } from './ownServer';
import { tileName } from './pages/FloorPage';
import { openCashierOfOwn, signedInTerminal } from './session';
import { tap } from './tap';
import { scaled } from './timeouts';

// Issue 14: taking a table for 2, ordering 5 items (one in a size), sending, and charging in cash with
// change, counted tap by tap as a cashier does it: at most 12 on a tablet, 14 on a phone.

const TEXTS = {
  es: {
    locale: 'es-ES',
    people: '¿Cuántas personas?',
    category: 'Ver productos de Bebidas',
    add: (name: string) => new RegExp(`^Agregar ${name},`),
    addSize: (name: string, size: string) => new RegExp(`^Agregar ${name} ${size},`),
    send: 'Enviar comanda',
    close: 'Cerrar mesa',
    quickCash: 'Cobrar en efectivo con',
    change: 'Entregar cambio',
    done: 'Listo',
    order: /^Pedido · /,
  },
  en: {
    locale: 'en-US',
    people: 'How many people?',
    category: 'See the products of Bebidas',
    add: (name: string) => new RegExp(`^Add ${name},`),
    addSize: (name: string, size: string) => new RegExp(`^Add ${name} ${size},`),
    send: 'Send to kitchen',
    close: 'Close table',
    quickCash: 'Charge cash with',
    change: 'Give the change',
    done: 'Done',
    order: /^Order · /,
  },
} as const;

const SIZES = [
  { name: 'tablet', viewport: { width: 1024, height: 768 }, most: 12, table: 0 },
  { name: 'phone', viewport: { width: 390, height: 844 }, most: 14, table: 1 },
] as const;

// A stopgap on a loaded 2-core machine, where Chromium has dropped inputs (see tapCounter): retried on
// a fresh server, reported as flaky. ('Sin conexión' in a failure's snapshot is the afterAll's stop.)
test.describe.configure({ mode: 'serial', retries: 2 });

let server: OwnServer;
let api: APIRequestContext;
let cashierId = '';

test.beforeAll(async () => {
  // A server of its own: four free tables and a cashier open for Carlos Cajero, whatever other specs did.
  server = await OwnServer.start();
  api = await playwrightRequest.newContext({ baseURL: server.origin });
  cashierId = await openCashierOfOwn(api, 'Caja Rápida');
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

/** Counts the presses the page receives (capture phase, before the app): did a tap arrive at all? */
function countPresses(): void {
  const win = window as unknown as { receivedPresses: number };
  win.receivedPresses = 0;
  document.addEventListener('pointerdown', () => win.receivedPresses++, true);
}

const receivedPresses = (page: Page) =>
  page.evaluate(() => (window as unknown as { receivedPresses: number }).receivedPresses);

/**
 * Taps, counting each: the figure the issue asks for. What also answers a long press (a tile, a
 * product card) gets one unsplittable tap gesture (tap.ts); the rest Playwright's click, which
 * checks what it hits when it presses. On a loaded 2-core runner Chromium now and then acknowledges
 * an input and delivers no event to the page at all (traces show no pointerdown, no click, for a
 * minute): a tap with no press in the page 15 s later is sent again, uncounted and logged, since no
 * finger did anything wrong. A press the page
 * received and then lost is the app's fault, and the order's own checks fail the test.
 */
function tapCounter(page: Page) {
  let taps = 0;
  const delivered = async (send: () => Promise<void>) => {
    taps++;
    for (let attempt = 1; ; attempt++) {
      const before = await receivedPresses(page);
      await send();
      // Long enough for a press queued behind a busy page (seen 4 s late), short of a lost one.
      const arrived = await expect
        .poll(() => receivedPresses(page), { timeout: scaled(15_000) })
        .toBeGreaterThan(before)
        .then(
          () => true,
          () => false,
        );
      if (arrived) return;
      if (attempt === 3) throw new Error('Three taps in a row never reached the page');
      console.log(`tap ${taps}: Chromium delivered no event to the page; sent again`);
    }
  };
  return {
    tap: (target: Locator) => delivered(() => target.click()),
    press: (target: Locator) => delivered(() => tap(target)),
    count: () => taps,
  };
}

for (const [index, [language, texts]] of Object.entries(TEXTS).entries()) {
  for (const size of SIZES) {
    const tableName = `Mesa ${9 + index * 2 + size.table}`;
    test(`a 5-item order sent and paid in cash with change in at most ${size.most} taps (${language}, ${size.name})`, async ({
      browser,
    }) => {
      const { page } = await signedInTerminal(browser, api, server.origin, 'caja', {
        baseURL: server.origin,
        locale: texts.locale,
        viewport: size.viewport,
      });
      await page.addInitScript((id) => localStorage.setItem('openCashier', id), cashierId);
      await page.addInitScript(countPresses);
      await page.goto('/pos');
      const { tap, press, count } = tapCounter(page);

      // The table for 2: the tile, then the people selector, which opens the menu.
      await press(page.getByRole('button', { name: tileName(tableName) }));
      await tap(page.getByRole('dialog', { name: texts.people }).getByRole('button', { name: '2', exact: true }));
      await expect(page).toHaveURL(/\/menu\/home$/);

      // Five items: a water, two beers (the second tap adds one more), a coffee and a 1.5 L soda. A
      // waiter sees each line appear before the next tap, as the test does.
      await tap(page.getByRole('link', { name: texts.category }));
      const order = page.getByRole('region', { name: texts.order });
      const adds = [
        texts.add('Agua'),
        texts.add('Cerveza nacional'),
        texts.add('Cerveza nacional'),
        texts.add('Café tinto'),
        texts.addSize('Gaseosa', '1.5 L'),
      ];
      for (const [lines, add] of adds.entries()) {
        await press(page.getByRole('button', { name: add }));
        await expect(order.getByRole('listitem')).toHaveCount(lines + 1);
      }
      await expect(order.getByTestId('order-subtotal')).toHaveText(/30[.,]000/);
      // The phone's layout (the order under a sticky bar) is checked here; the tablet's by order.spec.
      if (size.name === 'phone') await expectNoSeriousA11yViolations(page, `order on a phone (${language})`);

      const sent = page.waitForResponse((response) => response.url().endsWith('/command') && response.ok());
      await tap(order.getByRole('button', { name: texts.send }));
      await sent;

      // Charged in cash with $50.000: cash is chosen already, and the quick amount charges at once.
      await tap(order.getByRole('button', { name: texts.close }));
      await tap(page.getByRole('group', { name: texts.quickCash }).getByRole('button', { name: /^\$50[.,]000$/ }));
      const change = page.getByRole('dialog', { name: texts.change });
      await expect(change.getByTestId('change-given')).toBeVisible();
      await tap(change.getByRole('button', { name: texts.done }));
      await expect(page).toHaveURL(/\/pos/);

      console.log(`taps (${language}, ${size.name}): ${count()}`);
      expect(count()).toBeLessThanOrEqual(size.most);
    });
  }
}
