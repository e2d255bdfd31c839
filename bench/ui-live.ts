// Live updates on the POS floor and the delivery board in headless Chromium: what the e2e tests used
// to time (issues 11 and 18: `npm test` asserts that another terminal follows, never how soon, so a
// busy machine cannot fail it). The built server runs on a loopback port with a fresh data folder
// (the demo restaurant, seeded on start); a cashier's terminal shows the floor, and then an
// administrator's the delivery board, while calls go through the API from here. Each figure is from
// the call's answer (as this process got it) to the page changing, both on the machine's wall clock;
// p50/p95 of BENCH_UI_RUNS runs beside a baseline of the same run: a request from the page to the
// server and back.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { emptyCounts, ORDER_STATE } from '@comandero/domain';
import type { Page } from '@playwright/test';
import { runBounded } from './bounded.js';
import {
  buildAppIfStale,
  launchChromium,
  newAppContext,
  percentile,
  sessionStorageEntries,
  signIn,
  startBuiltServer,
} from './ui/built-app.js';

const RUNS = Number(process.env.BENCH_UI_RUNS ?? 20);
/** Benchmarks use ports 3310-3330 so they never meet a developer's server or the e2e run. */
const PORT = Number(process.env.BENCH_UI_LIVE_PORT ?? 3320);

/** Milliseconds on the wall clock, as precise as this process can tell (the page uses the same sum). */
const wallClock = () => performance.timeOrigin + performance.now();

function report(name: string, samples: number[], baseline?: number[]): void {
  console.log(`${name}.p50: ${percentile(samples, 50).toFixed(1)} ms`);
  console.log(`${name}.p95: ${percentile(samples, 95).toFixed(1)} ms`);
  if (baseline)
    console.log(`${name}.p50.vs_fetch: ${(percentile(samples, 50) / percentile(baseline, 50)).toFixed(2)} x`);
}

/**
 * In the page: a promise of the wall-clock time at which the tile of `table` first shows `busy`
 * (performance.timeOrigin + performance.now(), as this process counts it).
 */
