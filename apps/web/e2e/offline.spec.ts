import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { bothPinsKnown, changeUser, type Item, openCashier, order, sendKept, terminal } from './offlineTerminal';
import { type OwnServer, test } from './ownServer';
import { ChargeResult, CheckoutDrawer } from './pages/CheckoutDrawer';
import { FloorPage } from './pages/FloorPage';
import { LoginPage } from './pages/LoginPage';
import { MenuPage } from './pages/MenuPage';
import { OutboxPanel } from './pages/OutboxPanel';

// Issue 13 "Show it": the service goes on without the server and lands on it exactly once. Each test
// has a server of its own (ownServer.ts): a fresh restaurant whose SQLite file is read for what it
// holds, and a process that can be killed and started again.

// Each test is a whole service with several terminals or tabs: three times the usual bound.
test.slow();

/** The table's five items: two mains and three drinks, none with a choice to make. */
const FIVE_ITEMS: Item[] = [
  { category: 'Platos fuertes', product: 'Ajiaco santafereño' },
  { category: 'Platos fuertes', product: 'Bandeja paisa' },
  { category: 'Bebidas', product: 'Limonada de coco' },
  { category: 'Bebidas', product: 'Cerveza nacional' },
  { category: 'Bebidas', product: 'Café tinto' },
];
const ticketOf = (items: Item[]) => items.map(({ product }) => `1× ${product}`).sort();

const RECONNECTED = 'La conexión volvió: inicie sesión de nuevo. Lo guardado en este dispositivo se enviará después.';

/** Carlos Cajero, changed in by PIN without the server, charges the table: $79.000, its 10 % tip, cash. */
async function cashierChargesInCash(page: Page, tableName: string): Promise<void> {
  const floor = new FloorPage(page);
  const menu = new MenuPage(page);
  await changeUser(page, 'Carlos Cajero', '2222');
  await floor.tapTable(tableName);
  await menu.expectTable(tableName);
  await expect(menu.orderPanel.subtotal).toHaveText('$79.000');
  await menu.orderPanel.region.getByRole('button', { name: 'Cerrar mesa' }).click();
  const drawer = new CheckoutDrawer(page, `Cerrar ${tableName}`);
  await expect(drawer.total).toHaveText('$86.900');
  await drawer.chooseMethod('Efectivo');
  await drawer.typeReceived('100000');
  await expect(drawer.liveChange).toHaveText('$13.100');
  await drawer.chargeButton.click();
  const result = new ChargeResult(page);
  await expect(result.change).toHaveText('Cambio: $13.100');
  await expect(result.dialog.getByTestId('charge-queued')).toBeVisible();
  await result.done();
  await floor.expectBusy(tableName, false);
}

/**
 * Without the server: a reload shows the app and the queue; the tab closed and another opened finds
 * it; two tabs at once see it. Returns the two open tabs.
 */
async function reloadNewTabTwoTabs(firstTab: Page, pending: number): Promise<[Page, Page]> {
  const outbox = new OutboxPanel(firstTab);
  await firstTab.reload();
  await outbox.expectOffline(pending);
  await outbox.open();
  await expect(outbox.pending()).toHaveCount(pending);
  await outbox.close();

  const context = firstTab.context();
  await firstTab.close();
  const secondTab = await context.newPage();
  await secondTab.goto('/pos');
  await new OutboxPanel(secondTab).expectOffline(pending);

  const thirdTab = await context.newPage();
  await thirdTab.goto('/pos');
  await new OutboxPanel(thirdTab).expectOffline(pending);
  await new OutboxPanel(secondTab).expectOffline(pending);
  return [secondTab, thirdTab];
}

/**
 * The server answers again. The cashier's session was opened offline with no token of its own (his
 * PIN last worked online before the waiter's): every tab asks to sign in again and the queue waits
 * for it. He signs in on one tab, the other is reloaded: two signed-in tabs, one sends, both see the
 * queue empty.
 */
