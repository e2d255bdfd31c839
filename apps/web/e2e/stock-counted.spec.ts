import { expect } from '@playwright/test';
import { openCashier, terminal } from './offlineTerminal';
import { test } from './ownServer';
import { ChargeResult, CheckoutDrawer } from './pages/CheckoutDrawer';
import { FloorPage } from './pages/FloorPage';
import { InventorySettingsPage } from './pages/InventorySettingsPage';
import { MenuPage } from './pages/MenuPage';
import { apiSession, signedInTerminal } from './session';

// Issue 27 "Show it": the demo's Agua is a counted product, so one sold takes one from its stock
// with a 'Salida - Venta'. A server of its own: a fresh demo whose 36 Agua only this test sells.

test.slow();

test('a sold Agua lowers its stock by one with a Salida - Venta movement', async ({ browser, api, server }) => {
  const cashierId = await openCashier(api);
  const admin = await apiSession(api, 'admin');
  const aguaStock = async () => {
    const listed = await api.post('/api/menu-product-items/page', {
      headers: { authorization: `Bearer ${admin.jwt}` },
      data: { page: 0, pageSize: 20, filters: { name: 'Agua' } },
    });
    const { content } = (await listed.json()) as { content: { name: string; stock: number | null }[] };
    return content.find((product) => product.name === 'Agua')?.stock;
  };
  expect(await aguaStock()).toBe(36);

  // The waiter sends one Agua to Mesa 1; the cashier closes it.
  const waiterPage = await terminal(browser, api, server, 'mesero', cashierId);
  const floor = new FloorPage(waiterPage);
  const menu = new MenuPage(waiterPage);
  await floor.take('Mesa 1', 1);
  await menu.expectTable('Mesa 1');
  await menu.openCategory('Bebidas');
  await menu.openProduct('Agua');
  await menu.product.addButton.click();
  await expect(menu.orderPanel.lines).toHaveCount(1);
  await menu.orderPanel.sendButton.click();
  await expect(menu.orderPanel.lines.filter({ hasText: 'Enviado' })).toHaveCount(1);
  await menu.leave();
  const cashierPage = await terminal(browser, api, server, 'caja', cashierId);
  await new FloorPage(cashierPage).tapTable('Mesa 1');
  const cashierMenu = new MenuPage(cashierPage);
  await cashierMenu.expectTable('Mesa 1');
  await cashierMenu.orderPanel.region.getByRole('button', { name: 'Cerrar mesa' }).click();
  const drawer = new CheckoutDrawer(cashierPage, 'Cerrar Mesa 1');
  await drawer.chooseMethod('Tarjeta');
  expect((await drawer.charge()).status()).toBe(200);
  await new ChargeResult(cashierPage).done();

  // The inventory: 35 left, and the product's ledger shows the sale from 36 to 35.
  expect(await aguaStock()).toBe(35);
  const { page: adminPage } = await signedInTerminal(browser, api, server.origin, 'admin', { baseURL: server.origin });
  const inventory = new InventorySettingsPage(adminPage);
  const aguaRow = inventory.products.getByRole('row').filter({ hasText: 'Agua' });
  await inventory.open();
  await inventory.search('Agua');
  await expect(aguaRow.getByRole('cell', { name: '35', exact: true })).toBeVisible();
  await aguaRow.getByText('Agua', { exact: true }).click();
  const modal = inventory.productDialog('Agua');
  await modal.getByRole('tab', { name: 'Movimientos' }).click();
  const sale = modal.getByRole('row').filter({ hasText: 'Salida - Venta' });
  await expect(sale).toHaveCount(1);
  await expect(sale.getByRole('cell', { name: '-1', exact: true })).toBeVisible();
  await expect(sale.getByRole('cell', { name: '36', exact: true })).toBeVisible();
  await expect(sale.getByRole('cell', { name: '35', exact: true })).toBeVisible();
});
