import { gzipSync } from 'node:zlib';
import { expect, type Page, type Request, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { signedInTerminal } from './session';

/** DESIGN §10: the initial JavaScript of the login and POS routes is at most 170 KB gzip (1 KB = 1000 bytes). */
const LOGIN_JS_BUDGET_BYTES = 170 * 1000;
const POS_JS_BUDGET_BYTES = 170 * 1000;

interface LoadedScript {
  url: string;
  /** The script gzipped here at the default level: the budget's measure, whatever the server sends. */
  gzipBytes: number;
  /** What the browser downloaded for it: response headers and body as sent (compressed by the server). */
  transferBytes: number;
  encoding: string;
  fromServiceWorker: boolean;
}

/**
 * Every script the page receives, with its gzip size (as a server compressing it would send it) and
 * the bytes that came over the network, and a wait until the page has loaded every script it asked
 * for on its own.
 */
function recordScripts(page: Page) {
  const scripts: Promise<LoadedScript>[] = [];
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
    const sizes = response.finished().then(() => response.request().sizes());
    scripts.push(
      Promise.all([response.body(), sizes, response.headerValue('content-encoding')]).then(
        ([body, size, encoding]) => ({
          url: response.url(),
          gzipBytes: gzipSync(body).length,
          transferBytes: size.responseHeadersSize + size.responseBodySize,
          encoding: encoding ?? 'identity',
          fromServiceWorker: response.fromServiceWorker(),
        }),
      ),
    );
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
    const transfer = loaded.reduce((sum, script) => sum + script.transferBytes, 0);
    const report = loaded
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .map(
        (script) => `${script.gzipBytes}\t${script.transferBytes}\t${script.encoding}\t${new URL(script.url).pathname}`,
      )
      .join('\n');
    return { loaded, total, transfer, report: `gzip\tsent\tas\n${report}` };
  };
  return measure;
}

/**
 * What the browser downloaded (the server's compressed copies, headers included) is within the
 * budget too. A fresh context is a first visit: were a script served by the service worker, which
 * registers after the first paint, its bytes would not be counted here, so none may be.
 */
function expectFirstVisitDownload(loaded: LoadedScript[], transfer: number, budget: number) {
  expect(loaded.filter((script) => script.fromServiceWorker).map((script) => script.url)).toEqual([]);
  expect(transfer).toBeLessThanOrEqual(budget);
}

test('the login route loads at most 170 KB of JavaScript before any interaction, gzipped and as downloaded', async ({
  page,
}) => {
  const measure = recordScripts(page);
  await new LoginPage(page).open();

  const { loaded, total, transfer, report } = await measure();
  test.info().annotations.push({ type: 'login-js-gzip-bytes', description: String(total) });
  test.info().annotations.push({ type: 'login-js-transfer-bytes', description: String(transfer) });
  console.log(
    `login initial JS: ${total} bytes gzip, ${transfer} bytes downloaded, in ${loaded.length} files\n${report}`,
  );
  expect(loaded.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(LOGIN_JS_BUDGET_BYTES);
  expectFirstVisitDownload(loaded, transfer, LOGIN_JS_BUDGET_BYTES);
});

/**
 * Signed in, the POS route's first screen (top bar and floor) loads React, the router, Mantine,
 * its texts, TanStack Query and the floor; zod, menus, tooltips, toasts and dialogs load on first use.
 */
test('the POS route, signed in, loads at most 170 KB of JavaScript before any interaction, gzipped and as downloaded', async ({
  browser,
  request,
  baseURL,
}) => {
  const { page } = await signedInTerminal(browser, request, baseURL!, 'mesero');
  const measure = recordScripts(page);
  await page.goto('/pos');
  await expect(page.getByRole('region', { name: /^Mesas de / })).toBeVisible();
  const { loaded, total, transfer, report } = await measure();
  test.info().annotations.push({ type: 'pos-js-gzip-bytes', description: String(total) });
  test.info().annotations.push({ type: 'pos-js-transfer-bytes', description: String(transfer) });
  console.log(
    `pos initial JS: ${total} bytes gzip, ${transfer} bytes downloaded, in ${loaded.length} files\n${report}`,
  );
  expect(loaded.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(POS_JS_BUDGET_BYTES);
  expectFirstVisitDownload(loaded, transfer, POS_JS_BUDGET_BYTES);
});