async function signInAgainAndSync(tabs: [Page, Page]): Promise<void> {
  for (const tab of tabs) await expect(tab.getByText(RECONNECTED)).toBeVisible();
  await new LoginPage(tabs[0]).signInAs('caja');
  await tabs[1].reload();
  await expect(tabs[1]).toHaveURL(/\/pos/);
  for (const tab of tabs) await new OutboxPanel(tab).expectAllSent();
}

interface HeldOrder {
  close: number;
  total: number;
  methodPay: string | null;
  received: number | null;
  returned: number | null;
  lines: string[];
  jobs: { kind: string; items: string[] }[];
}

/** What the server's database holds for a table: its orders, their lines and their print jobs. */
function heldFor(server: OwnServer, numberTable: number): HeldOrder[] {
  return server.read((database) => {
    const orders = database
      .prepare(
        `select o.id, o.close, o.total, o.method_pay as methodPay, o.value_received as received,
                o.value_returned as returned
           from orders o join dining_tables t on t.id = o.table_id
          where t.number_table = ? and o.deleted = 0 order by o.created_at`,
      )
      .all(numberTable) as (Omit<HeldOrder, 'lines' | 'jobs'> & { id: string })[];
    const linesOf = (orderId: string) =>
      (
        database
          .prepare('select name, quantity, sent_quantity as sent from order_lines where order_id = ?')
          .all(orderId) as { name: string; quantity: number; sent: number }[]
      )
        .map((line) => `${line.quantity}× ${line.name}${line.sent === line.quantity ? '' : ' (not sent)'}`)
        .sort();
    const jobsOf = (orderId: string) =>
      (
        database
          .prepare('select kind, document from print_jobs where order_id = ? order by created_at')
          .all(orderId) as { kind: string; document: string }[]
      ).map((job) => ({
        kind: job.kind,
        items: (JSON.parse(job.document) as { items: { name: string; quantity: number }[] }).items
          .map((item) => `${item.quantity}× ${item.name}`)
          .sort(),
      }));
    return orders.map(({ id, ...order }) => ({ ...order, lines: linesOf(id), jobs: jobsOf(id) }));
  });
}

/** Who holds a table on the server, by name (null when it is free). */
function holderOf(server: OwnServer, numberTable: number): string | null {
  return server.read(
    (database) =>
      (
        database
          .prepare('select u.name from dining_tables t left join users u on u.id = t.user_id where t.number_table = ?')
          .get(numberTable) as { name: string | null }
      ).name,
  );
}

/** The table's one order: five lines, one command with the five, the cash payment and one bill. */
const SERVED_ONCE: HeldOrder[] = [
  {
    close: 1,
    total: 86900,
    methodPay: 'Efectivo',
    received: 100000,
    returned: 13100,
    lines: ticketOf(FIVE_ITEMS),
    jobs: [
      { kind: 'command', items: ticketOf(FIVE_ITEMS) },
      { kind: 'bill', items: ticketOf(FIVE_ITEMS) },
    ],
  },
];

/** The device sequences the server recorded with the writes' answers: each device's each once. */
function expectEachSequenceOnce(server: OwnServer): void {
  const sequences = server.read((database) =>
    (
      database
        .prepare('select scope, device_sequence as seq from idempotency_keys where device_sequence is not null')
        .all() as { scope: string; seq: number }[]
    ).map((row) => `${row.scope} #${row.seq}`),
  );
  expect(sequences.length).toBeGreaterThan(0);
  expect(sequences).toHaveLength(new Set(sequences).size);
}

