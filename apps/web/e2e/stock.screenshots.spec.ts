import { expect } from '@playwright/test';
import { test } from './ownServer';
import { SCREENSHOTS_DIR, SIZES } from './screenshotTargets';
import { apiSession, signedInTerminal } from './session';
import { visuallySettled } from './settled';

// Pictures of the stock screens (issue 17): ingredients list and modal, movements list, the movement
// form and drawer, an extras option's ingredient lines over its group's editor, in Spanish and English, on a tablet and a phone (gitignored). A server of its own.

const LANGUAGES = [
  {
    code: 'es',
    locale: 'es-ES',
    ingredientsTab: 'Ingredientes',
    movementsTab: 'Movimientos',
    edit: (name: string) => `Editar ${name}`,
    newMovement: 'Nuevo movimiento',
    extrasGroup: 'Adicionales: Adiciones',
    optionIngredients: 'Ingredientes de Queso extra',
    optionEditor: 'Ingredientes: Queso extra',
    addIngredient: 'Agregar ingrediente',
    saveIngredients: 'Guardar ingredientes',
    quantityRequired: 'Cantidad requerida',
    product: 'Producto: Pizza margarita',
    recipeTab: 'Ingredientes',
    search: 'Buscar',
  },
  {
    code: 'en',
    locale: 'en-US',
    ingredientsTab: 'Ingredients',
    movementsTab: 'Movements',
    edit: (name: string) => `Edit ${name}`,
    newMovement: 'New movement',
    extrasGroup: 'Sides: Adiciones',
    optionIngredients: 'Ingredients of Queso extra',
    optionEditor: 'Ingredients: Queso extra',
    addIngredient: 'Add ingredient',
    saveIngredients: 'Save ingredients',
    quantityRequired: 'Quantity required',
    product: 'Product: Pizza margarita',
    recipeTab: 'Ingredients',
    search: 'Search',
  },
] as const;

test.slow();

