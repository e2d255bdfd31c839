import { expect, type Page, test } from '@playwright/test';
import { serveTable, storedProducts } from './catalogCache';
import { SCREENSHOTS_DIR, SIZES } from './screenshotTargets';
import { apiSession, tablesByNumber } from './session';
import { visuallySettled } from './settled';

// Pictures of the menu served from the device copy with the network off (gitignored, for a person to look at).

const LANGUAGES = [
  {
    code: 'es',
    locale: 'es-ES',
    offline: /^Sin conexión/,
    category: 'Ver productos de Pizzas',
    filter: 'Filtro de productos',
    search: 'Buscar producto',
  },
  {
    code: 'en',
    locale: 'en-US',
    offline: /^Offline/,
    category: 'See the products of Pizzas',
    filter: 'Product filter',
    search: 'Search product',
  },
] as const;

for (const language of LANGUAGES) {
  for (const size of SIZES) {
    const suffix = `${language.code}-${size.width}x${size.height}`;
    test.describe(`offline menu ${suffix}`, () => {
      test.use({ locale: language.locale, viewport: size });
      const shoot = async (page: Page, name: string) => {
        await visuallySettled(page);
        // What the screen shows: the menu's header and footer are fixed, so a full-page capture misplaces them.
        await page.screenshot({ path: `${SCREENSHOTS_DIR}${name}-${suffix}.png` });
      };

      test('menu home, category, search and product from the device copy', async ({ page, context, request }) => {
        const { jwt, user } = await apiSession(request, 'mesero');
        const table = (await tablesByNumber(request, jwt)).get(12)!;
        await page.goto('/login');
        await page.evaluate(
          ([token, stored, lang]) => {
            localStorage.setItem('jwt', token);
            localStorage.setItem('user', stored);
            localStorage.setItem('lang', lang);
          },
          [jwt, JSON.stringify(user), language.code] as const,
        );
        await serveTable(page, table.id);
        await expect(page.getByRole('link', { name: language.category })).toBeVisible();
        await expect.poll(() => storedProducts(page)).toBeGreaterThan(30);
        // The screens' code, loaded once online (the service worker's precache does it in the app).
        await page.getByRole('link', { name: language.category }).click();
        await page.getByRole('link', { name: /^Pizza hawaiana/ }).click();
        await expect(page.getByRole('heading', { level: 2, name: 'Pizza hawaiana' })).toBeVisible();
        await page.goBack();
        await page.goBack();

        await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
        await expect(page.getByText(language.offline)).toBeVisible();
        await context.setOffline(true);
        await page.getByRole('button', { name: language.filter }).click();
        await page.getByRole('searchbox', { name: language.search }).fill('pizza');
        await expect(page.getByText('Pizza mexicana')).toBeVisible();
        // The results, where a person typing would look.
        await page.getByText('Pizza mexicana').scrollIntoViewIfNeeded();
        await shoot(page, 'menu-offline-search');
        await page.getByRole('link', { name: language.category }).click();
        await expect(page.getByRole('link', { name: /^Pizza margarita/ })).toBeVisible();
        await shoot(page, 'menu-offline-category');
        await page.getByRole('link', { name: /^Pizza margarita/ }).click();
        await expect(page.getByRole('heading', { level: 2, name: 'Pizza margarita' })).toBeVisible();
        await shoot(page, 'menu-offline-product');
        await context.setOffline(false);
        await context.unrouteAll();
      });
    });
  }
}
