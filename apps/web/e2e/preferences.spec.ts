import { type APIRequestContext, expect } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { test } from './ownServer';
import { CheckoutDrawer } from './pages/CheckoutDrawer';
import { FloorPage } from './pages/FloorPage';
import { MenuPage } from './pages/MenuPage';
import { PreferencesSettingsPage } from './pages/PreferencesSettingsPage';
import { apiSession, openCashierOfOwn, productId, signedInTerminal, tablesByNumber } from './session';

// Issue 15 §4: the preferences screen. A server of the test's own: turning the order PIN off and adding
// a tax would change what the other specs bill.

const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });

/** A waiter's order on a table, sent to the kitchen, through the API. */
async function servedTable(api: APIRequestContext, numberTable: number, product: string): Promise<void> {
  const waiter = await apiSession(api, 'mesero');
  const table = (await tablesByNumber(api, waiter.jwt)).get(numberTable)!;
  const lines = [{ id: crypto.randomUUID(), productId: await productId(api, waiter.jwt, product), quantity: 1 }];
  const added = await api.post(`/api/tables/${table.id}/lines`, {
    headers: bearer(waiter.jwt),
    data: { lines, people: 2 },
  });
  expect(added.status()).toBe(200);
  expect((await api.post(`/api/tables/${table.id}/command`, { headers: bearer(waiter.jwt) })).status()).toBe(200);
}

test('the admin turns the order PIN off; a waiter then removes a sent line without a PIN', async ({
  browser,
  api,
  server,
}) => {
  await servedTable(api, 2, 'Limonada de coco');
  const admin = await signedInTerminal(browser, api, server.origin, 'admin', { baseURL: server.origin });
  const preferences = new PreferencesSettingsPage(admin.page);
  await preferences.open();
  await expect(preferences.orderPin).toBeChecked();
  await expectNoSeriousA11yViolations(admin.page, 'preferences');
  await preferences.orderPin.click({ force: true });
  await expect(preferences.orderPin).not.toBeChecked();
  await preferences.save();

  const waiter = await signedInTerminal(browser, api, server.origin, 'mesero', { baseURL: server.origin });
  const floor = new FloorPage(waiter.page);
  const menu = new MenuPage(waiter.page);
  await floor.open();
  await floor.tapTable('Mesa 2');
  await menu.expectTable('Mesa 2');
  await expect(menu.orderPanel.line('Limonada de coco')).toHaveCount(1);
  await menu.orderPanel.remove('Limonada de coco');
  const removed = waiter.page.waitForResponse((response) => response.url().endsWith('/remove'));
  await waiter.page
    .getByRole('dialog', { name: '¿Quitar Limonada de coco?' })
    .getByRole('button', { name: 'Quitar' })
    .click();
  expect((await removed).status()).toBe(200);
  await expect(menu.orderPanel.line('Limonada de coco')).toHaveCount(0);
  await expect(menu.orderPanel.pinDialog).toBeHidden();
});

test('the admin adds a 19 % added tax; the next close on an open terminal shows it, without reloading', async ({
  browser,
  api,
  server,
}) => {
  const cashierId = await openCashierOfOwn(api, 'Caja Impuestos');
  await servedTable(api, 3, 'Ajiaco santafereño');
  const cashier = await signedInTerminal(browser, api, server.origin, 'caja', { baseURL: server.origin });
  await cashier.page.addInitScript((id) => localStorage.setItem('openCashier', id), cashierId);
  const floor = new FloorPage(cashier.page);
  const menu = new MenuPage(cashier.page);
  await floor.open();
  await floor.tapTable('Mesa 3');
  await menu.expectTable('Mesa 3');
  const closeButton = menu.orderPanel.region.getByRole('button', { name: 'Cerrar mesa' });
  const drawer = new CheckoutDrawer(cashier.page, 'Cerrar Mesa 3');
  // Before: the included INC only, a 10 % tip on 28.000.
  await closeButton.click();
  await expect(drawer.dialog.getByText('INC 8 % (incluido)')).toBeVisible();
  await expect(drawer.total).toHaveText('$30.800');
  await cashier.page.keyboard.press('Escape');
  await expect(drawer.dialog).toBeHidden();

  const admin = await signedInTerminal(browser, api, server.origin, 'admin', { baseURL: server.origin });
  const preferences = new PreferencesSettingsPage(admin.page);
  await preferences.open();
  await preferences.addTax('IVA', '19', false);
  await expectNoSeriousA11yViolations(admin.page, 'preferences with a new tax');
  await preferences.save();

  // The cashier's terminal heard it: 19 % of 28.000 is added, the tip stays on the subtotal.
  await closeButton.click();
  await expect(drawer.dialog.getByText('IVA 19 %', { exact: true })).toBeVisible();
  await expect(drawer.total).toHaveText('$36.120');
  await drawer.chooseMethod('Tarjeta');
  const answer = await drawer.charge();
  expect(answer.status()).toBe(200);
  expect(((await answer.json()) as { order: { addedTaxes: number; total: number } }).order).toMatchObject({
    addedTaxes: 5320,
    total: 36120,
  });
});

test('a fourth tip row is refused with the HAVE ALL TIP message once every service type has one', async ({
  browser,
  api,
  server,
}) => {
  const admin = await signedInTerminal(browser, api, server.origin, 'admin', { baseURL: server.origin });
  const preferences = new PreferencesSettingsPage(admin.page);
  await preferences.open();
  const add = preferences.tips.getByRole('button', { name: 'Agregar propina' });
  await add.click();
  await add.click();
  await expect(preferences.tipRow(3)).toBeVisible();
  // Each row took a free type: a type already in another row cannot be picked twice.
  await expect(preferences.tipRow(1).getByRole('checkbox', { name: 'Autoservicio' })).toBeDisabled();
  await add.click();
  await expect(preferences.tips.getByRole('status')).toHaveText(
    'Ya hay una propina para cada tipo de servicio: mesas, autoservicio y domicilios.',
  );
  await expect(preferences.tipRow(4)).toHaveCount(0);
  await expectNoSeriousA11yViolations(admin.page, 'preferences with every tip type');
});

test("the admin keeps 4.500 and 7.000 as the usual delivery fees; another terminal's delivery form offers just those", async ({
  browser,
  api,
  server,
}) => {
  const admin = await signedInTerminal(browser, api, server.origin, 'admin', { baseURL: server.origin });
  const preferences = new PreferencesSettingsPage(admin.page);
  await preferences.open();
  await expect(preferences.deliveryFees.getByRole('textbox', { name: 'Valor 1', exact: true })).toHaveValue('$3.000');
  await preferences.setDeliveryFees(['7.000', '4500']);
  await expectNoSeriousA11yViolations(admin.page, 'preferences with delivery fees');
  await preferences.save();

  const other = await signedInTerminal(browser, api, server.origin, 'admin', { baseURL: server.origin });
  await other.page.goto('/pos?mainTab=3');
  await other.page.getByRole('button', { name: 'Nuevo domicilio' }).click();
  const form = other.page.getByRole('dialog', { name: 'Nuevo domicilio' });
  const fees = form.getByRole('group', { name: 'Valores frecuentes' });
  await expect(fees.getByRole('radio')).toHaveCount(2);
  await expect(fees).toHaveText('$4.500$7.000');
  await fees.locator('label', { hasText: '$7.000' }).click();
  await expect(form.getByRole('textbox', { name: 'Valor del domicilio' })).toHaveValue('$7.000');
});