test('offline (the browser cut off): a waiter takes a table, orders five items and sends; the cashier charges in cash on the same device; reload, a new tab, two tabs; back online the database holds each once', async ({
  browser,
  api,
  server,
}) => {
  const cashierId = await openCashier(api);
  const page = await terminal(browser, api, server, 'mesero', cashierId);
  const floor = new FloorPage(page);
  const menu = new MenuPage(page);
  const outbox = new OutboxPanel(page);
  await bothPinsKnown(page);

  await page.context().setOffline(true);
  await outbox.expectOffline(0);

  // The waiter's service: each write is kept on the device, and the count grows.
  await floor.take('Mesa 1', 2);
  await menu.expectTable('Mesa 1');
  await outbox.expectOffline(1);
  await order(menu, FIVE_ITEMS);
  await expect(menu.orderPanel.subtotal).toHaveText('$79.000');
  await outbox.expectOffline(6);
  await expectNoSeriousA11yViolations(page, 'offline banner');
  await sendKept(menu, 5);
  // Issue 30 §5: the kitchen does not have them yet, and the panel says so line by line.
  for (const { product } of FIVE_ITEMS) await expect(menu.orderPanel.line(product)).toContainText('En cola');
  await outbox.expectOffline(7);
  // Back on the floor the table is still the waiter's, as this device knows it.
  await menu.leave();
  await floor.expectBusy('Mesa 1', true);
  await outbox.expectOffline(7);

  await cashierChargesInCash(page, 'Mesa 1');
  await outbox.expectOffline(8);

  const tabs = await reloadNewTabTwoTabs(page, 8);
  await tabs[0].context().setOffline(false);
  await signInAgainAndSync(tabs);

  expect(heldFor(server, 1)).toEqual(SERVED_ONCE);
  expectEachSequenceOnce(server);
});

test('the server killed mid-service (one write saved but its answer lost): the service goes on, the server restarts on the same data, and the database holds each once', async ({
  browser,
  api,
  server,
}) => {
  const cashierId = await openCashier(api);
  const page = await terminal(browser, api, server, 'mesero', cashierId);
  const floor = new FloorPage(page);
  const menu = new MenuPage(page);
  const outbox = new OutboxPanel(page);
  await bothPinsKnown(page);

  // With the server up: the table and two items, saved.
  await floor.take('Mesa 2', 2);
  await menu.expectTable('Mesa 2');
  await order(menu, FIVE_ITEMS.slice(0, 2));
  await expect(menu.orderPanel.region.getByText('Guardando…')).toHaveCount(0);
  await outbox.expectAllSent();

  // The third item reaches the server, which saves it and is killed before its answer gets back.
  await page.route(
    '**/api/tables/*/lines',
    async (route) => {
      const saved = await route.fetch();
      expect(saved.status()).toBe(200);
      await server.kill();
      await route.abort('connectionreset');
    },
    { times: 1 },
  );
  await order(menu, FIVE_ITEMS.slice(2, 3));
  // The heartbeat finds no server: the item is kept, to be sent again with the same key.
  await outbox.expectOffline(1);
  await order(menu, FIVE_ITEMS.slice(3));
  await expect(menu.orderPanel.subtotal).toHaveText('$79.000');
  await sendKept(menu, 5);
  await outbox.expectOffline(4);
  await menu.leave();
  await floor.expectBusy('Mesa 2', true);

  await cashierChargesInCash(page, 'Mesa 2');
  await outbox.expectOffline(5);

  const tabs = await reloadNewTabTwoTabs(page, 5);
  await server.restart();
  await signInAgainAndSync(tabs);

  expect(heldFor(server, 2)).toEqual(SERVED_ONCE);
  expectEachSequenceOnce(server);
});

/** The terminal loses the connection, takes the table for 2, orders the items and sends them. */
async function serveOffline(page: Page, tableName: string, items: Item[]): Promise<void> {
  const menu = new MenuPage(page);
  await page.context().setOffline(true);
  await new OutboxPanel(page).expectOffline(0);
  await new FloorPage(page).take(tableName, 2);
  await menu.expectTable(tableName);
  await order(menu, items);
  await sendKept(menu, items.length);
  await new OutboxPanel(page).expectOffline(items.length + 2);
  await menu.leave();
}

/**
 * The cashier's and the waiter's terminals both take `tableName` offline and order; `first` comes
 * back first and its writes land; the other is still offline. Returns both terminals.
 */
