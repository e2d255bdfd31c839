import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { serveTable } from './catalogCache';
import { InventorySettingsPage } from './pages/InventorySettingsPage';
import { MenuPage } from './pages/MenuPage';
import { apiSession, signedInTerminal, tablesByNumber } from './session';

/** A 2×2 red PNG. */
const RED_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEUlEQVR4nGP4z8DwnwGMgRQAH+4D/dJQfRoAAAAASUVORK5CYII=',
  'base64',
);

// Mesa 12's menu is only read here (the table is never taken). The products this spec changes are its own.

test('the admin creates a category, a product with two sizes and a required sides group, and marks another unavailable; a waiter sees it all without reloading', async ({
  browser,
  request,
  baseURL,
}) => {
  // Products of this spec's own: two sauces for the sides group, and a juice it marks unavailable.
  const admin = await apiSession(request, 'admin');
  const headers = { authorization: `Bearer ${admin.jwt}` };
  const categories = (await (await request.get('/api/categories', { headers })).json()) as {
    id: string;
    name: string;
  }[];
  const bebidas = categories.find((category) => category.name === 'Bebidas')!.id;
  const product = (name: string, price: number) => ({ name, price, categoryId: bebidas, idCloud: crypto.randomUUID() });
  const created = await request.post('/api/menu-product-items', {
    headers,
    data: [product('Salsa de ajo', 1000), product('Salsa rosada', 1000), product('Jugo de mora', 7000)],
  });
  expect(created.status(), await created.text()).toBe(201);

  // The waiter looks at Bebidas on Mesa 12's menu.
  const waiter = await signedInTerminal(browser, request, baseURL!, 'mesero');
  const menu = new MenuPage(waiter.page);
  const table = (await tablesByNumber(request, waiter.session.jwt)).get(12)!;
  await waiter.page.goto('/pos');
  await serveTable(waiter.page, table.id);
  await menu.openCategory('Bebidas');
  const juice = waiter.page
    .getByRole('list', { name: 'Productos de Bebidas' })
    .getByText('Jugo de mora', { exact: true });
  await expect(juice).toBeVisible();

  const adminTerminal = await signedInTerminal(browser, request, baseURL!, 'admin');
  const inventory = new InventorySettingsPage(adminTerminal.page);
  await inventory.open('extras');
  await inventory.createExtrasGroup('Salsas de la casa', ['Salsa de ajo', 'Salsa rosada']);
  await expectNoSeriousA11yViolations(adminTerminal.page, 'inventory sides list');

  await inventory.tab('Productos');
  await expect(inventory.products).toBeVisible();
  await expectNoSeriousA11yViolations(adminTerminal.page, 'inventory products list');
  await inventory.fillNewProduct({
    name: 'Pizza especial de la casa',
    price: '30000',
    category: 'Especiales',
    sizes: [
      { name: 'Personal', price: '30000' },
      { name: 'Familiar', price: '52000' },
    ],
  });
  await expect(inventory.newProduct.getByRole('tab', { name: 'Adicionales' })).toBeDisabled();
  await expectNoSeriousA11yViolations(adminTerminal.page, 'new product modal');
  await inventory.newProduct.getByRole('button', { name: 'Crear producto' }).click();
  // After the create the modal stays on info with the new record, and the sides tab unlocks.
  const modal = inventory.productDialog('Pizza especial de la casa');
  await expect(modal.getByRole('tab', { name: 'Información' })).toHaveAttribute('aria-selected', 'true');
  // Its picture: resized on the device, uploaded as base64, shown instead of the placeholder.
  await modal.locator('input[type=file]').setInputFiles({ name: 'pizza.png', mimeType: 'image/png', buffer: RED_PNG });
  await expect(modal.getByRole('img', { name: 'Pizza especial de la casa' })).toHaveAttribute(
    'src',
    /\/api\/menu-images\//,
  );
  await modal.getByRole('tab', { name: 'Adicionales' }).click();
  await modal.getByRole('combobox', { name: 'Buscar grupo de adicionales' }).fill('Salsas');
  await adminTerminal.page.getByRole('option', { name: 'Salsas de la casa', exact: true }).click();
  await expect(modal.getByRole('listitem').filter({ hasText: 'Salsas de la casa' })).toContainText('Obligatorio');
  await modal.getByRole('button', { name: 'Guardar adicionales' }).click();
  await expect(inventory.notice('Registro actualizado')).toBeVisible();
  await modal.getByRole('button', { name: 'Cerrar' }).click();
  await expect(modal).toBeHidden();
  // The new record sits on top of page 1.
  await expect(inventory.products.getByRole('row').nth(1)).toContainText('Pizza especial de la casa');

  await inventory.search('Jugo de mora');
  await expect(inventory.products.getByRole('row')).toHaveCount(2);
  await inventory.bulk('Marcar no disponible', 'Jugo de mora');
  await expect(inventory.notice('Registros actualizados')).toBeVisible();
  await expect(inventory.products.getByRole('row').filter({ hasText: 'Jugo de mora' })).toContainText('No disponible');

  // The category made on Enter counts its product.
  await inventory.tab('Categorías');
  await expect(inventory.categories.getByRole('row').filter({ hasText: 'Especiales' })).toContainText('1 producto');
  await expectNoSeriousA11yViolations(adminTerminal.page, 'inventory categories');

  // The waiter, who never reloaded: the juice is gone from Bebidas, the new category and product are there.
  await expect(juice).toBeHidden();
  await menu.home();
  await menu.openCategory('Especiales');
  await menu.openProduct('Pizza especial de la casa');
  await expect(waiter.page.getByRole('radio', { name: /^Personal \$30\.000/ })).toBeVisible();
  await expect(waiter.page.getByRole('radio', { name: /^Familiar \$52\.000/ })).toBeVisible();
  await menu.product.chooseSize('Familiar');
  // The sides group is required: Add waits for a choice.
  await expect(menu.product.addButton).toBeDisabled();
  await menu.product.choose('Salsa de ajo');
  await expect(menu.product.addButton).toBeEnabled();
  await menu.product.expectAddPrice('$53.000');
});
