// The POS in headless Chromium on the 20,000-product branch (issue 4 "Speed"): cold load to an
// interactive menu, search as you type, add to cart. The built server runs on a loopback port with a
// fresh data folder; each figure prints as `name: value unit` (median and p95 of BENCH_UI_RUNS runs),
// beside a baseline measured in the same run, so the ratios compare across machines.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ProductCard, ProductPage } from '@comandero/domain';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { loadConfig } from '../apps/server/src/config.js';
import { migrateToLatest, openSqlite } from '../apps/server/src/db/database.js';
import { seedDemo } from '../apps/server/src/seed/demo.js';
import { LARGE_USER, seedLargeCatalog } from '../apps/server/src/seed/large-catalog.js';
import { systemClock } from '../apps/server/src/shared/clock.js';
import { runBounded } from './bounded.js';
import {
  buildAppIfStale,
  launchChromium,
  newAppContext,
  percentile,
  sessionStorageEntries,
  startBuiltServer,
  VIEWPORT,
} from './ui/built-app.js';

const RUNS = Number(process.env.BENCH_UI_RUNS ?? 20);
/** Benchmarks use ports 3310-3330 so they never meet a developer's server or the e2e run. */
const PORT = Number(process.env.BENCH_UI_PORT ?? 3310);
/** The product filter's debounce (spec 01 §9: searched 200 ms after the last key). */
const SEARCH_DEBOUNCE_MS = 200;

/** A fresh data folder with the demo restaurant and the large branch, seeded before the server starts. */
async function seededDataDir(): Promise<{ dataDir: string; seconds: number }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'comandero-bench-ui-'));
  const database = openSqlite(path.join(dataDir, 'comandero.sqlite'));
  const started = performance.now();
  try {
    await migrateToLatest(database.db);
    // The server started on this folder later reads the same PIN pepper file.
    const { pinPepper } = loadConfig({ POS_DATA_DIR: dataDir });
    await seedDemo(database.db, systemClock, pinPepper);
    await seedLargeCatalog(database.db, systemClock, pinPepper);
  } finally {
    await database.close();
  }
  return { dataDir, seconds: (performance.now() - started) / 1000 };
}

interface Terminal {
  origin: string;
  jwt: string;
  user: unknown;
  tableId: string;
  headers: Record<string, string>;
}

/** Signs the large branch's user in through the API and occupies a table for the menu to work on. */
async function prepareTerminal(origin: string): Promise<Terminal> {
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: LARGE_USER.email, password: LARGE_USER.password }),
  });
  if (!login.ok) throw new Error(`Login failed: HTTP ${login.status}`);
  const { jwt, user } = (await login.json()) as { jwt: string; user: unknown };
  const headers = { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' };
  const tables = (await (await fetch(`${origin}/api/tables`, { headers })).json()) as { id: string; busy: boolean }[];
  const table = tables.find((candidate) => !candidate.busy);
  if (!table) throw new Error('The large branch has no free table');
  const occupied = await fetch(`${origin}/api/tables/${table.id}/occupy`, {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({ people: 2 }),
  });
  if (!occupied.ok) throw new Error(`Occupying a table failed: HTTP ${occupied.status}`);
  return { origin, jwt, user, tableId: table.id, headers };
}

/**
 * A new browser context (its own cache: cold) where the user is signed in and serving the table.
 * It keeps no copy of the catalog (GET /menu/catalog refused), so the menu reads the server as
 * these figures say; the menu from the device's copy is bench/ui-catalog-cache.ts.
 */
async function terminalContext(browser: Browser, terminal: Terminal): Promise<BrowserContext> {
  const context = await newAppContext(browser, terminal.origin, [
    ...sessionStorageEntries(terminal),
    { name: 'table', value: JSON.stringify({ tableId: terminal.tableId, justOccupied: false }) },
  ]);
  await context.route('**/api/menu/catalog*', (route) => route.abort());
  return context;
}

/** The menu home is interactive once its categories are listed (they come from the server). */
const menuReady = (page: Page) => page.getByRole('link', { name: /Categoría 01/ }).waitFor();

/** Baseline: a new context loads a static file of the same server (connection, request, document). */
async function blankColdLoad(browser: Browser, origin: string): Promise<number> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const started = performance.now();
  await page.goto(`${origin}/favicon.svg`, { waitUntil: 'load' });
  const elapsed = performance.now() - started;
  await context.close();
  return elapsed;
}

