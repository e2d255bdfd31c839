import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { CashierMenu } from './pages/CashierMenu';
import { CashiersSettingsPage } from './pages/CashiersSettingsPage';
import { signedInTerminal } from './session';

// Caja 1 is this spec's own cashier (the screenshots open cashiers of their own).

/** COP as the screens show it: '$4.000'. */
const pesos = (amount: number) => `$${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

/** A product's id and price, found by name as the product filter finds it. */
async function product(request: APIRequestContext, jwt: string, name: string) {
  const answer = await request.post('/api/menu/products/page', {
    headers: { authorization: `Bearer ${jwt}` },
    data: { page: 0, pageSize: 10, filters: { name } },
  });
  expect(answer.status()).toBe(200);
  const { content } = (await answer.json()) as { content: { id: string; name: string; price: number }[] };
  return content.find((candidate) => candidate.name === name)!;
}

test('caja opens Caja 1 with counted bills, charges cash and Tarjeta, closes with the right counts (difference 0); the movement shows Cerrado, and deleted, Eliminado', async ({
  browser,
  request,
  baseURL,
}) => {
  const { page, session } = await signedInTerminal(browser, request, baseURL!, 'caja');
  const menu = new CashierMenu(page);
  await page.goto('/pos');
  await menu.expectLabel('Sin caja');

  const { dialog, count } = await menu.openDrawer();
  await expect(dialog.getByRole('textbox', { name: 'Caja', exact: true })).toHaveValue('Caja 1');
  await count.setPieces('Billetes', '$50.000', 2);
  await count.setPieces('Billetes', '$10.000', 3);
  await expect(count.total).toHaveText('$130.000');
  await expectNoSeriousA11yViolations(page, 'open cashier form');
  await dialog.getByRole('button', { name: 'Abrir caja' }).click();
  await expect(dialog).toBeHidden();
  await menu.expectLabel('Caja 1');
  const cashierId = await page.evaluate(() => localStorage.getItem('openCashier'));
  expect(cashierId).not.toBeNull();

  // Charging has its own screens elsewhere: two orders charged through the API in the cashier this device opened.
  const headers = { authorization: `Bearer ${session.jwt}` };
  const agua = await product(request, session.jwt, 'Agua');
  const cappuccino = await product(request, session.jwt, 'Cappuccino');
  for (const [item, methodPay] of [
    [agua, 'Efectivo'],
    [cappuccino, 'Tarjeta'],
  ] as const) {
    const charged = await request.post('/api/orders/self-service', {
      headers,
      data: {
        id: crypto.randomUUID(),
        lines: [{ id: crypto.randomUUID(), productId: item.id, quantity: 1 }],
        methodPay,
        ...(methodPay === 'Efectivo' ? { valueReceive: item.price } : {}),
        cashierId,
      },
    });
    expect(charged.status()).toBe(200);
  }

  const close = await menu.closeDrawer('Caja 1');
  await expect(close.method('Efectivo')).toContainText(pesos(agua.price));
  await expect(close.method('Tarjeta')).toContainText(pesos(cappuccino.price));
  // The cash sold is counted in coins of $1.000 (the opening float is not part of the sales).
  await close.count.setPieces('Monedas', '$1.000', agua.price / 1000);
  await close.setCounted('Tarjeta', String(cappuccino.price));
  await expect(close.totalDifference).toHaveAttribute('data-difference', '0');
  await expect(close.totalDifference).toHaveText('$0');
  await expectNoSeriousA11yViolations(page, 'close cashier form');
  await close.submit();
  await expect(page.getByText('Caja 1 cerrada. Diferencia: $0')).toBeVisible();
  await menu.expectLabel('Sin caja');
  expect(await page.evaluate(() => localStorage.getItem('openCashier'))).toBeNull();

  const admin = await signedInTerminal(browser, request, baseURL!, 'admin');
  const settings = new CashiersSettingsPage(admin.page);
  await settings.openMovements();
  const row = settings.movementsOf('Caja 1');
  await expect(row).toHaveCount(1);
  await expectNoSeriousA11yViolations(admin.page, 'cashier movements');
  await expect(settings.statusOf(row)).toHaveText('Cerrado');
  await expect(row.locator('[data-difference]')).toHaveText('$0');
  await settings.deleteMovement(row, 'Caja 1');
  await expect(settings.statusOf(row)).toHaveText('Eliminado');
  await expect(settings.statusOf(row)).toHaveCSS('text-decoration-line', 'line-through');
  await expect(row.getByRole('button', { name: 'Eliminar movimiento de Caja 1' })).toHaveCount(0);
});
