import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { FloorPage } from './pages/FloorPage';
import { MenuPage } from './pages/MenuPage';
import { apiSession, productId, signedInTerminal } from './session';

// Mesa 71 is this spec's own table, made here at slot 46 (the demo floor's tables are other specs').
const TABLE = { name: 'Mesa 71', numberTable: 71, position: 46 };

test('a waiter releases a table whose order the kitchen has: the cashier PIN, the cancellation ticket, and every terminal sees it free', async ({
  browser,
  request,
  baseURL,
}) => {
  const admin = await apiSession(request, 'admin');
  const adminAuth = { authorization: `Bearer ${admin.jwt}` };
  const rooms = (await (await request.get('/api/rooms', { headers: adminAuth })).json()) as {
    id: string;
    name: string;
  }[];
  const created = await request.post('/api/tables', {
    headers: adminAuth,
    data: { ...TABLE, roomId: rooms.find((room) => room.name === 'Salón Principal')?.id ?? null },
  });
  expect(created.status()).toBe(201);
  const tableId = ((await created.json()) as { id: string }).id;

  const waiterTerminal = await signedInTerminal(browser, request, baseURL!, 'mesero');
  const cashierTerminal = await signedInTerminal(browser, request, baseURL!, 'caja');
  const floor = new FloorPage(waiterTerminal.page);
  const menu = new MenuPage(waiterTerminal.page);
  const cashierFloor = new FloorPage(cashierTerminal.page);
  await cashierFloor.open();

  // A coffee goes to the kitchen; back on the floor, a water is added but not sent.
  await floor.open();
  await floor.take(TABLE.name, 2);
  await menu.expectTable(TABLE.name);
  await menu.openCategory('Bebidas');
  await menu.openProduct('Café tinto');
  await menu.product.addButton.click();
  await menu.orderPanel.send();
  await menu.leave();
  const waiterAuth = { authorization: `Bearer ${waiterTerminal.session.jwt}` };
  const water = await productId(request, waiterTerminal.session.jwt, 'Agua');
  const added = await request.post(`/api/tables/${tableId}/lines`, {
    headers: waiterAuth,
    data: { lines: [{ id: randomUUID(), productId: water, quantity: 1 }] },
  });
  expect(added.status()).toBe(200);
  const orderId = ((await added.json()) as { orderId: string }).orderId;
  await expect(cashierFloor.tile(TABLE.name)).toHaveAttribute('data-state', 'toSend');

  const confirmation = await floor.askToRelease(TABLE.name);
  await expect(confirmation).toContainText('1 producto sin enviar se descarta.');
  await expect(confirmation).toContainText('Cocina ya tiene 1 producto: se imprimirá su anulación.');
  await expectNoSeriousA11yViolations(waiterTerminal.page, 'release confirmation of a table with a sent order');
  await floor.confirmReleaseWithPin(confirmation, '2222');
  await expect(
    waiterTerminal.page.getByText(`${TABLE.name} quedó libre y se envió la anulación a cocina`),
  ).toBeVisible();
  await floor.expectBusy(TABLE.name, false);
  // Live on the other terminal: free, no waiter, no total.
  await cashierFloor.expectBusy(TABLE.name, false);
  await expect(cashierFloor.tile(TABLE.name)).not.toHaveAccessibleName(/atiende/);

  // The kitchen gets the cancellation of the coffee only: the water never reached it.
  const jobs = await request.get('/api/print-jobs?pageSize=100', { headers: adminAuth });
  const cancellations = (
    (await jobs.json()) as { content: { kind: string; orderId: string; items: unknown[] }[] }
  ).content
    .filter((job) => job.orderId === orderId && job.kind === 'cancellation')
    .flatMap((job) => job.items);
  expect(cancellations).toEqual([expect.objectContaining({ name: 'Café tinto', quantity: -1 })]);
  const order = await request.get(`/api/tables/${tableId}/order`, { headers: waiterAuth });
  expect(await order.json()).toMatchObject({ orderId: null, lines: [], people: null, discount: null });
});
