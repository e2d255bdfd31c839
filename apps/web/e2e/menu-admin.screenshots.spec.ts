import { expect } from '@playwright/test';
import { test } from './ownServer';
import { SCREENSHOTS_DIR, SIZES } from './screenshotTargets';
import { apiSession, signedInTerminal } from './session';
import { visuallySettled } from './settled';

// Pictures of the inventory screen (issue 16): the products list, the product modal's info and sides
// tabs, the extras editor and the categories tab, in Spanish and English, on a tablet and a phone, for
// a person to look at (gitignored). A server of the test's own: a low-stock juice is added to the demo.

const LANGUAGES = [
  {
    code: 'es',
    locale: 'es-ES',
    products: 'Productos',
    search: 'Buscar',
    extrasTab: 'Adicionales',
    extras: 'Grupos de adicionales',
    categories: 'Categorías',
    edit: (name: string) => `Editar ${name}`,
    select: (name: string) => `Seleccionar ${name}`,
    product: (name: string) => `Producto: ${name}`,
    newGroup: 'Nuevo grupo',
    newGroupTitle: 'Nuevo grupo de adicionales',
    addOption: 'Agregar producto',
    name: 'Nombre',
    save: 'Guardar',
    sizesRequired: 'Complete la cantidad de cada tamaño',
  },
  {
    code: 'en',
    locale: 'en-US',
    products: 'Products',
    search: 'Search',
    extrasTab: 'Sides',
    extras: 'Sides groups',
    categories: 'Categories',
    edit: (name: string) => `Edit ${name}`,
    select: (name: string) => `Select ${name}`,
    product: (name: string) => `Product: ${name}`,
    newGroup: 'New group',
    newGroupTitle: 'New sides group',
    addOption: 'Add product',
    name: 'Name',
    save: 'Save',
    sizesRequired: 'Fill in the quantity of every size',
  },
] as const;

test.slow();

test('inventory: products, product modal, extras editor and categories, in es and en, tablet and phone', async ({
  browser,
  api,
  server,
}) => {
  const admin = await apiSession(api, 'admin');
  const headers = { authorization: `Bearer ${admin.jwt}` };
  const categories = (await (await api.get('/api/categories', { headers })).json()) as { id: string; name: string }[];
  const bebidas = categories.find((category) => category.name === 'Bebidas')!.id;
  const juice = {
    name: 'Jugo de lulo',
    price: 8000,
    categoryId: bebidas,
    isPrepared: false,
    isCalculatedCost: false,
    quantity: 2,
    stockMinimum: 5,
    idCloud: crypto.randomUUID(),
  };
  expect((await api.post('/api/menu-product-items', { headers, data: [juice] })).status()).toBe(201);

  for (const language of LANGUAGES) {
    for (const size of SIZES) {
      const suffix = `${language.code}-${size.width}x${size.height}`;
      const { page } = await signedInTerminal(browser, api, server.origin, 'admin', {
        baseURL: server.origin,
        locale: language.locale,
        viewport: size,
      });
      const phone = size.width < 768;
      // A tablet's list as a whole page from its top (a tap lower down scrolled it); a phone's as its
      // screen shows it (a whole page of cards would be too small to read), then its cards.
      const shoot = async (name: string, fullPage = true) => {
        if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `${SCREENSHOTS_DIR}${name}-${suffix}.png`, fullPage: fullPage && !phone });
        if (fullPage && phone) {
          // The list's first card, just below the fixed header.
          await page
            .locator('main [role=list] > [role=listitem]')
            .first()
            .evaluate((card) => window.scrollBy(0, card.getBoundingClientRect().top - 80));
          await page.screenshot({ path: `${SCREENSHOTS_DIR}${name}-cards-${suffix}.png` });
        }
      };
      const list = (name: string) => (phone ? page.getByRole('list', { name }) : page.getByRole('table', { name }));

      // The products list with two rows picked: the bulk actions show.
      await page.goto('/settings/inventory');
      await expect(list(language.products)).toBeVisible();
      await page.getByRole('checkbox', { name: language.select('Jugo de lulo') }).check();
      await page.getByRole('checkbox', { name: language.select('Agua') }).check();
      await visuallySettled(page);
      await shoot('inventory-products');

      // The product modal: a pizza with sizes and sides.
      await page.getByRole('searchbox', { name: language.search }).fill('Pizza');
      await page.getByRole('button', { name: language.edit('Pizza margarita'), exact: true }).click();
      const modal = page.getByRole('dialog', { name: language.product('Pizza margarita') });
      await expect(modal.getByRole('textbox', { name: language.name, exact: true })).toHaveValue('Pizza margarita');
      await visuallySettled(page);
      await shoot('inventory-product-info', false);
      await modal.getByRole('tab', { name: language.extrasTab }).click();
      await expect(modal.getByRole('listitem').first()).toBeVisible();
      await visuallySettled(page);
      await shoot('inventory-product-sides', false);
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();

      // The extras list, and a new group whose pizza option leaves a size without a quantity.
      await page.getByRole('tab', { name: language.extrasTab }).click();
      await expect(list(language.extras)).toBeVisible();
      await visuallySettled(page);
      await shoot('inventory-extras');
      await page.getByRole('button', { name: language.newGroup }).click();
      const editor = page.getByRole('dialog', { name: language.newGroupTitle });
      await editor.getByRole('textbox', { name: language.name, exact: true }).fill('Bordes');
      await editor.getByRole('combobox', { name: language.addOption }).fill('Pizza margarita');
      await page.getByRole('option', { name: 'Pizza margarita', exact: true }).click();
      await expect(editor.getByRole('listitem', { name: 'Pizza margarita' }).getByRole('textbox')).not.toHaveCount(1);
      await editor.getByRole('button', { name: language.save, exact: true }).click();
      await expect(editor.getByText(language.sizesRequired)).toBeVisible();
      await visuallySettled(page);
      await shoot('inventory-extras-editor', false);
      await page.keyboard.press('Escape');
      await expect(editor).toBeHidden();

      await page.getByRole('tab', { name: language.categories }).click();
      await expect(list(language.categories)).toBeVisible();
      await visuallySettled(page);
      await shoot('inventory-categories');
      await page.context().close();
    }
  }
});
