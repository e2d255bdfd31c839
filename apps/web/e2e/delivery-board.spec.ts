import { expect } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { insertDeliveryOrder } from './deliveryOrders';
import { test } from './ownServer';
import { signedInTerminal } from './session';
import { scaled } from './timeouts';

// Issue 18 "Show it", the board's part: an order received shows ongoing on two terminals; a move on
// one shows on the other within 2 s; dispatched, then delivered, it is in today's delivered list; an
// order waiting 11 minutes says it is late; a rejected one leaves the board with its note. A server
// of its own: delivery orders only this test moves.

test.slow();

test('two terminals follow a delivery order from ongoing to delivered; a late one warns; a rejected one leaves with its note', async ({
  browser,
  api,
  server,
}) => {
  const fresh = insertDeliveryOrder(server, { displayNumber: 501, total: 45_000 });
  insertDeliveryOrder(server, { displayNumber: 502, total: 30_000, minutesAgo: 11 });
  const rejected = insertDeliveryOrder(server, { displayNumber: 503, total: 20_000, minutesAgo: 3 });

  const first = (await signedInTerminal(browser, api, server.origin, 'admin', { baseURL: server.origin })).page;
  const second = (
    await signedInTerminal(browser, api, server.origin, 'admin', {
      baseURL: server.origin,
      viewport: { width: 390, height: 844 },
    })
  ).page;
  await first.goto('/pos?mainTab=3');
  await second.goto('/pos?mainTab=3');
  const list = (page: typeof first, name: string) => page.getByRole('region', { name });
  const card = (page: typeof first, name: string, number: number) =>
    list(page, name)
      .getByTestId('delivery-card')
      .filter({ hasText: `#${number}` });

  for (const page of [first, second]) {
    await expect(card(page, 'En curso', 501)).toBeVisible();
    await expect(list(page, 'En curso').getByTestId('delivery-card')).toHaveCount(3);
    await expect(page.getByTestId('count-ongoing')).toHaveText('3');
  }
  await expect(card(first, 'En curso', 501)).toContainText('$45.000');
  await expect(card(first, 'En curso', 501)).toContainText('Hace 0 min');
  // Waiting 11 minutes: the label warns and the card says the order is late.
  const late = card(first, 'En curso', 502);
  await expect(late).toContainText('Hace 11 min');
  await expect(late).toContainText('Pedido atrasado');
  await expect(late.locator('[data-level="warning"]')).toBeVisible();
  await expectNoSeriousA11yViolations(first, 'delivery board');

  // Dispatched on the first terminal: the second shows it dispatched within 2 s.
  await card(first, 'En curso', 501).getByRole('button', { name: 'Despachar' }).click();
  await expect(first.getByText('Domicilio movido.')).toBeVisible();
  await expect(card(second, 'Despachados', 501)).toBeVisible({ timeout: 2_000 });
  await expect(card(second, 'En curso', 501)).toHaveCount(0);

  // Delivered on the second: the first's delivered-today list shows it.
  await card(second, 'Despachados', 501).getByRole('button', { name: 'Entregado' }).click();
  await expect(card(first, 'Entregados hoy', 501)).toBeVisible({ timeout: 2_000 });
  await expect(card(first, 'Despachados', 501)).toHaveCount(0);
  expect(server.read((db) => db.prepare('select state from orders where id = ?').get(fresh))).toEqual({ state: 6 });

  // Rejected from the drawer, with a note: it leaves the board on both terminals; the note is its observation.
  await card(first, 'En curso', 503)
    .getByRole('button', { name: /^Ver el domicilio/ })
    .click();
  const drawer = first.getByRole('dialog', { name: 'Domicilio 503' });
  await drawer.getByRole('button', { name: 'Rechazar domicilio' }).click();
  await expect(drawer.getByText('Escribe el motivo para rechazarlo.')).toBeVisible();
  await drawer.getByRole('textbox', { name: 'Motivo del rechazo' }).fill('El cliente no contesta');
  await drawer.getByRole('button', { name: 'Rechazar domicilio' }).click();
  await expect(drawer).toBeHidden();
  for (const page of [first, second])
    await expect(card(page, 'En curso', 503)).toHaveCount(0, { timeout: scaled(2_000) });
  await expect(second.getByTestId('count-ongoing')).toHaveText('1');
  expect(server.read((db) => db.prepare('select state, observation from orders where id = ?').get(rejected))).toEqual({
    state: 3,
    observation: 'El cliente no contesta',
  });
});
