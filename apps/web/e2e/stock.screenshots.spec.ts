import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { test } from './ownServer';
import { apiSession, signedInTerminal } from './session';
import { visuallySettled } from './settled';

// Pictures of the stock screens (issue 17): ingredients list and modal, movements list, the movement
// form and drawer, in Spanish and English, on a tablet and a phone (gitignored). A server of its own.

const SCREENSHOTS_DIR = fileURLToPath(new URL('../../../screenshots/', import.meta.url));
mkdirSync(SCREENSHOTS_DIR, { recursive: true });

const SIZES = [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
] as const;

const LANGUAGES = [
  {
    code: 'es',
    locale: 'es-ES',
    ingredientsTab: 'Ingredientes',
    movementsTab: 'Movimientos',
    edit: (name: string) => `Editar ${name}`,
    newMovement: 'Nuevo movimiento',
  },
  {
    code: 'en',
    locale: 'en-US',
    ingredientsTab: 'Ingredients',
    movementsTab: 'Movements',
    edit: (name: string) => `Edit ${name}`,
    newMovement: 'New movement',
  },
] as const;

test.slow();

test('stock: ingredients, ingredient modal, movements, movement form, in es and en, tablet and phone', async ({
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
  await create('Queso', 'g', 500_000, 25);
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
      await page.context().close();
    }
  }
});