async function sameTableTakenOffline(
  { browser, api, server }: { browser: Browser; api: APIRequestContext; server: OwnServer },
  tableName: string,
  items: { caja: Item[]; mesero: Item[] },
  first: 'caja' | 'mesero',
): Promise<{ caja: Page; mesero: Page }> {
  const cashierId = await openCashier(api);
  const pages = {
    caja: await terminal(browser, api, server, 'caja', cashierId),
    mesero: await terminal(browser, api, server, 'mesero', cashierId),
  };
  const second = first === 'caja' ? 'mesero' : 'caja';
  await serveOffline(pages[first], tableName, items[first]);
  await serveOffline(pages[second], tableName, items[second]);
  await pages[first].context().setOffline(false);
  await new OutboxPanel(pages[first]).expectAllSent();
  // Issue 30 §5: the first terminal's send reached the server: its lines, "En cola" offline, say "Enviado".
  const firstMenu = new MenuPage(pages[first]);
  await new FloorPage(pages[first]).tapTable(tableName);
  await firstMenu.expectTable(tableName);
  await expect(firstMenu.orderPanel.lines.filter({ hasText: 'Enviado' })).toHaveCount(items[first].length);
  await expect(firstMenu.orderPanel.lines.filter({ hasText: 'En cola' })).toHaveCount(0);
  await firstMenu.leave();
  return pages;
}

test('a conflict: two offline terminals take the same table and order; back online the first wins, the other’s writes wait in "needs attention" with their items, and are sent again once the table is free', async ({
  browser,
  api,
  server,
}) => {
  const cashierItems = [FIVE_ITEMS[0]!, FIVE_ITEMS[2]!];
  const waiterItems = [FIVE_ITEMS[1]!, FIVE_ITEMS[3]!];
  // Both terminals lose the connection and each takes Mesa 3, orders two items and sends them.
  // The cashier's terminal is back first: its writes land, Mesa 3 is his.
  const { caja: cashierPage, mesero: waiterPage } = await sameTableTakenOffline(
    { browser, api, server },
    'Mesa 3',
    { caja: cashierItems, mesero: waiterItems },
    'caja',
  );
  const cashierFloor = new FloorPage(cashierPage);
  await cashierFloor.expectBusy('Mesa 3', true);
  expect(holderOf(server, 3)).toBe('Carlos Cajero');

  // The waiter's terminal: the server refuses the four writes; none is lost, none blocks the queue.
  await waiterPage.context().setOffline(false);
  const waiterOutbox = new OutboxPanel(waiterPage);
  await waiterOutbox.expectAttention(4);
  // The waiter's floor shows the table as the server holds it: busy, and no longer his (a waiter
  // sees who serves only his own tables, spec 01 §4).
  const waiterFloor = new FloorPage(waiterPage);
  await waiterFloor.expectBusy('Mesa 3', true);
  await expect(waiterFloor.tile('Mesa 3')).not.toHaveAccessibleName(/atiende /);

  // Both orders' items are in sight: the cashier's on the table, the waiter's in the attention list.
  await cashierFloor.tapTable('Mesa 3');
  const cashierMenu = new MenuPage(cashierPage);
  await cashierMenu.expectTable('Mesa 3');
  await expect(cashierMenu.orderPanel.lines).toHaveText(cashierItems.map(({ product }) => new RegExp(product)));
  await waiterOutbox.open(waiterOutbox.attention);
  const refused = waiterOutbox.needingAttention();
  await expect(refused).toHaveCount(4);
  await expect(refused.nth(0)).toContainText('Tomar mesa · Mesa 3');
  for (const [index, { product }] of waiterItems.entries()) {
    await expect(refused.nth(index + 1)).toContainText('Agregar productos · Mesa 3');
    await expect(refused.nth(index + 1)).toContainText(`1 × ${product}`);
  }
  await expect(refused.nth(3)).toContainText('Enviar comanda · Mesa 3');
  await expectNoSeriousA11yViolations(waiterPage, 'outbox drawer');
  for (let index = 0; index < 4; index++) await expect(refused.nth(index)).toContainText('La mesa está ocupada');

  // The cashier charges his table; once it is free, the waiter sends his four writes again, in order.
  await cashierMenu.orderPanel.region.getByRole('button', { name: 'Cerrar mesa' }).click();
  const drawer = new CheckoutDrawer(cashierPage, 'Cerrar Mesa 3');
  await drawer.chooseMethod('Tarjeta');
  expect((await drawer.charge()).status()).toBe(200);
  await new ChargeResult(cashierPage).done();
  await waiterFloor.expectBusy('Mesa 3', false);
  for (let left = 4; left > 0; left--) {
    await waiterOutbox.retry(refused.first());
    await expect(refused).toHaveCount(left - 1);
  }
  await waiterOutbox.close();
  await waiterOutbox.expectAllSent();
  await waiterFloor.expectBusy('Mesa 3', true);
  expect(holderOf(server, 3)).toBe('Mario Mesero');

  const [cashierOrder, waiterOrder] = heldFor(server, 3);
  expect(heldFor(server, 3)).toHaveLength(2);
  expect(cashierOrder).toMatchObject({
    close: 1,
    methodPay: 'Tarjeta',
    lines: ticketOf(cashierItems),
    jobs: [
      { kind: 'command', items: ticketOf(cashierItems) },
      { kind: 'bill', items: ticketOf(cashierItems) },
    ],
  });
  expect(waiterOrder).toMatchObject({
    close: 0,
    lines: ticketOf(waiterItems),
    jobs: [{ kind: 'command', items: ticketOf(waiterItems) }],
  });
  expectEachSequenceOnce(server);
});

