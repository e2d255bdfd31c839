import { expect } from '@playwright/test';
import { test } from './ownServer';
import { InventorySettingsPage } from './pages/InventorySettingsPage';
import { apiSession, signedInTerminal } from './session';

// An extras option's own ingredient lines (issue 17), set through the group editor and kept by the
// server. A server of its own: the demo's Adiciones group is changed here only.

test('the admin gives an extras option its ingredient lines in each ingredient’s unit; after a reload they are kept', async ({
  browser,
  api,
  server,
}) => {
  const admin = await apiSession(api, 'admin');
  const headers = { authorization: `Bearer ${admin.jwt}` };
  for (const [name, unit] of [
    ['Queso mozzarella', 'g'],
    ['Tocineta ahumada', 'kg'],
  ] as const) {
    const created = await api.post('/api/ingredients-stock', {
      headers,
      data: { name, unit, stockMinimum: 0, cost: 0 },
    });
    expect(created.status(), await created.text()).toBe(201);
  }

  const { page } = await signedInTerminal(browser, api, server.origin, 'admin', { baseURL: server.origin });
  const inventory = new InventorySettingsPage(page);
  await inventory.open('extras');
  await inventory.setOptionIngredients('Adiciones', 'Queso extra', [
    { ingredient: 'Queso mozzarella', quantity: '30' },
    { ingredient: 'Tocineta ahumada', quantity: '0,15' },
  ]);

  await page.reload();
  await expect(inventory.extras).toBeVisible();
  let editor = await inventory.openOptionIngredients('Adiciones', 'Queso extra');
  const quantityOf = (ingredient: string) =>
    editor.getByRole('listitem', { name: ingredient, exact: true }).getByRole('textbox', { name: /^Cantidad/ });
  await expect(quantityOf('Queso mozzarella')).toHaveValue('30');
  await expect(quantityOf('Tocineta ahumada')).toHaveValue('0,15');
  // Escape closes only the lines' editor: the group's editor stays open under it.
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();
  await expect(inventory.extrasDialog('Adiciones')).toBeVisible();
  await inventory.extrasDialog('Adiciones').getByRole('button', { name: 'Cancelar' }).click();

  // Setting them again replaces the list: the bacon goes, the cheese changes.
  await inventory.setOptionIngredients('Adiciones', 'Queso extra', [
    { ingredient: 'Queso mozzarella', quantity: '45,5' },
  ]);
  await page.reload();
  await expect(inventory.extras).toBeVisible();
  editor = await inventory.openOptionIngredients('Adiciones', 'Queso extra');
  await expect(editor.getByRole('list', { name: 'Ingredientes' }).getByRole('listitem')).toHaveCount(1);
  await expect(quantityOf('Queso mozzarella')).toHaveValue('45,5');

  // The server holds the quantities exactly, in thousandths of a gram.
  const groups = await api.post('/api/extras/fetch', {
    headers,
    data: { page: 0, pageSize: 10, filters: { name: 'Adiciones' } },
  });
  expect(groups.status(), await groups.text()).toBe(200);
  const { content } = (await groups.json()) as { content: { name: string; options: { id: string; name: string }[] }[] };
  const option = content.find((group) => group.name === 'Adiciones')!.options.find((o) => o.name === 'Queso extra')!;
  const lines = await api.get(`/api/extras-options/${option.id}/ingredients`, { headers });
  expect(await lines.json()).toMatchObject({
    lines: [{ ingredientName: 'Queso mozzarella', unit: 'g', sizeId: null, quantity: 45_500 }],
  });
  await page.context().close();
});
