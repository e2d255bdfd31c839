import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { ChangeUserPage } from './pages/ChangeUserPage';
import { FloorPage } from './pages/FloorPage';
import { MenuPage } from './pages/MenuPage';
import { apiSession, signedInTerminal, tablesByNumber } from './session';
import { watchForText } from './shownOnce';

// One server and database serve every spec: each test here uses its own tables (3; 5 and 6; 7) or a
// room of its own, and leaves them as it found them.

test('a table taken on one terminal turns busy on another, without reloading', async ({
  browser,
  request,
  baseURL,
}) => {
  const waiterTerminal = await signedInTerminal(browser, request, baseURL!, 'mesero');
  const cashierTerminal = await signedInTerminal(browser, request, baseURL!, 'caja');
  const waiter = new FloorPage(waiterTerminal.page);
  const cashier = new FloorPage(cashierTerminal.page);
  await waiter.open();
  await cashier.open();
  await cashier.expectBusy('Mesa 3', false);

  // A marker in the cashier's page: a reload would lose it. How soon the tile turns busy is
  // measured by `npm run bench` (bench/ui-live.ts, ui.liveUpdate.occupy), not asserted here.
  await cashierTerminal.page.evaluate(() => {
    (window as unknown as { sameDocument?: boolean }).sameDocument = true;
  });

  const occupied = waiterTerminal.page.waitForResponse(
    (response) => response.url().endsWith('/occupy') && response.request().method() === 'POST',
  );
  await waiter.take('Mesa 3', 2);
  expect((await occupied).status()).toBe(200);

  await cashier.expectBusy('Mesa 3', true);
  expect(
    await cashierTerminal.page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
  // The tile shows the waiter's initials; its name says who serves.
  await expect(cashier.tile('Mesa 3')).toHaveAccessibleName(/atiende Mario Mesero/);
  await expect(cashier.tile('Mesa 3')).toContainText('MM');
  await expectNoSeriousA11yViolations(cashierTerminal.page, 'floor with a taken table');

  // The waiter leaves without ordering: the table is freed on both terminals.
  await new MenuPage(waiterTerminal.page).expectTable('Mesa 3');
  await new MenuPage(waiterTerminal.page).leave();
  await cashier.expectBusy('Mesa 3', false);
  await waiter.expectBusy('Mesa 3', false);
});

test('edit mode adds a table, moves it by dragging and reshapes it', async ({ browser, request, baseURL }) => {
  const { page, session } = await signedInTerminal(browser, request, baseURL!, 'admin');
  const floor = new FloorPage(page);
  await floor.open();
  await floor.editButton.click();

  // A room of its own, so the main room stays as the other specs expect it.
  const roomName = `E2E ${Date.now() % 100000}`;
  await page.getByRole('button', { name: 'Nuevo salón' }).click();
  const roomDialog = page.getByRole('dialog', { name: 'Nuevo salón' });
  await roomDialog.getByRole('textbox', { name: 'Nombre del salón' }).fill(roomName);
  await roomDialog.getByRole('button', { name: 'Guardar salón' }).click();
  await expect(floor.roomTab(roomName)).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousA11yViolations(page, 'floor in edit mode');

  await floor.addButton(1).click();
  const form = page.getByRole('dialog', { name: 'Nueva mesa' });
  await expect(form.getByRole('textbox', { name: 'Nombre' })).toHaveValue(/^Mesa \d+$/);
  await expectNoSeriousA11yViolations(page, 'new table form');
  await form.getByRole('textbox', { name: 'Nombre' }).fill('Mesa 90');
  await form.getByRole('textbox', { name: 'Número de mesa' }).fill('90');
  await form.getByRole('button', { name: 'Guardar mesa' }).click();
  await expect(floor.tile('Mesa 90')).toHaveAccessibleName(/redonda/);
  await expect(floor.addButton(1)).toHaveCount(0);

  const moved = page.waitForResponse((response) => response.request().method() === 'PUT');
  await floor.drag('Mesa 90', 10);
  expect((await moved).status()).toBe(200);
  await expect(floor.addButton(1)).toBeVisible();
  await expect(floor.addButton(10)).toHaveCount(0);

  const reshaped = page.waitForResponse((response) => response.request().method() === 'PUT');
  await floor.tile('Mesa 90').dblclick();
  expect((await reshaped).status()).toBe(200);
  await expect(floor.tile('Mesa 90')).toHaveAccessibleName(/cuadrada/);

  const saved = (await tablesByNumber(request, session.jwt)).get(90);
  expect(saved).toMatchObject({ position: 10, shape: 'SQUARE' });
  await page.reload();
  await floor.roomTab(roomName).click();
  await expect(floor.tile('Mesa 90')).toHaveAccessibleName(/cuadrada/);
});

test('transfer onto a busy table asks first, then moves the table and closes', async ({
  browser,
  request,
  baseURL,
}) => {
  const { page, session } = await signedInTerminal(browser, request, baseURL!, 'caja');
  const tables = await tablesByNumber(request, session.jwt);
  const auth = { authorization: `Bearer ${session.jwt}` };
  for (const [number, people] of [
    [5, 2],
    [6, 3],
  ] as const) {
    const answer = await request.post(`/api/tables/${tables.get(number)!.id}/occupy`, {
      headers: auth,
      data: { people },
    });
    expect(answer.status()).toBe(200);
  }
  const floor = new FloorPage(page);
  await floor.open();
  await floor.expectBusy('Mesa 6', true);

  await floor.openShortcut('Mesa 5');
  await expectNoSeriousA11yViolations(page, 'table actions menu');
  await page.getByRole('menuitem', { name: 'Transferir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transferir Mesa 5' });
  await dialog
    .getByRole('combobox', { name: 'Mesa de destino' })
    .selectOption({ label: 'Mesa 6 · ocupada por Carlos Cajero' });
  await dialog.getByRole('button', { name: 'Transferir' }).click();
  await expect(dialog.getByText('La mesa de destino ya está ocupada')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'transfer dialog');
  const succeeded = await watchForText(page, 'Transferencia exitosa');
  await dialog.getByRole('button', { name: 'Sí, transferir' }).click();
  await succeeded();
  // It closes by itself (after 2 s: timed in the component test, with fake timers).
  await expect(dialog).toBeHidden();

  await floor.expectBusy('Mesa 5', false);
  await expect(floor.tile('Mesa 6')).toHaveAccessibleName(/5 personas/);
  await floor.releaseFromShortcut('Mesa 6');
});

test('waiter mode: a table asks for the waiter, the PIN changes the user, then the table opens', async ({
  browser,
  request,
  baseURL,
}) => {
  const { page } = await signedInTerminal(browser, request, baseURL!, 'admin', { mode: 'waiters' });
  const floor = new FloorPage(page);
  await floor.open();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Salir del modo meseros' })).toBeVisible();

  await floor.tapTable('Mesa 7');
  await expect(page.getByText('Elija quién atiende Mesa 7.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'change user');
  const changeUser = new ChangeUserPage(page);
  const pad = await changeUser.pick('Mario Mesero');
  await expectNoSeriousA11yViolations(page, 'PIN pad');
  await changeUser.enterPin(pad, '3333');

  await expect(floor.peopleDialog).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'people selector');
  await expect(page).toHaveURL(/\/pos/);
  await floor.peopleDialog.getByRole('button', { name: '3', exact: true }).click();
  const menu = new MenuPage(page);
  await menu.expectTable('Mesa 7');
  await expect(page.getByLabel('3 personas')).toBeVisible();

  const waiter = await apiSession(request, 'mesero');
  expect((await tablesByNumber(request, waiter.jwt)).get(7)).toMatchObject({ busy: true });
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user')!).name)).toBe('Mario Mesero');

  await menu.leave();
  await floor.expectBusy('Mesa 7', false);
});
