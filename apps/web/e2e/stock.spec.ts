import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { openCashier, terminal } from './offlineTerminal';
import { test } from './ownServer';
import { ChargeResult, CheckoutDrawer } from './pages/CheckoutDrawer';
import { FloorPage } from './pages/FloorPage';
import { InventorySettingsPage } from './pages/InventorySettingsPage';
import { MenuPage } from './pages/MenuPage';
import { StockSettingsPage } from './pages/StockSettingsPage';
import { apiSession, signedInTerminal } from './session';

// Issue 17 "Show it": a hamburger's recipe by size and its cheese extra take exactly their
// ingredients when the table closes, and the POS follows the stock down to SIN STOCK. A server of
// its own: a fresh restaurant whose stock only this test moves.

const BURGER = 'Hamburguesa de la casa';
const EXTRA = 'Queso extra';
// Names of this test's own (the demo's stock has 'Pan brioche', 'Carne de res molida'…).
const PAN = 'Pan de hamburguesa';
const CARNE = 'Carne para hamburguesa';
const QUESO = 'Queso doble crema';

test.slow();

/** Records waste of the ingredient from /settings/trashes, in its unit as typed ('9,3'). */
async function waste(page: Page, ingredient: string, quantity: string): Promise<void> {
  await page.goto('/settings/trashes');
  await page.getByRole('button', { name: 'Registrar merma' }).click();
  const drawer = page.getByRole('dialog', { name: 'Registrar merma' });
  await drawer.getByRole('textbox', { name: 'Motivo' }).fill('Cadena de frío rota');
  await drawer.getByRole('combobox', { name: 'Agregar ingrediente' }).fill(ingredient);
  await page.getByRole('option', { name: new RegExp(`^${ingredient}`) }).click();
  await drawer.getByRole('textbox', { name: /^Cantidad/ }).fill(quantity);
  await drawer.getByRole('button', { name: 'Registrar' }).click();
  await expect(drawer).toBeHidden();
}

