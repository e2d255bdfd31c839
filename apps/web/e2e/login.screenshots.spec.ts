import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { SCREENSHOTS_DIR, SIZES } from './screenshotTargets';
import { visuallySettled } from './settled';

// Pictures of a refused sign-in (spec 01 §5) for a person to look at; gitignored.

const LANGUAGES = [
  {
    code: 'es',
    locale: 'es-ES',
    login: { title: 'Iniciar Sesión', user: 'Usuario', password: 'Contraseña', submit: 'Ingresar' },
    wrong: 'Información incorrecta!',
    rejected: 'Usuario y contraseña no válidos',
  },
  {
    code: 'en',
    locale: 'en-US',
    login: { title: 'Sign in', user: 'User', password: 'Password', submit: 'Log in' },
    wrong: 'Incorrect information!',
    rejected: 'Invalid username and password',
  },
] as const;

for (const language of LANGUAGES) {
  for (const size of SIZES) {
    const suffix = `${language.code}-${size.width}x${size.height}`;
    test(`refused sign-in ${suffix}`, async ({ browser }) => {
      const context = await browser.newContext({ locale: language.locale, viewport: size });
      const page = await context.newPage();
      const login = new LoginPage(page, language.login);
      await login.open();
      // No such account: nobody's sign-in is slowed or locked by these attempts.
      await login.submit(`nadie-${suffix}@demo.pos`, 'no-es-la-clave');
      await expect(login.alert).toHaveText(language.wrong);
      await expect(page.getByText(language.rejected)).toBeVisible();
      await visuallySettled(page);
      await page.screenshot({ path: `${SCREENSHOTS_DIR}login-refused-${suffix}.png`, fullPage: true });
      await context.close();
    });
  }
}
