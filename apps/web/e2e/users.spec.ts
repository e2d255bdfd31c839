import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { FloorPage } from './pages/FloorPage';
import { LoginPage } from './pages/LoginPage';
import { SetPasswordPage } from './pages/SetPasswordPage';
import { UsersSettingsPage } from './pages/UsersSettingsPage';
import { atPath } from './patterns';
import { signedInTerminal } from './session';

// Mesa 44 (position 44 of the main room) is this spec's own table.
const TABLE = { name: 'Mesa 44', numberTable: 44, position: 44 };

test('the admin creates a waiter with a PIN and a cash drawer; he sets his password with the code, signs in and takes a table; deactivated, his session ends', async ({
  browser,
  request,
  baseURL,
}) => {
  const admin = await signedInTerminal(browser, request, baseURL!, 'admin');
  const headers = { authorization: `Bearer ${admin.session.jwt}` };
  const rooms = (await (await request.get('/api/rooms', { headers })).json()) as { id: string; name: string }[];
  const table = await request.post('/api/tables', {
    headers,
    data: { ...TABLE, roomId: rooms.find((room) => room.name === 'Salón Principal')?.id ?? null },
  });
  expect(table.status()).toBe(201);

  // A repeated run (--repeat-each) gets a waiter of its own.
  const repeat = test.info().repeatEachIndex;
  const waiter = {
    name: `Lucia Mesera${repeat ? ` ${repeat}` : ''}`,
    email: `lucia${repeat}@demo.pos`,
    pin: `56${78 + repeat}`,
  };
  const settings = new UsersSettingsPage(admin.page);
  await settings.open();
  await expect(settings.status('Mario Mesero')).toHaveText('Activo');
  await expectNoSeriousA11yViolations(admin.page, 'users list');

  await settings.fillNewUser({
    name: waiter.name,
    email: waiter.email,
    role: 'Mesero',
    cashier: { search: 'Caj', name: 'Caja 1' },
    pin: waiter.pin,
  });
  await expectNoSeriousA11yViolations(admin.page, 'user form');
  const code = await settings.saveNewUser();
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await expectNoSeriousA11yViolations(admin.page, 'set-password code');
  await settings.closeCodeDialog();
  await expect(settings.status(waiter.name)).toHaveText('Activo');
  await expect(settings.row(waiter.name)).toContainText('Caja 1');

  // The waiter's own tablet: the code sets his password, then he signs in.
  const context = await browser.newContext({ locale: 'es-ES' });
  const tablet = await context.newPage();
  const setPassword = new SetPasswordPage(tablet);
  await setPassword.open(code);
  await expect(setPassword.greeting(waiter.name)).toBeVisible();
  await expectNoSeriousA11yViolations(tablet, 'set password');
  await setPassword.setPassword('lucia-1234');
  await tablet.getByRole('link', { name: 'Iniciar sesión' }).click();
  const login = new LoginPage(tablet);
  await expect(login.heading).toBeVisible();
  await login.submit(waiter.email, 'lucia-1234');
  await expect(tablet).toHaveURL(atPath('/pos'));

  const floor = new FloorPage(tablet);
  await expect(floor.grid).toBeVisible();
  await floor.take(TABLE.name, 2);
  await expect(tablet).toHaveURL(atPath('/menu/home'));
  await expect(tablet.getByRole('navigation', { name: 'Ubicación' })).toBeVisible();

  const jwt = await tablet.evaluate(() => localStorage.getItem('jwt'));
  await settings.deactivate(waiter.name);
  await expect(settings.status(waiter.name)).toHaveText('Desactivado');

  // His session ends: every call with his token is refused (401), the live events his tablet follows
  // too, and the tablet is back at the login.
  expect((await request.get('/api/tables', { headers: { authorization: `Bearer ${jwt}` } })).status()).toBe(401);
  // The 401 and the closed event stream may each send the tablet to the login: the URL is what counts,
  // not the load of one of those navigations (the second aborts the first).
  await expect(tablet).toHaveURL(atPath('/login'));
  await expect(login.heading).toBeVisible();
  await context.close();
});