function watchTile([table, busy]: readonly [string, boolean]): void {
  const bench = window as unknown as { turned: Promise<number> };
  // The tile's text holds the table's name ('Mesa 3', not 'Mesa 30').
  const named = new RegExp(`${table}(?!\\d)`);
  const tile = () =>
    [...document.querySelectorAll('button[data-busy]')].find((button) => named.test(button.textContent ?? ''));
  bench.turned = new Promise((resolve) => {
    const check = () => {
      if (tile()?.getAttribute('data-busy') !== String(busy)) return false;
      resolve(performance.timeOrigin + performance.now());
      return true;
    };
    if (check()) return;
    const observer = new MutationObserver(() => {
      if (check()) observer.disconnect();
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}

const turned = (page: Page) => page.evaluate(() => (window as unknown as { turned: Promise<number> }).turned);

/** In the page: a promise of the wall-clock time at which the delivery board first shows a card for `customer`. */
function watchBoard(customer: string): void {
  const bench = window as unknown as { turned: Promise<number> };
  const ongoing = () => document.querySelector('[data-testid="count-ongoing"]')?.closest('section') ?? document.body;
  bench.turned = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!ongoing().textContent?.includes(customer)) return;
      observer.disconnect();
      resolve(performance.timeOrigin + performance.now());
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

async function main() {
  buildAppIfStale();
  const { origin, stop } = await startBuiltServer(PORT, mkdtempSync(path.join(tmpdir(), 'comandero-bench-live-')));
  const browser = await launchChromium();
  try {
    const waiter = await signIn(origin, 'mesero@demo.pos', 'mesero1234');
    const cashier = await signIn(origin, 'caja@demo.pos', 'caja1234');
    const tables = (await waiter.call('GET', '/tables')) as { id: string; name: string; numberTable: number }[];
    const mesa = tables.find((table) => table.numberTable === 3)!;
    const products = (await waiter.call('POST', '/menu/products/page', { page: 0, pageSize: 100 })) as {
      content: { id: string; name: string }[];
    };
    const productId = products.content.find((product) => product.name === 'Ajiaco santafereño')!.id;
    // Charging needs an open cash drawer (the demo branch's preference): the cashier opens Caja 1.
    const admin = await signIn(origin, 'admin@demo.pos', 'admin1234');
    const cashiers = (await admin.call('GET', '/cashiers')) as { id: string; name: string }[];
    const cashierId = cashiers.find((box) => box.name === 'Caja 1')!.id;
    await cashier.call('POST', '/cashiers/register/state', {
      type: 1,
      cashierId,
      createdAt: new Date().toISOString(),
      detail: { counts: { ...emptyCounts('COP'), bill_50000: 2 } },
    });

    // The cashier's terminal: signed in as a login leaves it, showing the floor.
    const context = await newAppContext(browser, origin, sessionStorageEntries(cashier));
    const page = await context.newPage();
    await page.goto(`${origin}/pos`);
    await page.getByRole('region', { name: /^Mesas de / }).waitFor();

    // Baseline: a request from the page to the server and back, timed in the page.
    const fetchTimes: number[] = [];
    for (let run = 0; run < RUNS + 2; run++) {
      const elapsed = await page.evaluate(async () => {
        const started = performance.now();
        await (await fetch('/api/general/status')).arrayBuffer();
        return performance.now() - started;
      });
      if (run >= 2) fetchTimes.push(elapsed);
    }

    // A waiter takes the table: the cashier's tile turns busy (was floor.spec: "within a second").
    // Then the waiter orders, sends and the cashier closes: the tile turns free (was checkout.spec).
    const occupy: number[] = [];
    const close: number[] = [];
    for (let run = 0; run < RUNS + 1; run++) {
      await page.evaluate(watchTile, [mesa.name, true] as const);
      await waiter.call('POST', `/tables/${mesa.id}/occupy`, { people: 2 });
      const occupied = wallClock();
      const busyAt = await turned(page);
      await waiter.call('POST', `/tables/${mesa.id}/lines`, {
        lines: [{ id: crypto.randomUUID(), productId, quantity: 1 }],
      });
      await waiter.call('POST', `/tables/${mesa.id}/command`);
      await page.evaluate(watchTile, [mesa.name, false] as const);
      await cashier.call('POST', `/tables/${mesa.id}/close`, { methodPay: 'Tarjeta', cashierId });
      const closed = wallClock();
      const freeAt = await turned(page);
      // The first run warms the page (the tile's code paths, the server's statements).
      if (run === 0) continue;
      occupy.push(busyAt - occupied);
      close.push(freeAt - closed);
    }
    await context.close();

    // A phone order closed at one terminal: another terminal's delivery board shows its card (was
    // delivery.spec: "on a second browser within 2 s"). The board needs POS view deliveries: the admin's.
    const boardContext = await newAppContext(browser, origin, sessionStorageEntries(admin));
    const board = await boardContext.newPage();
    await board.goto(`${origin}/pos?mainTab=3`);
    await board.getByTestId('count-ongoing').waitFor();
    const delivery: number[] = [];
    for (let run = 0; run < RUNS + 1; run++) {
      const id = crypto.randomUUID();
      // Two digits: 'Cliente bench 1' is not a prefix of another run's name.
      const customer = `Cliente bench ${String(run).padStart(2, '0')}`;
      await admin.call('POST', '/delivery/orders', {
        id,
        form: {
          phone: `300555${String(run).padStart(4, '0')}`,
          customer,
          address: 'Calle 45 # 12-30',
          valueDelivery: 5000,
        },
      });
      await admin.call('POST', `/tables/${id}/lines`, { lines: [{ id: crypto.randomUUID(), productId, quantity: 1 }] });
      await admin.call('POST', `/tables/${id}/command`);
      await board.evaluate(watchBoard, customer);
      const { order } = (await admin.call('POST', `/tables/${id}/close`, { methodPay: 'Efectivo', cashierId })) as {
        order: { id: string };
      };
      const closed = wallClock();
      const shownAt = await turned(board);
      if (run > 0) delivery.push(shownAt - closed);
      // Dispatched, so the ongoing list's first page (5 cards) always has room for the next one.
      await admin.call('PUT', `/orders/${order.id}/delivery-state`, {
        state: ORDER_STATE.DISPATCHED,
        from: ORDER_STATE.RECEIVED,
      });
    }
    await boardContext.close();

    console.log(`\nLive updates in headless Chromium, demo restaurant, ${RUNS} runs`);
    report('ui.fetch.status', fetchTimes);
    // Negative when the event reached the page before this process had read the call's answer.
    report('ui.liveUpdate.occupy', occupy, fetchTimes);
    report('ui.liveUpdate.close', close, fetchTimes);
    report('ui.liveUpdate.delivery', delivery, fetchTimes);
  } finally {
    await browser.close();
    await stop();
  }
}

await runBounded('ui-live', 20, main);
