import { expect, test } from '@playwright/test';
import { DEMO_USERS } from './demoUsers';
import { LoginPage } from './pages/LoginPage';
import { atPath } from './patterns';
import { SCREENSHOTS_DIR, SIZES } from './screenshotTargets';
import { expectControlledByServiceWorker } from './serviceWorker';
import { visuallySettled } from './settled';

// Pictures of the offline sign-in (issue 13 §6) for a person to look at; gitignored.

const LANGUAGES = [
  {
    code: 'es',
    locale: 'es-ES',
    login: { title: 'Iniciar Sesión', user: 'Usuario', password: 'Contraseña', submit: 'Ingresar' },
    changeUser: 'Cambiar usuario',
    logout: 'Cerrar sesión',
    choose: (name: string) => `Elegir a ${name}`,
    pin: (name: string) => `PIN de ${name}`,
    confirm: 'Confirmar',
    unknownUser: 'Sin conexión: este usuario no ha iniciado sesión antes en este dispositivo',
    wrong: 'Información incorrecta!',
    badge: /^Sesión sin conexión/,
    needsConnection: 'Requiere conexión',
    reconnected: 'La conexión volvió',
  },
  {
    code: 'en',
    locale: 'en-US',
    login: { title: 'Sign in', user: 'User', password: 'Password', submit: 'Log in' },
    changeUser: 'Change user',
    logout: 'Sign out',
    choose: (name: string) => `Choose ${name}`,
    pin: (name: string) => `PIN for ${name}`,
    confirm: 'Confirm',
    unknownUser: 'Offline: this user has not signed in on this device before',
    wrong: 'Incorrect information!',
    badge: /^Offline session/,
    needsConnection: 'Needs the connection',
    reconnected: 'The connection is back',
  },
] as const;

for (const language of LANGUAGES) {
  for (const size of SIZES) {
    const suffix = `${language.code}-${size.width}x${size.height}`;
    test(`offline sign-in ${suffix}`, async ({ browser }) => {
      const context = await browser.newContext({ locale: language.locale, viewport: size });
      const page = await context.newPage();
      const shoot = async (name: string) => {
        await visuallySettled(page);
        await page.screenshot({ path: `${SCREENSHOTS_DIR}${name}-${suffix}.png`, fullPage: true });
      };
      const login = new LoginPage(page, language.login);
      const topBar = page.getByRole('banner');
      const pinFor = async (name: string, pin: string) => {
        const pad = page.getByRole('dialog', { name: language.pin(name) });
        for (const digit of pin) await pad.getByRole('button', { name: digit, exact: true }).click();
        await pad.getByRole('button', { name: language.confirm }).click();
      };
      const { caja, mesero, admin } = DEMO_USERS;

      // Online first: the cashier signs in, the waiter takes over by PIN, then signs out.
      await login.open();
      await login.submit(caja.email, caja.password);
      await expect(page).toHaveURL(atPath('/pos'));
      // Offline, the POS's code comes from the service worker's cache: it must control the page first.
      await expectControlledByServiceWorker(page);
      await topBar.getByRole('link', { name: language.changeUser }).click();
      await page.getByRole('button', { name: language.choose(mesero.name) }).click();
      await pinFor(mesero.name, '3333');
      // On a phone the name hides behind the avatar: the stored session says who is signed in.
      await expect
        .poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { name?: string }).name))
        .toBe(mesero.name);
      await topBar.getByRole('button', { name: language.logout }).click();
      await expect(page).toHaveURL(atPath('/login'));
      await expect(login.heading).toBeVisible();

      await context.setOffline(true);
      await login.submit(admin.email, admin.password);
      await expect(page.getByText(language.unknownUser)).toBeVisible();
      await shoot('offline-login-unknown-user');
      await login.submit(caja.email, 'not-the-password');
      await expect(page.getByText(language.wrong)).toBeVisible();
      await shoot('offline-login-wrong-password');

      await login.submit(caja.email, caja.password);
      await expect(topBar.getByRole('note', { name: language.badge })).toBeVisible();
      // The floor's "no connection" toast closes by itself; the picture is of the top bar under it.
      await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
      await shoot('offline-session-pos');
      await topBar.getByRole('link', { name: language.changeUser }).click();
      await expect(page.getByText(language.needsConnection).first()).toBeVisible();
      await shoot('offline-change-user');

      await context.setOffline(false);
      // Two refusals may each start the way to the login (the session's check, the floor's refetch): the
      // address is what counts, not one navigation's load.
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByText(language.reconnected, { exact: false })).toBeVisible();
      await shoot('offline-login-reconnected');
      await context.close();
    });
  }
}
