import { expect } from '@playwright/test';
import { test } from './ownServer';
import { closeTablesWithTips } from './reportsData';
import { SCREENSHOTS_DIR, SIZES } from './screenshotTargets';
import { signedInTerminal } from './session';
import { visuallySettled } from './settled';

// Pictures of the reports (issue 19, first slice): tips with totals per waiter, products sold, and the
// export menu, in Spanish and English, on a tablet and a phone (gitignored). A server of its own.

const LANGUAGES = [
  { code: 'es', locale: 'es-ES', tips: 'Propinas', products: 'Productos vendidos', export: 'Exportar' },
  { code: 'en', locale: 'en-US', tips: 'Tips', products: 'Products sold', export: 'Export' },
] as const;

test.slow();

test('reports: tips and products sold, with the export menu, in es and en, tablet and phone', async ({
  browser,
  api,
  server,
}) => {
  await closeTablesWithTips(api);
  for (const language of LANGUAGES) {
    for (const size of SIZES) {
      const suffix = `${language.code}-${size.width}x${size.height}`;
      const { page } = await signedInTerminal(browser, api, server.origin, 'admin', {
        baseURL: server.origin,
        locale: language.locale,
        viewport: size,
      });
      const shoot = async (name: string, fullPage = true) => {
        await visuallySettled(page);
        await page.screenshot({ path: `${SCREENSHOTS_DIR}${name}-${suffix}.png`, fullPage });
      };
      await page.goto('/settings/tips');
      await expect(page.getByRole('heading', { name: language.tips, level: 2 })).toBeVisible();
      await expect(page.getByRole('cell', { name: 'Mario Mesero' }).first()).toBeVisible();
      await shoot('reports-tips');
      await page.getByRole('button', { name: language.export }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await shoot('reports-export-menu', false);
      await page.keyboard.press('Escape');

      await page.goto('/settings/product_sales');
      await expect(page.getByRole('heading', { name: language.products, level: 2 })).toBeVisible();
      await expect(page.getByText('Ajiaco santafereño').first()).toBeVisible();
      await shoot('reports-products');
      await page.context().close();
    }
  }
});