/** From navigation to /menu/home, in a context with a cold cache, until the categories are listed. */
async function posColdLoad(browser: Browser, terminal: Terminal): Promise<number> {
  const context = await terminalContext(browser, terminal);
  const page = await context.newPage();
  const started = performance.now();
  await page.goto(`${terminal.origin}/menu/home`, { waitUntil: 'commit' });
  await menuReady(page);
  const elapsed = performance.now() - started;
  await context.close();
  return elapsed;
}

/** Distinct searches (no answer cached), each naming one product: "<style> <number>" is unique. */
async function searchTerms(terminal: Terminal, count: number): Promise<{ term: string; name: string }[]> {
  const answer = await fetch(`${terminal.origin}/api/menu/products/page`, {
    method: 'POST',
    headers: terminal.headers,
    body: JSON.stringify({ page: 7, pageSize: 100 }),
  });
  const { content } = (await answer.json()) as ProductPage;
  return content.slice(0, count).map(({ name }) => ({ name, term: name.split(' ').slice(-2).join(' ') }));
}

/**
 * In the page: the time of the last input event, and a promise of the time the DOM first shows
 * `text` inside the element around the search box (the product filter's panel). Both are
 * performance.now() of the page, so no round trip to this process is counted.
 */
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

/**
 * Types each term as a person would (key by key) and times the last key to the matching result;
 * also the search request's own time in the browser (Resource Timing), to tell server from client.
 */
async function searchAsYouType(browser: Browser, terminal: Terminal): Promise<{ shown: number[]; request: number[] }> {
  const context = await terminalContext(browser, terminal);
  const page = await context.newPage();
  await page.goto(`${terminal.origin}/menu/home`);
  await menuReady(page);
  await page.getByRole('button', { name: 'Filtro de productos' }).click();
  const box = page.getByRole('searchbox', { name: 'Buscar producto' });
  await box.waitFor();
  const shown: number[] = [];
  const request: number[] = [];
  // Two searches first warm the page (code, the first request's connection), as a waiter's first would.
  const terms = await searchTerms(terminal, RUNS + 2);
  for (const [index, { term, name }] of terms.entries()) {
    await box.fill('');
    await page.evaluate(watchSearch, name);
    await box.pressSequentially(term);
    const times = await page.evaluate(async () => {
      const bench = window as unknown as { lastInput: number; shown: Promise<number> };
      const shownAt = await bench.shown;
      const searches = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('/api/menu/products/page'));
      return { shownAt, lastInput: bench.lastInput, request: searches.at(-1)?.duration ?? Number.NaN };
    });
    if (index < 2) continue;
    shown.push(times.shownAt - times.lastInput);
    request.push(times.request);
  }
  await context.close();
  return { shown, request };
}

/** Products a tap on Add puts straight in the order: no sizes or extras to choose, and in stock. */
async function plainProducts(terminal: Terminal, count: number): Promise<ProductCard[]> {
  const answer = await fetch(`${terminal.origin}/api/menu/products/page`, {
    method: 'POST',
    headers: terminal.headers,
    body: JSON.stringify({ page: 11, pageSize: 100 }),
  });
  const { content } = (await answer.json()) as ProductPage;
  const plain = content.filter(
    (product) => !product.hasOptions && (product.stock === null || product.stock > 5 || product.allowWithoutStock),
  );
  if (plain.length < count) throw new Error(`Only ${plain.length} plain products on the page`);
  return plain.slice(0, count);
}

/**
 * In the page: the time of the last click, and promises of the times the order panel first lists
 * a line of `name` (the optimistic line) and then shows it saved (no "Guardando…" left on it).
 */
function watchAdd(name: string): void {
  const bench = window as unknown as {
    clicked: number;
    shown: Promise<number>;
    saved: Promise<number>;
    listeningClicks?: boolean;
  };
  if (!bench.listeningClicks) {
    document.addEventListener(
      'click',
      () => {
        bench.clicked = performance.now();
      },
      true,
    );
    bench.listeningClicks = true;
  }
  // The number ends the name: "Pollo thai 12" must not match the line of "Pollo thai 123".
  const pattern = new RegExp(`${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\d)`);
  const line = () =>
    [...document.querySelectorAll('ul[aria-label="Productos del pedido"] > li')].find((item) =>
      pattern.test(item.textContent ?? ''),
    );
  const when = (done: () => boolean) =>
    new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!done()) return;
        observer.disconnect();
        resolve(performance.now());
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  bench.shown = when(() => line() !== undefined);
  bench.saved = when(() => {
    const item = line();
    return item !== undefined && !item.textContent?.includes('Guardando');
  });
}

