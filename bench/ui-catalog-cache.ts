// The menu from the device's copy of the catalog (issue 13 point 2) on the 20,000-product branch, in
// headless Chromium: the copy's first fill, the menu home after a cold start (online, and with the
// server unreachable), and search as you type from the copy (online and offline), each beside the
// same read from the server and a static file's cold load measured in the same run, as ratios.
// Targets: menu home from the copy <= 1 s after a cold start; search <= 50 ms (after the debounce).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ProductPage } from '@comandero/domain';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { loadConfig } from '../apps/server/src/config.js';
import { migrateToLatest, openSqlite } from '../apps/server/src/db/database.js';
import { seedDemo } from '../apps/server/src/seed/demo.js';
import { LARGE_CATALOG, LARGE_USER, seedLargeCatalog } from '../apps/server/src/seed/large-catalog.js';
import { systemClock } from '../apps/server/src/shared/clock.js';
import { runBounded } from './bounded.js';
import {
  buildAppIfStale,
  launchChromium,
  newAppContext,
  percentile,
  type Session,
  sessionStorageEntries,
  signIn,
  startBuiltServer,
  VIEWPORT,
} from './ui/built-app.js';

const RUNS = Number(process.env.BENCH_UI_RUNS ?? 20);
/** Benchmarks use ports 3310-3330 so they never meet a developer's server or the e2e run. */
const PORT = Number(process.env.BENCH_UI_CACHE_PORT ?? 3312);
/** The product filter's debounce (spec 01 §9: searched 200 ms after the last key). */
const SEARCH_DEBOUNCE_MS = 200;
/** Bounds for what never happens (a copy that never fills, a menu that never shows), not speed checks. */
const FILL_BOUND_MS = 300_000;
const SCREEN_BOUND_MS = 120_000;

async function seededDataDir(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'comandero-bench-cache-'));
  const database = openSqlite(path.join(dataDir, 'comandero.sqlite'));
  try {
    await migrateToLatest(database.db);
    const { pinPepper } = loadConfig({ POS_DATA_DIR: dataDir });
    await seedDemo(database.db, systemClock, pinPepper);
    await seedLargeCatalog(database.db, systemClock, pinPepper);
  } finally {
    await database.close();
  }
  return dataDir;
}

interface Terminal {
  origin: string;
  session: Session;
  tableId: string;
}

/** The menu works on a table of the branch; it is only read, never taken. */
async function prepareTerminal(origin: string): Promise<Terminal> {
  const session = await signIn(origin, LARGE_USER.email, LARGE_USER.password);
  const tables = (await session.call('GET', '/tables')) as { id: string }[];
  return { origin, session, tableId: tables[0]!.id };
}

/** A new context (cold HTTP cache, no copy) where the user is signed in and serving the table. */
function terminalContext(browser: Browser, terminal: Terminal): Promise<BrowserContext> {
  return newAppContext(browser, terminal.origin, [
    ...sessionStorageEntries(terminal.session),
    { name: 'table', value: JSON.stringify({ tableId: terminal.tableId, justOccupied: false }) },
  ]);
}

/** The server's API unreachable (a local server down): the app's files still load, as the service worker serves them. */
const apiUnreachable = (target: Page | BrowserContext) => target.route('**/api/**', (route) => route.abort());
/** The device never stores a copy: every menu read goes to the server, as before the cache. */
const noCopy = (context: BrowserContext) => context.route('**/api/menu/catalog*', (route) => route.abort());

const menuReady = (page: Page) =>
  page.getByRole('link', { name: /Categoría 01/ }).waitFor({ timeout: SCREEN_BOUND_MS });

/** How many products the page's copy holds (IndexedDB 'comandero-catalog'). */
const storedProducts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('comandero-catalog');
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const db = open.result;
          const done = (products: number) => {
            db.close();
            resolve(products);
          };
          if (!db.objectStoreNames.contains('products')) return done(0);
          const count = db.transaction('products').objectStore('products').count();
          count.onsuccess = () => done(count.result);
          count.onerror = () => done(0);
        };
      }),
  );

async function untilFilled(page: Page): Promise<void> {
  const bound = performance.now() + FILL_BOUND_MS;
  while ((await storedProducts(page)) < LARGE_CATALOG.products) {
    if (performance.now() > bound) throw new Error('The copy was not filled');
    await page.waitForTimeout(100);
  }
}

async function blankColdLoad(browser: Browser, origin: string): Promise<number> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const started = performance.now();
  await page.goto(`${origin}/favicon.svg`, { waitUntil: 'load' });
  const elapsed = performance.now() - started;
  await context.close();
  return elapsed;
}

/** A fresh page's navigation to /menu/home until the categories are listed. */
async function coldMenuHome(context: BrowserContext, origin: string, offline = false): Promise<number> {
  const page = await context.newPage();
  if (offline) await apiUnreachable(page);
  const started = performance.now();
  await page.goto(`${origin}/menu/home`, { waitUntil: 'commit' });
  await menuReady(page);
  const elapsed = performance.now() - started;
  await page.close();
  return elapsed;
}

/** Distinct searches, each naming one product ("<style> <number>" is unique). */
async function searchTerms(terminal: Terminal, page: number, count: number) {
  const { content } = (await terminal.session.call('POST', '/menu/products/page', {
    page,
    pageSize: 100,
  })) as ProductPage;
  return content.slice(0, count).map(({ name }) => ({ name, term: name.split(' ').slice(-2).join(' ') }));
}