test('the admin sets a hamburger’s recipe by size and its cheese extra, buys 10 kg of carne; 3 hamburgers closed take exactly their ingredients, and the POS follows the stock to SIN STOCK', async ({
  browser,
  api,
  server,
}) => {
  const admin = await apiSession(api, 'admin');
  const headers = { authorization: `Bearer ${admin.jwt}` };
  const cashierId = await openCashier(api);
  const { page: adminPage } = await signedInTerminal(browser, api, server.origin, 'admin', { baseURL: server.origin });
  const stock = new StockSettingsPage(adminPage);
  const inventory = new InventorySettingsPage(adminPage);

  // Ingredients: bread by the unit, carne by the kg (bought below), cheese by the gram.
  await stock.openIngredients();
  await stock.createIngredient({ name: PAN, unit: 'unidades (und)', cost: '900', initial: '20' });
  await stock.createIngredient({ name: CARNE, unit: 'kilogramos (kg)', cost: '24000' });
  await stock.createIngredient({ name: QUESO, unit: 'gramos (g)', cost: '30', initial: '1000' });
  await expectNoSeriousA11yViolations(adminPage, 'ingredients list');

  // The hamburger: two sizes, the house extras, and its recipe (the large one takes 100 g more carne).
  await inventory.open();
  await inventory.fillNewProduct({
    name: BURGER,
    price: '24000',
    category: 'De la casa',
    sizes: [
      { name: 'Normal', price: '24000' },
      { name: 'Grande', price: '30000' },
    ],
  });
  await inventory.newProduct.getByRole('button', { name: 'Crear producto' }).click();
  const modal = inventory.productDialog(BURGER);
  await modal.getByRole('tab', { name: 'Adicionales' }).click();
  await modal.getByRole('combobox', { name: 'Buscar grupo de adicionales' }).fill('Adiciones');
  await adminPage.getByRole('option', { name: 'Adiciones', exact: true }).click();
  await modal.getByRole('button', { name: 'Guardar adicionales' }).click();
  await expect(inventory.notice('Registro actualizado')).toBeVisible();
  await stock.setRecipe(modal, [
    { ingredient: PAN, quantity: '1' },
    { ingredient: CARNE, quantity: '0,15' },
    { ingredient: QUESO, quantity: '30' },
    { ingredient: CARNE, quantity: '0,1', size: 'Grande' },
  ]);
  // Nothing bought yet: the carne covers no dish.
  await expect(modal.getByText('Normal: 0')).toBeVisible();
  await expectNoSeriousA11yViolations(adminPage, 'recipe editor');
  await modal.getByRole('button', { name: 'Cerrar' }).click();

  // The cheese extra takes its own 30 g.
  await inventory.open('extras');
  await inventory.setOptionIngredients('Adiciones', EXTRA, [{ ingredient: QUESO, quantity: '30' }]);

  // 10 kg of carne from a vendor.
  await adminPage.goto('/settings/purchases');
  await adminPage.getByRole('button', { name: 'Nueva compra' }).click();
  const purchase = adminPage.getByRole('dialog', { name: 'Nueva compra' });
  await purchase.getByRole('textbox', { name: 'Número de factura' }).fill('FAC-2001');
  await purchase.getByRole('combobox', { name: 'Proveedor' }).fill('Carnes del Valle');
  await adminPage.getByRole('option', { name: 'Carnes del Valle' }).click();
  await purchase.getByRole('combobox', { name: 'Agregar ingrediente' }).fill(CARNE);
  await adminPage.getByRole('option', { name: `${CARNE} (kg)` }).click();
  await purchase.getByTestId('purchase-line').getByRole('textbox', { name: 'Cantidad (kg)' }).fill('10');
  await purchase.getByTestId('purchase-line').getByRole('textbox', { name: 'Total' }).fill('240000');
  await purchase.getByRole('button', { name: 'Guardar compra' }).click();
  await expect(purchase).toBeHidden();

  // The waiter: 20 breads make 20 hamburgers of either size.
  const waiterPage = await terminal(browser, api, server, 'mesero', cashierId);
  const floor = new FloorPage(waiterPage);
  const menu = new MenuPage(waiterPage);
  await floor.take('Mesa 1', 3);
  await menu.expectTable('Mesa 1');
  await menu.openCategory('De la casa');
  await menu.openProduct(BURGER);
  await expect(waiterPage.getByText('Quedan 20 disponibles')).toBeVisible();
  await menu.product.setQuantity(2);
  await menu.product.addButton.click();
  await expect(menu.orderPanel.lines).toHaveCount(1);
  await menu.home();
  await menu.openCategory('De la casa');
  await menu.openProduct(BURGER);
  await menu.product.chooseSize('Grande');
  await menu.product.choose(EXTRA);
  await menu.product.expectAddPrice('$33.000');
  await menu.product.addButton.click();
  await expect(menu.orderPanel.lines).toHaveCount(2);
  await menu.orderPanel.sendButton.click();
  await expect(menu.orderPanel.lines.filter({ hasText: 'Enviado' })).toHaveCount(2);
  await menu.leave();

  // The cashier closes Mesa 1.
  const cashierPage = await terminal(browser, api, server, 'caja', cashierId);
  await new FloorPage(cashierPage).tapTable('Mesa 1');
  const cashierMenu = new MenuPage(cashierPage);
  await cashierMenu.expectTable('Mesa 1');
  await cashierMenu.orderPanel.region.getByRole('button', { name: 'Cerrar mesa' }).click();
  const drawer = new CheckoutDrawer(cashierPage, 'Cerrar Mesa 1');
  await drawer.chooseMethod('Tarjeta');
  expect((await drawer.charge()).status()).toBe(200);
  await new ChargeResult(cashierPage).done();

  // Exactly what the three dishes take: 3 breads, 3 × 150 g + 100 g of carne, 3 × 30 g + 30 g of cheese.
  const listed = await api.post('/api/ingredients-stock/page', { headers, data: { page: 0, pageSize: 20 } });
  const { content } = (await listed.json()) as { content: { name: string; quantity: number }[] };
  const quantities = Object.fromEntries(content.map(({ name, quantity }) => [name, quantity]));
  expect(quantities).toMatchObject({ [PAN]: 17_000, [CARNE]: 9_450_000, [QUESO]: 880_000 });
  await stock.openIngredients();
  await expect(stock.ingredientRow(PAN)).toContainText('17 und');
  await expect(stock.ingredientRow(CARNE)).toContainText('9,45 kg');
  await expect(stock.ingredientRow(QUESO)).toContainText('880 g');
  await stock.openMovements();
  const sales = stock.movements.getByRole('row').filter({ hasText: 'Salida - Venta' });
  await expect(sales.filter({ hasText: CARNE })).toContainText('-0,55 kg');
  await expect(sales.filter({ hasText: QUESO })).toContainText('-120 g');
  await expect(sales.filter({ hasText: PAN })).toContainText('-3 und');

  // The waiter's POS follows without a reload: 17 left, then only 150 g of carne (a Normal, no Grande), then none.
  await floor.take('Mesa 2', 1);
  await menu.openCategory('De la casa');
  await menu.openProduct(BURGER);
  await expect(waiterPage.getByText('Quedan 17 disponibles')).toBeVisible();
  await waste(adminPage, CARNE, '9,3');
  await expect(waiterPage.getByText('Queda 1 disponible')).toBeVisible();
  await expect(waiterPage.getByRole('radio', { name: /^Grande/ })).toContainText('SIN STOCK');
  await expect(waiterPage.getByRole('radio', { name: /^Normal/ })).not.toContainText('SIN STOCK');
  await waste(adminPage, CARNE, '0,15');
  await expect(waiterPage.getByRole('alert').filter({ hasText: 'SIN STOCK' })).toBeVisible();
  await expect(menu.product.addButton).toBeDisabled();
  await menu.home();
  await menu.openCategory('De la casa');
  await expect(
    waiterPage.getByRole('link', { name: new RegExp(`^${BURGER}`) }).filter({ hasText: 'SIN STOCK' }),
  ).toBeVisible();
});
