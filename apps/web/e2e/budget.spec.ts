import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';

/** DESIGN §10: the initial JavaScript of the login route is at most 170 KB gzip (1 KB = 1000 bytes). */
const LOGIN_JS_BUDGET_BYTES = 170 * 1000;

test('the login route loads at most 170 KB of gzipped JavaScript before any interaction', async ({ page }) => {
  const scripts: Promise<{ url: string; gzipBytes: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.body().then((body) => ({ url: response.url(), gzipBytes: gzipSync(body).length })));
  });
  await new LoginPage(page).open();
  await page.waitForLoadState('networkidle');

  const loaded = await Promise.all(scripts);
  const total = loaded.reduce((sum, script) => sum + script.gzipBytes, 0);
  const report = loaded.map((script) => `${script.gzipBytes}\t${new URL(script.url).pathname}`).join('\n');
  test.info().annotations.push({ type: 'login-js-gzip-bytes', description: String(total) });
  console.log(`login initial JS: ${total} bytes gzip in ${loaded.length} files\n${report}`);
  expect(loaded.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(LOGIN_JS_BUDGET_BYTES);
});