test('a conflict resolved by moving: the waiter sends his refused writes, in order, to a free table he picks', async ({
  browser,
  api,
  server,
}) => {
  const { mesero: waiterPage } = await sameTableTakenOffline(
    { browser, api, server },
    'Mesa 5',
    { caja: [FIVE_ITEMS[0]!], mesero: [FIVE_ITEMS[1]!] },
    'caja',
  );

  await waiterPage.context().setOffline(false);
  const outbox = new OutboxPanel(waiterPage);
  await outbox.expectAttention(3);
  await outbox.open(outbox.attention);
  await outbox.moveTo(outbox.needingAttention().first(), 'Mesa 6');
  await expect(outbox.needingAttention()).toHaveCount(0);
  await outbox.close();
  await outbox.expectAllSent();
  await new FloorPage(waiterPage).expectBusy('Mesa 6', true);

  expect(holderOf(server, 5)).toBe('Carlos Cajero');
  expect(holderOf(server, 6)).toBe('Mario Mesero');
  expect(heldFor(server, 6)).toEqual([
    expect.objectContaining({
      close: 0,
      lines: ticketOf([FIVE_ITEMS[1]!]),
      jobs: [{ kind: 'command', items: ticketOf([FIVE_ITEMS[1]!]) }],
    }),
  ]);
  expectEachSequenceOnce(server);
});

test('a conflict where the refused one may enter any table: his items join the order the table has, only his take waits in attention', async ({
  browser,
  api,
  server,
}) => {
  const { caja: cashierPage } = await sameTableTakenOffline(
    { browser, api, server },
    'Mesa 7',
    { caja: [FIVE_ITEMS[2]!], mesero: [FIVE_ITEMS[0]!] },
    'mesero',
  );

  // The cashier comes back second. He may enter another's table (readAll): his lines and command
  // join the waiter's order, and only his take of the table is refused.
  await cashierPage.context().setOffline(false);
  const outbox = new OutboxPanel(cashierPage);
  await outbox.expectAttention(1);
  await outbox.open(outbox.attention);
  await expect(outbox.needingAttention()).toHaveCount(1);
  await expect(outbox.needingAttention().first()).toContainText('Tomar mesa · Mesa 7');
  // Dropping it is authorized by an Administrator's or Cashier's PIN: the waiter's is refused.
  await outbox.discard(outbox.needingAttention().first(), '3333', '2222');
  await outbox.close();
  await outbox.expectAllSent();

  // One order on Mesa 7, still the waiter's: both items, each sent to the kitchen by its own command.
  expect(holderOf(server, 7)).toBe('Mario Mesero');
  expect(heldFor(server, 7)).toEqual([
    expect.objectContaining({
      close: 0,
      lines: ticketOf([FIVE_ITEMS[0]!, FIVE_ITEMS[2]!]),
      jobs: [
        { kind: 'command', items: ticketOf([FIVE_ITEMS[0]!]) },
        { kind: 'command', items: ticketOf([FIVE_ITEMS[2]!]) },
      ],
    }),
  ]);
  expectEachSequenceOnce(server);
});
