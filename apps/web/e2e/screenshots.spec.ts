import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_ROLES, DEMO_USERS, type DemoRole } from './demoUsers';
import { LoginPage } from './pages/LoginPage';

// Pictures of every screen for a person to look at (not compared pixel by pixel); gitignored.
const SCREENSHOTS_DIR = fileURLToPath(new URL('../../../screenshots/', import.meta.url));
mkdirSync(SCREENSHOTS_DIR, { recursive: true });

const LANGUAGES = [
  {
    code: 'es',
    locale: 'es-ES',
    texts: { title: 'Iniciar Sesión', user: 'Usuario', password: 'Contraseña', submit: 'Ingresar' },
  },
  { code: 'en', locale: 'en-US', texts: { title: 'Sign in', user: 'User', password: 'Password', submit: 'Log in' } },
] as const;
const SIZES = [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
] as const;

async function session(request: APIRequestContext, role: DemoRole) {
  const { email, password } = DEMO_USERS[role];
  const answer = await request.post('/api/auth/login', { data: { identifier: email, password } });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { jwt: string; user: unknown };
}

/** Puts a login's session in storage, as the login screen leaves it before its reload. */
async function signInDirectly(page: Page, request: APIRequestContext, role: DemoRole) {
  const { jwt, user } = await session(request, role);
  await page.goto('/login');
  await page.evaluate(
    ([token, stored]) => {
      localStorage.setItem('jwt', token);
      localStorage.setItem('user', stored);
    },
    [jwt, JSON.stringify(user)] as const,
  );
}

for (const language of LANGUAGES) {
  for (const size of SIZES) {
    const suffix = `${language.code}-${size.width}x${size.height}`;
    test.describe(`screens ${suffix}`, () => {
      test.use({ locale: language.locale, viewport: size });

      const shoot = (page: Page, name: string) =>
        page.screenshot({ path: `${SCREENSHOTS_DIR}${name}-${suffix}.png`, fullPage: true });

      test('login', async ({ page }) => {
        const login = new LoginPage(page, language.texts);
        await login.open();
        await page.waitForLoadState('networkidle');
        await shoot(page, 'login');
        await login.submitButton.click();
        await expect(login.alert).toBeVisible();
        await shoot(page, 'login-empty-submit');
      });

      for (const role of DEMO_ROLES) {
        test(`pos as ${role}`, async ({ page, request }) => {
          await signInDirectly(page, request, role);
          await page.goto('/pos');
          await expect(page.getByRole('banner')).toBeVisible();
          await page.waitForLoadState('networkidle');
          await shoot(page, `pos-${role}`);
        });
      }

      test('admin view and settings', async ({ page, request }) => {
        await signInDirectly(page, request, 'admin');
        await page.goto('/viewAdmin');
        await expect(page.getByRole('heading', { level: 1 })).toContainText(DEMO_USERS.admin.name);
        await page.waitForLoadState('networkidle');
        await shoot(page, 'viewAdmin');
        await page.goto('/settings/users');
        await expect(page.getByRole('banner').getByRole('heading', { name: 'Panel' })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await shoot(page, 'settings');
      });
    });
  }
}