test('stock: ingredients, ingredient modal, movements, movement form, option ingredients, in es and en, tablet and phone', async ({
  browser,
  api,
  server,
}) => {
  const admin = await apiSession(api, 'admin');
  const headers = { authorization: `Bearer ${admin.jwt}` };
  const create = async (name: string, unit: string, stockMinimum: number, cost: number) => {
    const answer = await api.post('/api/ingredients-stock', { headers, data: { name, unit, stockMinimum, cost } });
    expect(answer.status()).toBe(201);
    return ((await answer.json()) as { id: string }).id;
  };
  const pan = await create('Pan', 'unit', 10_000, 800);
  const carne = await create('Carne', 'g', 1_000_000, 30);
  const queso = await create('Queso', 'g', 500_000, 25);
  const entry = await api.post('/api/movements', {
    headers,
    data: {
      type: 'Entrada - Ajuste',
      observation: 'Inventario inicial',
      items: [
        { ingredientId: carne, quantity: 10_000_000, cost: 300_000 },
        { ingredientId: pan, quantity: 4000 },
      ],
    },
  });
  expect(entry.status()).toBe(201);
  // The demo's Adiciones → Queso extra takes 30 g of cheese.
  const groups = await api.post('/api/extras/fetch', {
    headers,
    data: { page: 0, pageSize: 10, filters: { name: 'Adiciones' } },
  });
  expect(groups.status()).toBe(200);
  const { content } = (await groups.json()) as { content: { name: string; options: { id: string; name: string }[] }[] };
  const quesoExtra = content
    .find((group) => group.name === 'Adiciones')!
    .options.find((option) => option.name === 'Queso extra')!.id;
  const lines = await api.put(`/api/extras-options/${quesoExtra}/ingredients`, {
    headers,
    data: { lines: [{ ingredientId: queso, quantity: 30_000 }] },
  });
  expect(lines.status(), await lines.text()).toBe(200);
  // Pizza margarita's recipe: cheese for every size and more for its last size (the same editor).
  const pizzas = await api.post('/api/menu-product-items/page', {
    headers,
    data: { page: 0, pageSize: 20, filters: { name: 'Pizza margarita' } },
  });
  const pizza = ((await pizzas.json()) as { content: { id: string; name: string }[] }).content.find(
    (row) => row.name === 'Pizza margarita',
  )!.id;
  const { sizes } = (await (await api.get(`/api/menu-product-items/${pizza}`, { headers })).json()) as {
    sizes: { id: string }[];
  };
  const recipe = await api.put(`/api/menu-product-items/${pizza}/ingredients`, {
    headers,
    data: {
      lines: [
        { ingredientId: queso, quantity: 150_000 },
        { ingredientId: queso, sizeId: sizes.at(-1)!.id, quantity: 50_000 },
      ],
    },
  });
  expect(recipe.status(), await recipe.text()).toBe(200);

  for (const language of LANGUAGES) {
    for (const size of SIZES) {
      const suffix = `${language.code}-${size.width}x${size.height}`;
      const { page } = await signedInTerminal(browser, api, server.origin, 'admin', {
        baseURL: server.origin,
        locale: language.locale,
        viewport: size,
      });
      const phone = size.width < 768;
      const shoot = async (name: string, fullPage = true) => {
        if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `${SCREENSHOTS_DIR}${name}-${suffix}.png`, fullPage: fullPage && !phone });
      };
      const list = (name: string) => (phone ? page.getByRole('list', { name }) : page.getByRole('table', { name }));

      await page.goto('/settings/inventory?tab=ingredients');
      await expect(list(language.ingredientsTab)).toBeVisible();
      await visuallySettled(page);
      await shoot('stock-ingredients');

      await page.getByRole('button', { name: language.edit('Carne'), exact: true }).click();
      const modal = page.getByRole('dialog', { name: language.edit('Carne') });
      await expect(modal).toBeVisible();
      await visuallySettled(page);
      await shoot('stock-ingredient-info', false);
      await modal.getByRole('tab', { name: language.movementsTab }).click();
      await expect(modal.getByText('Entrada - Ajuste').first()).toBeVisible();
      await visuallySettled(page);
      await shoot('stock-ingredient-movements', false);
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();

      await page.goto('/settings/inventory?tab=movements');
      await expect(list(language.movementsTab)).toBeVisible();
      await visuallySettled(page);
      await shoot('stock-movements');
      await list(language.movementsTab).getByText('Carne').first().click();
      await visuallySettled(page);
      await shoot('stock-movement-drawer', false);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: language.newMovement }).click();
      await expect(page.getByRole('dialog', { name: language.newMovement })).toBeVisible();
      await visuallySettled(page);
      await shoot('stock-movement-form', false);
      await page.keyboard.press('Escape');

      // Adiciones' editor, and its Queso extra's ingredient lines with a new line still without quantity.
      await page.goto('/settings/inventory?tab=extras');
      await page.getByRole('button', { name: language.edit('Adiciones'), exact: true }).click();
      const group = page.getByRole('dialog', { name: language.extrasGroup });
      await expect(group).toBeVisible();
      await visuallySettled(page);
      await shoot('stock-extras-group', false);
      await group.getByRole('button', { name: language.optionIngredients, exact: true }).click();
      const editor = page.getByRole('dialog', { name: language.optionEditor });
      await expect(editor.getByRole('listitem', { name: 'Queso', exact: true })).toBeVisible();
      await editor.getByRole('combobox', { name: language.addIngredient }).fill('Pan');
      await page.getByRole('option', { name: 'Pan', exact: true }).click();
      await editor.getByRole('button', { name: language.saveIngredients }).click();
      await expect(editor.getByText(language.quantityRequired)).toBeVisible();
      await visuallySettled(page);
      await shoot('stock-option-ingredients', false);

      // A recipe with sizes in the same editor: the product modal's ingredients tab.
      await page.goto('/settings/inventory');
      await page.getByRole('searchbox', { name: language.search }).fill('Pizza margarita');
      await page.getByRole('button', { name: language.edit('Pizza margarita'), exact: true }).click();
      const product = page.getByRole('dialog', { name: language.product });
      await product.getByRole('tab', { name: language.recipeTab }).click();
      await expect(product.getByRole('listitem')).toHaveCount(2);
      await visuallySettled(page);
      await shoot('stock-product-recipe', false);
      await page.context().close();
    }
  }
});

