import { expect } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { test } from './ownServer';
import { FloorPage } from './pages/FloorPage';
import { TablesSettingsPage } from './pages/TablesSettingsPage';
import { apiSession, signedInTerminal, tablesByNumber } from './session';

// Issue 15 §5: the tables admin list. A server of the test's own: renamed and deleted tables would
// surprise the other specs.

test('the admin renames a table and every open terminal shows the new name live; renumbers, moves and deletes', async ({
  browser,
  api,
  server,
}) => {
  const waiter = await signedInTerminal(browser, api, server.origin, 'mesero', { baseURL: server.origin });
  const waiterFloor = new FloorPage(waiter.page);
  await waiterFloor.open();
  await expect(waiterFloor.tile('Mesa 3')).toBeVisible();
  await waiter.page.evaluate(() => {
    (window as unknown as { sameDocument?: boolean }).sameDocument = true;
  });

  const admin = await signedInTerminal(browser, api, server.origin, 'admin', { baseURL: server.origin });
  const tables = new TablesSettingsPage(admin.page);
  await tables.open();
  await expectNoSeriousA11yViolations(admin.page, 'tables admin');

  // Rename: the waiter's floor shows it without a reload.
  await tables.edit('Mesa 3', { name: 'Ventana 3' });
  await expect(tables.editDialog).toBeHidden();
  await expect(admin.page.getByText('Ventana 3', { exact: true })).toBeVisible();
  await expect(waiterFloor.tile('Ventana 3')).toBeVisible();
  await expect(waiterFloor.tile('Mesa 3')).toHaveCount(0);
  expect(await waiter.page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // Renumber onto a number another table has: the spec's text, and the dialog stays.
  await tables.edit('Mesa 5', { number: '6' });
  await expect(tables.editDialog.getByText('El número de mesa ya existe, intente con otro')).toBeVisible();
  await expectNoSeriousA11yViolations(admin.page, 'table form with an error');
  await tables.editDialog.getByRole('textbox', { name: 'Número de mesa' }).fill('50');
  await tables.editDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(tables.editDialog).toBeHidden();

  // A new room, and a table moved into it.
  await tables.createRoom('Terraza');
  await tables.edit('Mesa 7', { room: 'Terraza' });
  await expect(tables.editDialog).toBeHidden();
  await expect(tables.room('Terraza').getByText('Mesa 7', { exact: true })).toBeVisible();
  const session = await apiSession(api, 'admin');
  const byNumber = await tablesByNumber(api, session.jwt);
  expect(byNumber.get(50)).toBeDefined();
  expect(byNumber.get(7)!.roomId).not.toBe(byNumber.get(1)!.roomId);

  // Delete: a free table leaves every floor; one with guests is refused with the reason.
  await tables.delete('Mesa 9');
  await expect(admin.page.getByRole('button', { name: 'Editar Mesa 9', exact: true })).toHaveCount(0);
  await expect(waiterFloor.tile('Mesa 9')).toHaveCount(0);
  const mario = await apiSession(api, 'mesero');
  const taken = await api.post(`/api/tables/${byNumber.get(8)!.id}/occupy`, {
    headers: { authorization: `Bearer ${mario.jwt}` },
    data: { people: 2 },
  });
  expect(taken.status()).toBe(200);
  await expect(admin.page.getByRole('listitem').filter({ hasText: 'Mesa 8' }).getByText('Ocupada')).toBeVisible();
  await tables.delete('Mesa 8');
  await expect(admin.page.getByText('La mesa tiene una orden: ciérrela o libérela antes de eliminarla')).toBeVisible();
  await expect(admin.page.getByRole('button', { name: 'Editar Mesa 8', exact: true })).toBeVisible();
});
