import { expect } from '@playwright/test';
import { test } from './ownServer';
import { SCREENSHOTS_DIR, SIZES } from './screenshotTargets';
import { apiSession, signedInTerminal } from './session';
import { visuallySettled } from './settled';

// Pictures of stock as spec 02 describes it (issue 27 §11): the stock-filter mode by location, the
// locations modal, the return-exit movement form, a product's location and supplier, a purchase
// holding a product, in Spanish and English, on a tablet and a phone (gitignored). A server of its own.

const LANGUAGES = [
  {
    code: 'es',
    locale: 'es-ES',
    ingredients: 'Ingredientes',
    location: 'Ubicación',
    locations: 'Ubicaciones',
    movementsTab: 'Movimientos',
    newMovement: 'Nuevo movimiento',
    type: /Tipo de movimiento/,
    addItem: 'Agregar ítem',
    save: 'Registrar movimiento',
    search: 'Buscar',
    edit: (name: string) => `Editar ${name}`,
    product: (name: string) => `Producto: ${name}`,
    newPurchase: 'Nueva compra',
    addProduct: 'Agregar producto',
  },
  {
    code: 'en',
    locale: 'en-US',
    ingredients: 'Ingredients',
    location: 'Location',
    locations: 'Locations',
    movementsTab: 'Movements',
    newMovement: 'New movement',
    type: /Movement type/,
    addItem: 'Add item',
    save: 'Record movement',
    search: 'Search',
    edit: (name: string) => `Edit ${name}`,
    product: (name: string) => `Product: ${name}`,
    newPurchase: 'New purchase',
    addProduct: 'Add product',
  },
] as const;

test.slow();

test('stock spec: locations, return-exit form, product location and supplier, purchase with a product', async ({
  browser,
  api,
  server,
}) => {
  const admin = await apiSession(api, 'admin');
  const headers = { authorization: `Bearer ${admin.jwt}` };
  const location = await api.post('/api/locations', { headers, data: { name: 'Barra', description: 'Nevera' } });
  expect(location.status()).toBe(201);
  const barra = ((await location.json()) as { id: string }).id;
  const made = await api.post('/api/ingredients-stock', {
    headers,
    data: { name: 'Limón', unit: 'kg', cost: 4000, locationId: barra },
  });
  expect(made.status()).toBe(201);
  const categories = (await (await api.get('/api/categories', { headers })).json()) as { id: string }[];
  const soda = await api.post('/api/menu-product-items', {
    headers,
    data: [
      {
        idCloud: crypto.randomUUID(),
        name: 'Soda lata',
        price: 4000,
        categoryId: categories[0]!.id,
        isPrepared: false,
        isCalculatedCost: false,
        locationId: barra,
      },
    ],
  });
  expect(soda.status(), await soda.text()).toBe(201);

  for (const language of LANGUAGES) {
    for (const size of SIZES) {
      const suffix = `${language.code}-${size.width}x${size.height}`;
      const { page } = await signedInTerminal(browser, api, server.origin, 'admin', {
        baseURL: server.origin,
        locale: language.locale,
        viewport: size,
      });
      const phone = size.width < 768;
      const shoot = async (name: string) =>
        page.screenshot({ path: `${SCREENSHOTS_DIR}${name}-${suffix}.png`, fullPage: false });
      const list = (name: string) => (phone ? page.getByRole('list', { name }) : page.getByRole('table', { name }));

      // The ingredients of one location, then the locations modal.
      await page.goto('/settings/inventory?tab=ingredients');
      await expect(list(language.ingredients)).toBeVisible();
      await page.getByRole('radiogroup').getByText(language.location, { exact: true }).click();
      await page.getByRole('combobox', { name: language.location }).click();
      await page.getByRole('option', { name: 'Barra' }).click();
      await expect(list(language.ingredients).getByText('Limón')).toBeVisible();
      await visuallySettled(page);
      await shoot('stock-spec-location-mode');
      await page.getByRole('button', { name: language.locations }).click();
      const locations = page.getByRole('dialog', { name: language.locations });
      await expect(locations.getByText('Nevera')).toBeVisible();
      await visuallySettled(page);
      await shoot('stock-spec-locations');
      await page.keyboard.press('Escape');
      await expect(locations).toBeHidden();

      // The return-exit form: its order number field, an item refused without its purchase value.
      await page.goto('/settings/inventory?tab=movements');
      await page.getByRole('button', { name: language.newMovement }).click();
      const form = page.getByRole('dialog', { name: language.newMovement });
      await form.getByRole('combobox', { name: language.type }).click();
      await page.getByRole('option', { name: 'Salida - Devolucion' }).click();
      await form.getByRole('combobox', { name: language.addItem }).fill('Lim');
      await page.getByRole('option', { name: 'Limón' }).click();
      await form.getByRole('button', { name: language.save }).click();
      await visuallySettled(page);
      await shoot('stock-spec-return-exit');
      await page.keyboard.press('Escape');

      // A counted product's location and supplier.
      await page.goto('/settings/inventory');
      await page.getByRole('searchbox', { name: language.search }).fill('Soda lata');
      await page.getByRole('button', { name: language.edit('Soda lata'), exact: true }).click();
      const product = page.getByRole('dialog', { name: language.product('Soda lata') });
      await expect(product.getByRole('combobox', { name: language.location })).toHaveValue('Barra');
      await product.getByRole('combobox', { name: language.location }).scrollIntoViewIfNeeded();
      await visuallySettled(page);
      await shoot('stock-spec-product-place');
      await page.keyboard.press('Escape');

      // A purchase holding a product.
      await page.goto('/settings/purchases');
      await page.getByRole('button', { name: language.newPurchase }).click();
      const purchase = page.getByRole('dialog', { name: language.newPurchase });
      await purchase.getByRole('combobox', { name: language.addProduct }).fill('Soda');
      await page.getByRole('option', { name: 'Soda lata' }).click();
      await expect(purchase.getByTestId('purchase-line')).toHaveCount(1);
      await purchase.getByTestId('purchase-line').scrollIntoViewIfNeeded();
      await visuallySettled(page);
      await shoot('stock-spec-purchase-product');
      await page.context().close();
    }
  }
});