// Sub-recipes: a prepared ingredient's recipe tab and the produce dialog (amount, confirm, result).
test.describe('sub-recipes', () => {
  const TEXTS = {
    es: { recipe: 'Receta', produce: 'Producir', next: 'Continuar', confirm: /Sí, producir/, done: /Se produjeron/ },
    en: { recipe: 'Recipe', produce: 'Produce', next: 'Continue', confirm: /Yes, produce/, done: /produced/ },
  } as const;

  test('stock: a prepared ingredient’s recipe and producing it, in es and en, tablet and phone', async ({
    browser,
    api,
    server,
  }) => {
    const admin = await apiSession(api, 'admin');
    const headers = { authorization: `Bearer ${admin.jwt}` };
    const create = async (name: string, unit: string, cost: number) => {
      const answer = await api.post('/api/ingredients-stock', { headers, data: { name, unit, cost } });
      expect(answer.status()).toBe(201);
      return ((await answer.json()) as { id: string }).id;
    };
    const tomate = await create('Tomate maduro', 'kg', 4000);
    const cebolla = await create('Cebolla', 'kg', 3000);
    const ajo = await create('Ajo', 'g', 20);
    const salsa = await create('Salsa de la casa', 'l', 0);
    const entry = await api.post('/api/movements', {
      headers,
      data: {
        type: 'Entrada - Ajuste',
        items: [
          { ingredientId: tomate, quantity: 20_000_000 },
          { ingredientId: cebolla, quantity: 5_000_000 },
          { ingredientId: ajo, quantity: 500_000 },
        ],
      },
    });
    expect(entry.status()).toBe(201);
    // 1 l of salsa: 800 g tomate maduro, 200 g cebolla, 10 g ajo.
    const recipe = await api.put(`/api/ingredients-stock/${salsa}/recipe`, {
      headers,
      data: {
        yieldQuantity: 1_000_000,
        lines: [
          { ingredientId: tomate, quantity: 800_000 },
          { ingredientId: cebolla, quantity: 200_000 },
          { ingredientId: ajo, quantity: 10_000 },
        ],
      },
    });
    expect(recipe.status()).toBe(200);

    for (const language of LANGUAGES) {
      const texts = TEXTS[language.code];
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
        const list = phone
          ? page.getByRole('list', { name: language.ingredientsTab })
          : page.getByRole('table', { name: language.ingredientsTab });

        await page.goto('/settings/inventory?tab=ingredients');
        await expect(list).toBeVisible();
        await list.getByText('Salsa de la casa').scrollIntoViewIfNeeded();
        await visuallySettled(page);
        await shoot('stock-ingredients-prepared');

        await page.getByRole('button', { name: language.edit('Salsa de la casa'), exact: true }).click();
        const modal = page.getByRole('dialog', { name: language.edit('Salsa de la casa') });
        await modal.getByRole('tab', { name: texts.recipe }).click();
        await expect(modal.getByText('Tomate maduro')).toBeVisible();
        await visuallySettled(page);
        await shoot('stock-ingredient-recipe');

        await modal.getByRole('button', { name: texts.produce, exact: true }).click();
        const produce = page.getByRole('dialog', { name: `${texts.produce} Salsa de la casa` });
        await produce
          .getByRole('textbox')
          .first()
          .fill(language.code === 'es' ? '1,5' : '1.5');
        await produce.getByRole('button', { name: texts.next }).click();
        await expect(produce.getByRole('button', { name: texts.confirm })).toBeVisible();
        await visuallySettled(page);
        await shoot('stock-produce-confirm');
        await produce.getByRole('button', { name: texts.confirm }).click();
        await expect(produce.getByText(texts.done)).toBeVisible();
        await visuallySettled(page);
        await shoot('stock-produce-result');
        await page.context().close();
      }
    }
  });
});
