import path from 'node:path';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { OwnServer } from './ownServer';
import { SCREENSHOTS_DIR, SIZES } from './screenshotTargets';
import { deployNewVersion, expectControlledByServiceWorker } from './serviceWorker';
import { apiSession } from './session';
import { visuallySettled } from './settled';

// Pictures of the new-version banner over the POS floor (gitignored, for a person to look at).

const LANGUAGES = [
  { code: 'es', locale: 'es-ES', banner: 'Hay una nueva versión', reload: 'Recargar', grid: /^Mesas de / },
  { code: 'en', locale: 'en-US', banner: 'A new version is available', reload: 'Reload', grid: /^Tables of / },
] as const;

// A server of this file's own: each picture deploys a new build there.
test.describe.configure({ mode: 'serial' });
let server: OwnServer;
test.beforeAll(async () => {
  server = await OwnServer.start();
});
test.afterAll(async () => {
  await server?.stop();
});

for (const language of LANGUAGES) {
  for (const size of SIZES) {
    const suffix = `${language.code}-${size.width}x${size.height}`;
    test(`new version banner ${suffix}`, async ({ browser }) => {
      const api = await playwrightRequest.newContext({ baseURL: server.origin });
      const { jwt, user } = await apiSession(api, 'mesero');
      await api.dispose();
      const context = await browser.newContext({
        baseURL: server.origin,
        locale: language.locale,
        viewport: size,
        storageState: {
          cookies: [],
          origins: [
            {
              origin: server.origin,
              localStorage: [
                { name: 'jwt', value: jwt },
                { name: 'user', value: JSON.stringify(user) },
              ],
            },
          ],
        },
      });
      const page = await context.newPage();
      await page.goto('/pos');
      await expect(page.getByRole('region', { name: language.grid })).toBeVisible();
      await expectControlledByServiceWorker(page);

      await deployNewVersion(page, path.join(server.dataDir, 'web'));
      const banner = page.getByRole('status', { name: language.banner });
      await expect(banner.getByRole('button', { name: language.reload })).toBeVisible();
      const button = await banner.getByRole('button', { name: language.reload }).boundingBox();
      expect(button!.height).toBeGreaterThanOrEqual(44);
      await visuallySettled(page);
      await page.screenshot({ path: `${SCREENSHOTS_DIR}app-update-banner-${suffix}.png` });
      await context.close();
    });
  }
}
