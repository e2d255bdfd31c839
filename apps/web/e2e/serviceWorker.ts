import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';

/**
 * Waits until the service worker is active and controls the page, and the whole app is precached:
 * its first install caches the app shell only, then the rest (src/sw.ts), which it says here it has.
 */
export async function expectControlledByServiceWorker(page: Page): Promise<void> {
  const activeScript = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(activeScript).toMatch(/\/sw\.js$/);
  // Once in six clean runs the page stayed uncontrolled for a minute though the first worker was
  // active and takes the open pages (clientsClaim): most likely the login's reload after signing in
  // was in flight when it did, and a document still loading is not claimed. The next navigation goes
  // through the worker, so the page is loaded again, as a person would, and must then be controlled.
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const precached = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data === true);
        navigator.serviceWorker.controller!.postMessage({ type: 'PRECACHE_APP' }, [channel.port2]);
      }),
  );
  expect(precached, 'the whole app is precached').toBe(true);
}

const hasWaitingWorker = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null);

let deployments = 0;

/**
 * Deploys a "new build" on a server of the test's own (OwnServer): its sw.js gets different bytes,
 * and the page checks for an update, as the browser does on navigations and the app every hour.
 * The new worker installs, then waits. (Playwright's routes cannot answer a worker's own script.)
 */
export async function deployNewVersion(page: Page, webDir: string): Promise<void> {
  const worker = path.join(webDir, 'sw.js');
  const original = readFileSync(worker, 'utf8').replace(/\n\/\/ deployment \d+\n$/, '');
  const deployed = `${original}\n// deployment ${++deployments}\n`;
  writeFileSync(worker, deployed);
  // The server sends the build's compressed copies (apps/web/precompress.mjs): a deployment brings new ones.
  writeFileSync(`${worker}.br`, brotliCompressSync(deployed));
  writeFileSync(`${worker}.gz`, gzipSync(deployed));
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())!.update();
  });
  await expect.poll(() => hasWaitingWorker(page), { message: 'a new service worker waits' }).toBe(true);
}

export { hasWaitingWorker };
