import { gzipSync } from 'node:zlib';
import { expect, type Page, type Request, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { signedInTerminal } from './session';

/** DESIGN §10: the initial JavaScript of the login and POS routes is at most 170 KB gzip (1 KB = 1000 bytes). */
const LOGIN_JS_BUDGET_BYTES = 170 * 1000;
const POS_JS_BUDGET_BYTES = 170 * 1000;
/**
 * Every script the page receives, with its gzip size (as a server compressing it would send it), and
 * a wait until the page has loaded every script it asked for on its own.
 */
function recordScripts(page: Page) {
  const scripts: Promise<{ url: string; gzipBytes: number }>[] = [];
  let requested = 0;
  let settled = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested++;
  });
  const done = (request: Request) => {
    if (request.resourceType() === 'script') settled++;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.body().then((body) => ({ url: response.url(), gzipBytes: gzipSync(body).length })));
  });
  /**
   * Until no script is on its way and the page, given two frames and an idle period of its own
   * (what a first screen's effects and lazy parts run in), asks for no other: the page's signals,
   * not a fixed wait (a signed-in page never goes network-idle: its live events stream stays open).
   */
  const untilSettled = async () => {
    for (;;) {
      await expect.poll(() => requested - settled).toBe(0);
      const before = requested;
      await page.evaluate(
        () =>
          new Promise((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(null)))),
          ),
      );
      if (requested === before && requested === settled) return;
    }
  };
  const measure = async () => {
    await untilSettled();
    const loaded = await Promise.all(scripts);
    const total = loaded.reduce((sum, script) => sum + script.gzipBytes, 0);
    const report = loaded
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .map((script) => `${script.gzipBytes}\t${new URL(script.url).pathname}`)
      .join('\n');
    return { loaded, total, report };
  };
  return measure;
}

test('the login route loads at most 170 KB of gzipped JavaScript before any interaction', async ({ page }) => {
  const measure = recordScripts(page);
  await new LoginPage(page).open();

  const { loaded, total, report } = await measure();
  test.info().annotations.push({ type: 'login-js-gzip-bytes', description: String(total) });
  console.log(`login initial JS: ${total} bytes gzip in ${loaded.length} files\n${report}`);
  expect(loaded.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(LOGIN_JS_BUDGET_BYTES);
});

/**
 * Signed in, the POS route's first screen (top bar and floor) loads React, the router, Mantine,
 * i18next, TanStack Query and the floor; zod, menus, tooltips, toasts and dialogs load on first use.
 */
test('the POS route, signed in, loads at most 170 KB of gzipped JavaScript before any interaction', async ({
  browser,
  request,
  baseURL,
}) => {
  const { page } = await signedInTerminal(browser, request, baseURL!, 'mesero');
  const measure = recordScripts(page);
  await page.goto('/pos');
  await expect(page.getByRole('region', { name: /^Mesas de / })).toBeVisible();
  const { loaded, total, report } = await measure();
  test.info().annotations.push({ type: 'pos-js-gzip-bytes', description: String(total) });
  console.log(`pos initial JS: ${total} bytes gzip in ${loaded.length} files\n${report}`);
  expect(loaded.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(POS_JS_BUDGET_BYTES);
});
