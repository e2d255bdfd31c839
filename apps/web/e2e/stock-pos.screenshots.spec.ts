import { expect } from '@playwright/test';
import { serveTable } from './catalogCache';
import { test } from './ownServer';
import { SCREENSHOTS_DIR, SIZES } from './screenshotTargets';
import { apiSession, productId, signedInTerminal, tablesByNumber } from './session';
import { visuallySettled } from './settled';

// Pictures of what stock shows outside the stock screens (issue 17): a size its own recipe no longer
// covers on the waiter's product page, and the inventory entered with the services down; in Spanish
// and English, on a tablet and a phone (gitignored). A server of its own.

const LANGUAGES = [
  { code: 'es', locale: 'es-ES', large: 'Grande', noStock: 'SIN STOCK', unavailable: 'Servicio no disponible' },
  { code: 'en', locale: 'en-US', large: 'Grande', noStock: 'Out of stock', unavailable: 'Service not available' },
] as const;

test.slow();

test('stock on the POS and the service check: a size out of stock, the inventory with the services down', async ({
  browser,
  api,
  server,
}) => {
  const admin = await apiSession(api, 'admin');
  const headers = { authorization: `Bearer ${admin.jwt}` };
  const burgerId = await productId(api, admin.jwt, 'Hamburguesa clásica');
  const detail = await (await api.get(`/api/menu-product-items/${burgerId}`, { headers })).json();
  const resized = await api.put(`/api/menu-product-items/${burgerId}`, {
    headers,
    data: {
      name: detail.name,
      price: detail.price,
      categoryId: detail.category.id,
      isPrepared: true,
      sizes: [
        { name: 'Normal', price: detail.price },
        { name: 'Grande', price: detail.price + 6000 },
      ],
      version: detail.version,
    },
  });
  expect(resized.status(), await resized.text()).toBe(200);
  const sizes = ((await resized.json()) as { sizes: { id: string; name: string }[] }).sizes;
  const carne = await api.post('/api/ingredients-stock', {
    headers,
    data: { name: 'Carne', unit: 'g', cost: 30 },
  });
  expect(carne.status(), await carne.text()).toBe(201);
  const carneId = ((await carne.json()) as { id: string }).id;
  const entered = await api.post('/api/movements', {
    headers,
    data: { type: 'Entrada - Ajuste', items: [{ ingredientId: carneId, quantity: 200_000 }] },
  });
  expect(entered.status(), await entered.text()).toBe(201);
  // 200 g: one Normal (150 g), no Grande (250 g).
  const recipe = await api.put(`/api/menu-product-items/${burgerId}/ingredients`, {
    headers,
    data: {
      lines: [
        { ingredientId: carneId, quantity: 150_000 },
        { ingredientId: carneId, sizeId: sizes.find((size) => size.name === 'Grande')!.id, quantity: 100_000 },
      ],
    },
  });
  expect(recipe.status(), await recipe.text()).toBe(200);
  const waiter = await apiSession(api, 'mesero');
  const table = (await tablesByNumber(api, waiter.jwt)).get(4)!;

  for (const language of LANGUAGES) {
    for (const size of SIZES) {
      const suffix = `${language.code}-${size.width}x${size.height}`;
      const shoot = async (page: import('@playwright/test').Page, name: string) => {
        await visuallySettled(page);
        await page.screenshot({ path: `${SCREENSHOTS_DIR}${name}-${suffix}.png` });
      };

      const { page } = await signedInTerminal(browser, api, server.origin, 'mesero', {
        baseURL: server.origin,
        locale: language.locale,
        viewport: size,
      });
      await page.goto('/pos');
      await serveTable(page, table.id);
      await page.goto(`/menu/producto/${detail.category.id}/${burgerId}`);
      await page.getByRole('radio', { name: new RegExp(`^${language.large}`) }).click();
      await expect(page.getByRole('alert').filter({ hasText: language.noStock })).toBeVisible();
      await shoot(page, 'stock-pos-size-out');
      await page.context().close();

      const { page: adminPage } = await signedInTerminal(browser, api, server.origin, 'admin', {
        baseURL: server.origin,
        locale: language.locale,
        viewport: size,
      });
      await adminPage.route('**/api/general/status', (route) =>
        route.fulfill({ json: { core: { available: true }, db: { available: false }, offersPosReset: false } }),
      );
      await adminPage.goto('/settings/inventory');
      await expect(adminPage.getByRole('dialog', { name: language.unavailable })).toBeVisible();
      await shoot(adminPage, 'stock-services-down');
      await adminPage.getByRole('dialog', { name: language.unavailable }).getByRole('button').last().click();
      await shoot(adminPage, 'stock-services-down-banner');
      await adminPage.context().close();
    }
  }
});
