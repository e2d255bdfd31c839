import { expect } from '@playwright/test';
import { test } from './ownServer';
import { SCREENSHOTS_DIR, SIZES } from './screenshotTargets';
import { apiSession, signedInTerminal, tablesByNumber } from './session';
import { visuallySettled } from './settled';

// Pictures of the preferences and tables admin screens (issue 15 §4, §5) in Spanish and English, on
// a tablet and a phone, for a person to look at (gitignored). A server of the test's own: the pictures
// show forms with errors, never saved.

const LANGUAGES = [
  {
    code: 'es',
    locale: 'es-ES',
    orderPin: 'Pedir PIN para quitar lo enviado a cocina',
    addTip: 'Agregar propina',
    addTax: 'Agregar impuesto',
    addFee: 'Agregar valor',
    newFee: 'Valor 6',
    save: 'Guardar preferencias',
    tablesTitle: 'Mesas',
    edit: 'Editar Mesa 2',
    number: 'Número de mesa',
    saveTable: 'Guardar',
  },
  {
    code: 'en',
    locale: 'en-US',
    orderPin: 'Ask for a PIN to remove what was sent to the kitchen',
    addTip: 'Add tip',
    addTax: 'Add tax',
    addFee: 'Add fee',
    newFee: 'Fee 6',
    save: 'Save preferences',
    tablesTitle: 'Tables',
    edit: 'Edit Mesa 2',
    number: 'Table number',
    saveTable: 'Save',
  },
] as const;

test.slow();

test('preferences and tables admin, in es and en, tablet and phone', async ({ browser, api, server }) => {
  // A second room with a table, and a table with guests, so the list shows both.
  const admin = await apiSession(api, 'admin');
  const waiter = await apiSession(api, 'mesero');
  const headers = (jwt: string) => ({ authorization: `Bearer ${jwt}` });
  const room = await api.post('/api/rooms', { headers: headers(admin.jwt), data: { name: 'Terraza' } });
  expect(room.status()).toBe(201);
  const roomId = ((await room.json()) as { id: string }).id;
  const table = { name: 'Terraza 1', numberTable: 21, roomId, position: 1 };
  expect((await api.post('/api/tables', { headers: headers(admin.jwt), data: table })).status()).toBe(201);
  const two = (await tablesByNumber(api, waiter.jwt)).get(2)!;
  const taken = await api.post(`/api/tables/${two.id}/occupy`, { headers: headers(waiter.jwt), data: { people: 2 } });
  expect(taken.status()).toBe(200);

  for (const language of LANGUAGES) {
    for (const size of SIZES) {
      const suffix = `${language.code}-${size.width}x${size.height}`;
      const shoot = (name: string, fullPage = true) =>
        page.screenshot({ path: `${SCREENSHOTS_DIR}${name}-${suffix}.png`, fullPage });
      const { page } = await signedInTerminal(browser, api, server.origin, 'admin', {
        baseURL: server.origin,
        locale: language.locale,
        viewport: size,
      });

      await page.goto('/settings/preferences');
      await expect(page.getByRole('switch', { name: language.orderPin })).toBeVisible();
      await visuallySettled(page);
      await shoot('settings-preferences');

      // Every service type taken (HAVE ALL TIP), a new tax saved empty and a delivery fee already in the
      // list: the errors show on their fields.
      const addTip = page.getByRole('button', { name: language.addTip });
      for (let click = 0; click < 3; click++) await addTip.click();
      await page.getByRole('button', { name: language.addTax }).click();
      await page.getByRole('button', { name: language.addFee }).click();
      await page.getByRole('textbox', { name: language.newFee, exact: true }).fill('3.000');
      await page.getByRole('button', { name: language.save }).click();
      await expect(page.getByRole('status')).toBeVisible();
      await visuallySettled(page);
      await shoot('settings-preferences-errors');
      // Each section at its real size, for a closer look than the whole (scaled) page gives.
      for (const [index, section] of (await page.locator('form section').all()).entries()) {
        await section.screenshot({ path: `${SCREENSHOTS_DIR}settings-preferences-section${index + 1}-${suffix}.png` });
      }
      await page.context().close();

      const tables = await signedInTerminal(browser, api, server.origin, 'admin', {
        baseURL: server.origin,
        locale: language.locale,
        viewport: size,
      });
      await tables.page.goto('/settings/tables');
      await expect(tables.page.getByRole('heading', { name: language.tablesTitle, level: 2 })).toBeVisible();
      await expect(tables.page.getByRole('button', { name: language.edit, exact: true })).toBeVisible();
      await visuallySettled(tables.page);
      await tables.page.screenshot({ path: `${SCREENSHOTS_DIR}settings-tables-${suffix}.png`, fullPage: true });
      await tables.page.getByRole('button', { name: language.edit, exact: true }).click();
      const dialog = tables.page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: language.number }).fill('3');
      await dialog.getByRole('button', { name: language.saveTable, exact: true }).click();
      await expect(dialog.getByText(/^(El número de mesa ya existe|The table number already exists)/)).toBeVisible();
      await visuallySettled(tables.page);
      await tables.page.screenshot({ path: `${SCREENSHOTS_DIR}settings-table-form-${suffix}.png` });
      await tables.page.context().close();
    }
  }
});