/** In the page: the last input's time, and a promise of when the filter's panel first shows `text`. */
function watchSearch(text: string): void {
  const bench = window as unknown as { lastInput: number; shown: Promise<number>; listening?: boolean };
  bench.lastInput = 0;
  const box = document.querySelector<HTMLInputElement>('input[type="search"]')!;
  const panel = box.closest('[role="region"]') ?? document.body;
  if (!bench.listening) {
    document.addEventListener('input', () => {
      bench.lastInput = performance.now();
    });
    bench.listening = true;
  }
  bench.shown = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!panel.textContent?.includes(text)) return;
      observer.disconnect();
      resolve(performance.now());
    });
    observer.observe(panel, { childList: true, subtree: true, characterData: true });
  });
}

/** Types each term key by key; from the last key to the matching result, less the debounce. */
async function searchAsYouType(page: Page, terms: { term: string; name: string }[]): Promise<number[]> {
  const box = page.getByRole('searchbox', { name: 'Buscar producto' });
  if (!(await box.isVisible())) await page.getByRole('button', { name: 'Filtro de productos' }).click();
  await box.waitFor();
  const shown: number[] = [];
  // Two searches first warm the page (code, the first request or the products loaded into memory).
  for (const [index, { term, name }] of terms.entries()) {
    await box.fill('');
    await page.evaluate(watchSearch, name);
    await box.pressSequentially(term);
    const times = await page.evaluate(async () => {
      const bench = window as unknown as { lastInput: number; shown: Promise<number> };
      return { shownAt: await bench.shown, lastInput: bench.lastInput };
    });
    if (index >= 2) shown.push(times.shownAt - times.lastInput - SEARCH_DEBOUNCE_MS);
  }
  return shown;
}

function report(name: string, samples: number[], unit = 'ms'): void {
  console.log(`${name}.p50: ${percentile(samples, 50).toFixed(1)} ${unit}`);
  console.log(`${name}.p95: ${percentile(samples, 95).toFixed(1)} ${unit}`);
}

const ratio = (name: string, samples: number[], baseline: number[], baselineName: string) =>
  console.log(`${name}.p50.vs_${baselineName}: ${(percentile(samples, 50) / percentile(baseline, 50)).toFixed(2)} x`);

async function main() {
  buildAppIfStale();
  const { origin, stop } = await startBuiltServer(PORT, await seededDataDir());
  const browser = await launchChromium();
  try {
    const terminal = await prepareTerminal(origin);
    await blankColdLoad(browser, origin);

    // The first fill: from opening the menu on a device without a copy to 20,000 products stored.
    const device = await terminalContext(browser, terminal);
    const first = await device.newPage();
    const fillStarted = performance.now();
    await first.goto(`${origin}/menu/home`, { waitUntil: 'commit' });
    await untilFilled(first);
    const fill = performance.now() - fillStarted;
    await first.close();

    const blank: number[] = [];
    const fromCopy: number[] = [];
    const fromCopyOffline: number[] = [];
    const fromServer: number[] = [];
    // One of each first: the server's and the disk's first-time costs stay out of the figures.
    await coldMenuHome(device, origin);
    await coldMenuHome(device, origin, true);
    for (let run = 0; run < RUNS; run++) {
      blank.push(await blankColdLoad(browser, origin));
      fromCopy.push(await coldMenuHome(device, origin));
      fromCopyOffline.push(await coldMenuHome(device, origin, true));
      const withoutCopy = await terminalContext(browser, terminal);
      await noCopy(withoutCopy);
      fromServer.push(await coldMenuHome(withoutCopy, origin));
      await withoutCopy.close();
    }

    const page = await device.newPage();
    await page.goto(`${origin}/menu/home`);
    await menuReady(page);
    const searchCopy = await searchAsYouType(page, await searchTerms(terminal, 7, RUNS + 2));
    await device.setOffline(true);
    const searchOffline = await searchAsYouType(page, await searchTerms(terminal, 9, RUNS + 2));
    await device.close();

    const server = await terminalContext(browser, terminal);
    await noCopy(server);
    const serverPage = await server.newPage();
    await serverPage.goto(`${origin}/menu/home`);
    await menuReady(serverPage);
    const searchServer = await searchAsYouType(serverPage, await searchTerms(terminal, 11, RUNS + 2));
    await server.close();

    console.log(
      `\nMenu from the device copy, headless Chromium, ${LARGE_CATALOG.products.toLocaleString('en')} products, ${RUNS} runs each, ${VIEWPORT.width}x${VIEWPORT.height}`,
    );
    report('ui.blank.coldLoad', blank);
    console.log(`ui.cache.fill: ${fill.toFixed(0)} ms`);
    report('ui.cache.menuHome.cold', fromCopy);
    report('ui.cache.menuHome.cold.offline', fromCopyOffline);
    report('ui.server.menuHome.cold', fromServer);
    ratio('ui.cache.menuHome.cold', fromCopy, blank, 'blank');
    ratio('ui.cache.menuHome.cold.offline', fromCopyOffline, blank, 'blank');
    ratio('ui.cache.menuHome.cold', fromCopy, fromServer, 'server');
    // From the last key to the matching product, less the 200 ms debounce: what a person waits beyond it.
    report('ui.cache.search', searchCopy);
    report('ui.cache.search.offline', searchOffline);
    report('ui.server.search', searchServer);
    ratio('ui.cache.search', searchCopy, searchServer, 'server');
    ratio('ui.cache.search.offline', searchOffline, searchServer, 'server');
  } finally {
    await browser.close();
    await stop();
  }
}

await runBounded('ui-catalog-cache', 25, main);
