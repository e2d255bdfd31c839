import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { DEMO_ROLES, DEMO_USERS } from './demoUsers';
import { AdminPage } from './pages/AdminPage';
import { LoginPage } from './pages/LoginPage';
import { PosPage } from './pages/PosPage';

test.describe('signing in', () => {
  for (const role of DEMO_ROLES) {
    const { name, landing } = DEMO_USERS[role];
    test(`${role} lands on ${landing}`, async ({ page }) => {
      await new LoginPage(page).signInAs(role);
      if (landing === '/viewAdmin') {
        await new AdminPage(page).expectLoadedFor(name);
        await expectNoSeriousA11yViolations(page, 'admin home');
      } else await new PosPage(page).expectLoadedFor(name);
    });
  }

  test('a wrong password says "Información incorrecta!" and stays on the login', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.submit('mesero@demo.pos', 'not-the-password');
    await expect(login.alert).toHaveText('Información incorrecta!');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
  });

  test('an empty submit warns and checks the fields', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.submitButton.click();
    await expect(login.alert).toHaveText('Ingrese su usuario y su contraseña');
    await expect(page.getByText('Ingrese un correo electrónico válido')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'login with its warnings');
  });
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('an English browser gets the login in English', async ({ page }) => {
    const login = new LoginPage(page, { title: 'Sign in', user: 'User', password: 'Password', submit: 'Log in' });
    await login.open();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(login.user).toBeVisible();
    await expect(login.submitButton).toBeVisible();
    await login.submit('mesero@demo.pos', 'not-the-password');
    await expect(login.alert).toHaveText('Incorrect information!');
  });
});

test.describe('signing out', () => {
  test('returns to the login and the old token stops working', async ({ page, request }) => {
    await new LoginPage(page).signInAs('mesero');
    const jwt = await page.evaluate(() => localStorage.getItem('jwt'));
    expect(jwt).toBeTruthy();
    const authorization = { authorization: `Bearer ${jwt}` };
    expect((await request.get('/api/auth/me', { headers: authorization })).status()).toBe(200);

    await new PosPage(page).logout();
    await expect(new LoginPage(page).heading).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('jwt'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
    expect((await request.get('/api/auth/me', { headers: authorization })).status()).toBe(401);
  });
});
