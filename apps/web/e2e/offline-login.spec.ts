import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { DEMO_USERS } from './demoUsers';
import { ChangeUserPage } from './pages/ChangeUserPage';
import { LoginPage } from './pages/LoginPage';
import { PosPage } from './pages/PosPage';
import { expectControlledByServiceWorker } from './serviceWorker';

// Issue 13 §6, spec 01 §1: with no server, a user who signed in on this device before signs in
// against the device's verifier (never a stored password), and the change of user works for whoever
// used their PIN here online. The page is already loaded when the connection goes: nothing reloads.

interface StoredAccount {
  name: string;
  password: boolean;
  pin: boolean;
  jwt: boolean;
}

/** What the device keeps for offline sign-in (IndexedDB 'comandero-auth'), read as the app stored it. */
function storedAccounts(page: Page): Promise<{ accounts: StoredAccount[]; raw: string }> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('comandero-auth');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('accounts')) {
            db.close();
            resolve({ accounts: [], raw: '' });
            return;
          }
          const read = db.transaction('accounts').objectStore('accounts').getAll();
          read.onsuccess = () => {
            db.close();
            const rows = read.result as {
              user: { name: string };
              password?: unknown;
              pin?: unknown;
              jwt: string | null;
            }[];
            resolve({
              accounts: rows.map((row) => ({
                name: row.user.name,
                password: row.password !== undefined,
                pin: row.pin !== undefined,
                jwt: row.jwt !== null,
              })),
              raw: JSON.stringify(rows),
            });
          };
        };
      }),
  );
}

async function offlineTerminal(context: BrowserContext) {
  const page = await context.newPage();
  return { page, login: new LoginPage(page), pos: new PosPage(page), changeUser: new ChangeUserPage(page) };
}

const offlineNote = (page: Page) => page.getByRole('alert').filter({ hasText: 'Sesión sin conexión' });
const offlineBadge = (page: Page) => page.getByRole('banner').getByRole('note', { name: /^Sesión sin conexión/ });

test('offline: a user who signed in here gets an offline session, a wrong password and a stranger do not; change user by a PIN used here', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'es-ES' });
  const { page, login, pos, changeUser } = await offlineTerminal(context);
  const cashier = DEMO_USERS.caja;
  const waiter = DEMO_USERS.mesero;

  // Online: the cashier signs in, then hands the terminal to the waiter by PIN; the waiter signs out.
  await login.signInAs('caja');
  await pos.expectLoadedFor(cashier.name);
  // The app's code is on the device only once its service worker controls the page.
  await expectControlledByServiceWorker(page);
  await pos.topBar.getByRole('link', { name: 'Cambiar usuario' }).click();
  await changeUser.signInAs(waiter.name, '3333');
  await pos.expectLoadedFor(waiter.name);
  // The waiter's PIN is kept as a verifier once it has worked online (stored beside the change, not before it).
  await expect
    .poll(async () => (await storedAccounts(page)).accounts.find((account) => account.name === waiter.name)?.pin)
    .toBe(true);
  await pos.logout();
  await expect(login.heading).toBeVisible();
  const { accounts, raw } = await storedAccounts(page);
  expect(accounts).toEqual(
    expect.arrayContaining([
      // The PIN change ended the cashier's session on the server, and the logout the waiter's: no token kept.
      { name: cashier.name, password: true, pin: false, jwt: false },
      { name: waiter.name, password: false, pin: true, jwt: false },
    ]),
  );
  expect(raw).not.toContain(cashier.password);

  await context.setOffline(true);

  // A wrong password: the usual message, and the login says it is working offline.
  await login.submit(cashier.email, 'not-the-password');
  await expect(page.getByText('Información incorrecta!')).toBeVisible();
  await expect(offlineNote(page)).toBeVisible();

  // Someone who never signed in on this device.
  await login.submit(DEMO_USERS.admin.email, DEMO_USERS.admin.password);
  await expect(
    page.getByText('Sin conexión: este usuario no ha iniciado sesión antes en este dispositivo'),
  ).toBeVisible();

  // The cashier, with the right password: an offline session, on the POS, said so in the top bar.
  await login.submit(cashier.email, cashier.password);
  await pos.expectLoadedFor(cashier.name);
  await expect(offlineBadge(page)).toBeVisible();

  // Change user offline: the waiter's PIN was used here online; the POS terminal's never was.
  await pos.topBar.getByRole('link', { name: 'Cambiar usuario' }).click();
  await expect(page.getByText('Puede cambiar a quien ya usó su PIN en este dispositivo.')).toBeVisible();
  const stranger = changeUser.card(DEMO_USERS.pos.name);
  await expect(stranger).toBeDisabled();
  await expect(stranger).toContainText('Requiere conexión');
  await changeUser.card(waiter.name).click();
  const pad = page.getByRole('dialog', { name: `PIN de ${waiter.name}` });
  for (const digit of '9999') await pad.getByRole('button', { name: digit, exact: true }).click();
  await pad.getByRole('button', { name: 'Confirmar' }).click();
  await expect(pad.getByText('PIN incorrecto')).toBeVisible();
  for (const digit of '3333') await pad.getByRole('button', { name: digit, exact: true }).click();
  await pad.getByRole('button', { name: 'Confirmar' }).click();
  await pos.expectLoadedFor(waiter.name);
  await expect(offlineBadge(page)).toBeVisible();

  // The connection comes back: the waiter's session has no token the server takes (the waiter signed
  // out before), so the terminal asks to sign in again, and says why.
  await context.setOffline(false);
  // Two refusals may each start the way to the login (the session's check, the floor's refetch): the
  // address is what counts, not one navigation's load.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('La conexión volvió: inicie sesión de nuevo.', { exact: false })).toBeVisible();
  // Signed in online again, the session is an ordinary one.
  await login.submit(waiter.email, waiter.password);
  await pos.expectLoadedFor(waiter.name);
  await expect(offlineBadge(page)).toHaveCount(0);
  await context.close();
});
