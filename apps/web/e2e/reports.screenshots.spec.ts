import { expect } from '@playwright/test';
import { test } from './ownServer';
import { closeCaja1, closeTablesWithTips, sellSelfServiceInCash } from './reportsData';
import { SCREENSHOTS_DIR, SIZES } from './screenshotTargets';
import { signedInTerminal } from './session';
import { visuallySettled } from './settled';

// Pictures of the reports (issue 19): tips with totals per waiter, products sold, sales, cash counts with
// a close's detail, and the export menu, in Spanish and English, on a tablet and a phone (gitignored).
// A server of its own.

const LANGUAGES = [
  {
    code: 'es',
    locale: 'es-ES',
    tips: 'Propinas',
    products: 'Productos vendidos',
    export: 'Exportar',
    sales: 'Ventas',
    byChannel: 'Por canal',
    cashCounts: 'Arqueos de caja',
    view: /Ver el cierre de Caja 1/,
  },
  {
    code: 'en',
    locale: 'en-US',
    tips: 'Tips',
    products: 'Products sold',
    export: 'Export',
    sales: 'Sales',
    byChannel: 'By channel',
    cashCounts: 'Cash counts',
    view: /View the close of Caja 1/,
  },
] as const;

test.slow();

test('reports: tips, products sold, sales and cash counts, with the export menu, in es and en, tablet and phone', async ({
  browser,
  api,
  server,
}) => {
  await closeTablesWithTips(api);
  await sellSelfServiceInCash(api);
  await closeCaja1(api, 500);
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

      await page.goto('/settings/movement');
      await expect(page.getByRole('heading', { name: language.sales, level: 2 })).toBeVisible();
      await expect(page.getByRole('table', { name: language.byChannel })).toBeVisible();
      await shoot('reports-sales');

      await page.goto('/settings/cashier_movements');
      await expect(page.getByRole('heading', { name: language.cashCounts, level: 2 })).toBeVisible();
      await page.getByRole('button', { name: language.view }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shoot('reports-cash-count-detail', false);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await shoot('reports-cash-counts');
      await page.context().close();
    }
  }
});
