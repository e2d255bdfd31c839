import { expect } from '@playwright/test';
import { closeOtherChannels } from './dashboardData';
import { test } from './ownServer';
import { closeTablesWithTips } from './reportsData';
import { SCREENSHOTS_DIR, SIZES } from './screenshotTargets';
import { apiSession, signedInTerminal } from './session';
import { visuallySettled } from './settled';

// Pictures of the admin dashboard (issue 19): cards, the charts stacked by channel, a chart's data
// table and the per-branch summary, in Spanish and English, on a tablet and a phone (gitignored).

const LANGUAGES = [
  { code: 'es', locale: 'es-ES', sales: 'Total de ventas', showTable: 'Ver tabla' },
  { code: 'en', locale: 'en-US', sales: 'Total sales', showTable: 'Show table' },
] as const;

test.slow();

test('the admin dashboard for today, in es and en, tablet and phone', async ({ browser, api, server }) => {
  await closeTablesWithTips(api);
  const admin = await apiSession(api, 'admin');
  const cashiers = (await (
    await api.get('/api/cashiers', { headers: { authorization: `Bearer ${admin.jwt}` } })
  ).json()) as { id: string; name: string }[];
  await closeOtherChannels(api, cashiers.find((cashier) => cashier.name === 'Caja 1')!.id);
  for (const language of LANGUAGES) {
    for (const size of SIZES) {
      const suffix = `${language.code}-${size.width}x${size.height}`;
      const { page } = await signedInTerminal(browser, api, server.origin, 'admin', {
        baseURL: server.origin,
        locale: language.locale,
        viewport: size,
      });
      const shoot = async (name: string) => {
        // From the top: a full-page picture of a scrolled page draws the fixed header mid-page.
        await page.evaluate(() => window.scrollTo(0, 0));
        await visuallySettled(page);
        await page.screenshot({ path: `${SCREENSHOTS_DIR}${name}-${suffix}.png`, fullPage: true });
      };
      await page.goto('/viewAdmin');
      const sales = page.getByTestId('chart-sales');
      await expect(sales.locator('path.recharts-rectangle').first()).toBeVisible();
      await expect(page.getByTestId('branch-summary')).toBeVisible();
      await shoot('dashboard');
      await sales.getByRole('button', { name: language.showTable }).click();
      await expect(sales.getByRole('table', { name: language.sales })).toBeVisible();
      await shoot('dashboard-table');
      await page.context().close();
    }
  }
});
