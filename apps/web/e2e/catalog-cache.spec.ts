import { expect, test } from '@playwright/test';
import { serveTable, storedProducts } from './catalogCache';
import { LoginPage } from './pages/LoginPage';
import { MenuPage } from './pages/MenuPage';
import { apiSession, tablesByNumber } from './session';

// Mesa 12's menu is only read here (the table is never taken), so other specs may use the table.

test('the menu home, a category, the search and a product page still show offline, from the device copy', async ({
  page,
  context,
  request,
}) => {
  const { jwt } = await apiSession(request, 'mesero');
  const table = (await tablesByNumber(request, jwt)).get(12)!;
  await new LoginPage(page).signInAs('mesero');
  await serveTable(page, table.id);
  const menu = new MenuPage(page);
  await expect(page.getByRole('link', { name: 'Ver productos de Pizzas' })).toBeVisible();
  // Opening the menu stored the branch's catalog on this device.
  await expect.poll(() => storedProducts(page)).toBeGreaterThan(30);

  // Once online, so the screens' code is loaded (precaching it is the service worker's part).
  await menu.openCategory('Bebidas');
  await menu.openProduct('Agua');
  await menu.home();
  await page.getByRole('button', { name: 'Filtro de productos' }).click();
  await expect(page.getByRole('searchbox', { name: 'Buscar producto' })).toBeVisible();

  // The server becomes unreachable first, and the app says so; then the whole network goes.
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await expect(page.getByText(/^Sin conexión/)).toBeVisible();
  await context.setOffline(true);
  // What follows was never read from the server: a category, a product, a search.
  await menu.openCategory('Pizzas');
  await expect(page.getByRole('list', { name: 'Productos de Pizzas' }).getByRole('link')).toHaveCount(5);
  await menu.openProduct('Pizza margarita');
  await expect(page.getByRole('radio', { name: /^Familiar \$/ })).toBeVisible();
  await expect(menu.product.addButton).toBeEnabled();

  await menu.home();
  await expect(page.getByRole('link', { name: 'Ver productos de Postres' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Buscar producto' });
  // The menu home opens with its filter closed again.
  await page.getByRole('button', { name: 'Filtro de productos' }).click();
  await search.fill('HAMBURGUESA');
  const results = page.getByRole('list', { name: '4 productos encontrados' });
  await expect(results).toContainText('Hamburguesa doble');
  await menu.openProduct('Hamburguesa doble');
  await expect(page.getByRole('heading', { level: 2, name: 'Hamburguesa doble' })).toBeVisible();
  await context.setOffline(false);
  await context.unrouteAll();
});