/** On each product's page, from the click on Add to its line in the order panel (shown, then saved). */
async function addToCart(browser: Browser, terminal: Terminal): Promise<{ shown: number[]; saved: number[] }> {
  const context = await terminalContext(browser, terminal);
  const page = await context.newPage();
  const shown: number[] = [];
  const saved: number[] = [];
  // Two adds first warm the page, as with the search.
  for (const [index, product] of (await plainProducts(terminal, RUNS + 2)).entries()) {
    await page.goto(`${terminal.origin}/menu/producto/${product.categoryId}/${product.id}`);
    const add = page.getByRole('button', { name: /^Agregar .+ \| \$/ });
    await add.waitFor();
    await page
      .getByRole('list', { name: 'Productos del pedido' })
      .or(page.getByText('Sin productos todavía'))
      .waitFor();
    await page.evaluate(watchAdd, product.name);
    await add.click();
    const times = await page.evaluate(async () => {
      const bench = window as unknown as { clicked: number; shown: Promise<number>; saved: Promise<number> };
      return { shown: await bench.shown, saved: await bench.saved, clicked: bench.clicked };
    });
    if (index < 2) continue;
    shown.push(times.shown - times.clicked);
    saved.push(times.saved - times.clicked);
  }
  await context.close();
  return { shown, saved };
}

function report(name: string, samples: number[], unit = 'ms'): void {
  console.log(`${name}.p50: ${percentile(samples, 50).toFixed(1)} ${unit}`);
  console.log(`${name}.p95: ${percentile(samples, 95).toFixed(1)} ${unit}`);
}

async function main() {
  buildAppIfStale();
  const { dataDir, seconds } = await seededDataDir();
  const { origin, stop } = await startBuiltServer(PORT, dataDir);
  const browser = await launchChromium();
  try {
    const terminal = await prepareTerminal(origin);
    // One load of each first, so the server's and the disk's first-time costs are not in the figures.
    await blankColdLoad(browser, origin);
    await posColdLoad(browser, terminal);

    const blank: number[] = [];
    const cold: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      blank.push(await blankColdLoad(browser, origin));
      cold.push(await posColdLoad(browser, terminal));
    }
    const search = await searchAsYouType(browser, terminal);
    const added = await addToCart(browser, terminal);

    console.log(
      `\nPOS in headless Chromium, 20,000-product branch (seeded in ${seconds.toFixed(1)} s), ${RUNS} runs each, ${VIEWPORT.width}x${VIEWPORT.height}`,
    );
    report('ui.blank.coldLoad', blank);
    report('ui.pos.coldLoad', cold);
    console.log(`ui.pos.coldLoad.p50.vs_blank: ${(percentile(cold, 50) / percentile(blank, 50)).toFixed(1)} x`);
    // From the last key to the matching product in the list, less the spec's 200 ms debounce: what the
    // request, the answer and the render cost. The total a person waits is this plus 200 ms.
    const searchAfterDebounce = search.shown.map((sample) => sample - SEARCH_DEBOUNCE_MS);
    report('ui.search', searchAfterDebounce);
    report('ui.search.withDebounce', search.shown);
    // Of ui.search, the request to the server and back as the browser timed it; the rest is the client.
    report('ui.search.request', search.request);
    console.log(
      `ui.search.p50.vs_blank: ${(percentile(searchAfterDebounce, 50) / percentile(blank, 50)).toFixed(2)} x`,
    );
    // The line shows in the same click (optimistic); saved is when the server's answer confirms it.
    report('ui.addToCart', added.shown);
    report('ui.addToCart.saved', added.saved);
    console.log(`ui.addToCart.p50.vs_blank: ${(percentile(added.shown, 50) / percentile(blank, 50)).toFixed(2)} x`);
  } finally {
    await browser.close();
    await stop();
  }
}

await runBounded('ui-catalog', 25, main);
