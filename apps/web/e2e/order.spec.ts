import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { FloorPage } from './pages/FloorPage';
import { MenuPage } from './pages/MenuPage';
import { signedInTerminal } from './session';

// Mesa 8 is this spec's own table (floor.spec uses 3, 5, 6 and 7; the screenshots 9 to 12).

/**
 * Holds the next add of lines on its way to the server until `release` is called, so a test can
 * see what the screen shows before the answer (how soon it shows is `npm run bench`'s ui.addToCart).
 */
async function holdNextAdd(page: Page): Promise<{ release(): Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const pattern = '**/api/tables/*/lines';
  await page.route(pattern, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await released;
    await route.fallback();
  });
  return {
    async release() {
      release();
      await page.unroute(pattern);
    },
  };
}

const itemsOf = (jobs: { kind: string; items: { name: string; quantity: number }[] }[], kind: string) =>
  jobs
    .filter((job) => job.kind === kind)
    .flatMap((job) => job.items.map((item) => `${item.quantity}× ${item.name}`))
    .sort();

test('a waiter orders with sizes, extras and a note, sends, sends only what is new, removes a sent line with the cashier PIN; another terminal sees the total', async ({
  browser,
  request,
  baseURL,
}) => {
  const waiterTerminal = await signedInTerminal(browser, request, baseURL!, 'mesero');
  const adminTerminal = await signedInTerminal(browser, request, baseURL!, 'admin');
  const { page } = waiterTerminal;
  const floor = new FloorPage(page);
  const menu = new MenuPage(page);
  const { product, orderPanel } = menu;
  const adminFloor = new FloorPage(adminTerminal.page);
  await adminFloor.open();

  await floor.open();
  await floor.take('Mesa 8', 3);
  await menu.expectTable('Mesa 8');
  await expectNoSeriousA11yViolations(page, 'menu home');

  // 1. A pizza: a size, two toppings and a note for the kitchen.
  await menu.openCategory('Pizzas');
  await expectNoSeriousA11yViolations(page, 'category');
  await menu.openProduct('Pizza margarita');
  await product.chooseSize('Mediana');
  await product.choose('Champiñones');
  await product.choose('Aceitunas');
  await product.note.fill('sin albahaca');
  await product.expectAddPrice('$43.500');
  await expectNoSeriousA11yViolations(page, 'product page');
  // The line shows at once, while the server has not answered yet (optimistic), then is saved.
  const add = await holdNextAdd(page);
  await product.addButton.click();
  await expect(orderPanel.line('Pizza margarita')).toContainText('Guardando…');
  await add.release();
  await expect(orderPanel.line('Pizza margarita')).not.toContainText('Guardando…');
  await expect(orderPanel.line('Pizza margarita')).toContainText('Mediana · Aceitunas · Champiñones');
  await expect(orderPanel.line('Pizza margarita')).toContainText('sin albahaca');
  // Spec 01 §9: after the add the cart returns to menu home by itself.
  await expect(page).toHaveURL(/\/menu\/home$/);

  // 2. A lemonade in a jug, from another category through the breadcrumb's category menu.
  await menu.openCategory('Pizzas');
  await menu.breadcrumb.getByRole('button', { name: /Cambiar categoría$/ }).click();
  await expectNoSeriousA11yViolations(page, 'change category menu');
  await page.getByRole('menuitem', { name: 'Bebidas' }).click();
  await menu.openProduct('Limonada natural');
  await product.chooseSize('Jarra');
  await product.addButton.click();

  // 3. Two burgers: doneness and side are required, cheese is extra.
  await menu.home();
  await menu.openCategory('Hamburguesas');
  await menu.openProduct('Hamburguesa clásica');
  await expect(product.addButton).toBeDisabled();
  await product.choose('Medio');
  await product.choose('Papas fritas');
  await product.choose('Queso extra');
  await product.setQuantity(2);
  await product.expectAddPrice('$54.000');
  await product.addButton.click();

  await expect(orderPanel.lines).toHaveCount(3);
  await expect(orderPanel.subtotal).toHaveText('$112.500');
  await expect(orderPanel.region.getByText('Guardando…')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'order panel');

  // The kitchen gets all three.
  const first = await orderPanel.send();
  expect(itemsOf(first.jobs, 'command')).toEqual([
    '1× Limonada natural',
    '1× Pizza margarita',
    '2× Hamburguesa clásica',
  ]);
  await expect(orderPanel.lines.filter({ hasText: 'Enviado' })).toHaveCount(3);
  await expectNoSeriousA11yViolations(page, 'order panel, sent, with its toast');
  await orderPanel.region.getByRole('button', { name: 'Vista previa' }).first().click();
  const preview = page.getByRole('dialog', { name: /^Vista previa · / });
  await expect(preview.frameLocator('iframe').locator('body')).toContainText('Hamburguesa');
  await preview.getByRole('button', { name: 'Cerrar' }).click();

  // The administrator's floor shows the table's total, live.
  await expect(adminFloor.tile('Mesa 8')).toContainText('$112.500');

  // 4. One more beer: the second ticket carries only it.
  await menu.home();
  await menu.openCategory('Bebidas');
  await menu.openProduct('Cerveza nacional');
  await product.addButton.click();
  await expect(orderPanel.lines).toHaveCount(4);
  const second = await orderPanel.send();
  expect(itemsOf(second.jobs, 'command')).toEqual(['1× Cerveza nacional']);

  // 5. The lemonade was sent: removing it takes the cashier's PIN and produces a cancellation.
  await orderPanel.remove('Limonada natural', '2222');
  await expect(orderPanel.lines).toHaveCount(3);
  await expect(orderPanel.cancellations).toContainText('Limonada natural');
  await expect(orderPanel.subtotal).toHaveText('$104.500');
  const third = await orderPanel.send();
  expect(itemsOf(third.jobs, 'cancellation')).toEqual(['-1× Limonada natural']);
  await expect(orderPanel.cancellations).toHaveCount(0);

  await expect(adminFloor.tile('Mesa 8')).toContainText('$104.500');
});
