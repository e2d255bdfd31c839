// The durable outbox (issue 13) in headless Chromium, on the built app and server: a cashier's
// device holds self-service orders it could not send, the page is reloaded, and the app's sender
// sends them. O1: 2,000 queued orders survive the reload and reach the server with none lost and
// none duplicated (counted in the server's SQLite file). O2: 1,000 queued orders, timed from the
// reload to an empty queue, against the same 1,000 orders sent online one by one from the page
// (each answer awaited before the next request) in the same run.
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { emptyCounts, type ProductCard, provisionalBillNumber } from '@comandero/domain';
import type { Page } from '@playwright/test';
import { v7 as uuidv7 } from 'uuid';
import { runBounded } from './bounded.js';
import { type CpuSnapshot, cpuPerItem, cpuSnapshot } from './outbox/cpu.js';
import {
  deviceIdOfPage,
  type QueuedOperation,
  queueInOutbox,
  rememberProvisionalPrints,
  sendOneByOne,
  waitForEmptyOutbox,
} from './outbox/in-page.js';
import {
  createdSpan,
  footprintOf,
  type OrderFootprint,
  presentOrders,
  type Tally,
  tally,
} from './outbox/server-orders.js';
import {
  buildAppIfStale,
  launchChromium,
  newAppContext,
  type Session,
  sessionStorageEntries,
  signIn,
  startBuiltServer,
} from './ui/built-app.js';

/** Benchmarks use ports 3310-3330 so they never meet a developer's server or the e2e run. */
const PORT = Number(process.env.BENCH_OUTBOX_PORT ?? 3315);
const O1_ORDERS = Number(process.env.BENCH_OUTBOX_O1_ORDERS ?? 2000);
const O2_ORDERS = Number(process.env.BENCH_OUTBOX_O2_ORDERS ?? 1000);
const O2_TARGET_SECONDS = 60;
/** A queue that sends nothing for this long is stuck: the bench stops and says where. */
const STALL_MS = 60_000;
/** However slow the machine, a sync that takes longer than this is reported as a failure. */
const BOUND_MS = Number(process.env.BENCH_OUTBOX_BOUND_SECONDS ?? 900) * 1000;

const wallClock = () => performance.timeOrigin + performance.now();

interface Till {
  cashier: Session;
  cashierId: string;
  product: ProductCard;
}

/** The demo cashier with Caja 1 open (a charge needs it), and a product that never runs out. */
async function openTill(origin: string): Promise<Till> {
  const cashier = await signIn(origin, 'caja@demo.pos', 'caja1234');
  const admin = await signIn(origin, 'admin@demo.pos', 'admin1234');
  const cashiers = (await admin.call('GET', '/cashiers')) as { id: string; name: string }[];
  const cashierId = cashiers.find((box) => box.name === 'Caja 1')!.id;
  await cashier.call('POST', '/cashiers/register/state', {
    type: 1,
    cashierId,
    createdAt: new Date().toISOString(),
    detail: { counts: { ...emptyCounts('COP'), bill_50000: 2 } },
  });
  const products = (await cashier.call('POST', '/menu/products/page', { page: 0, pageSize: 100 })) as {
    content: ProductCard[];
  };
  const product = products.content.find((card) => !card.hasOptions && card.stock === null);
  if (!product) throw new Error('The demo menu has no product without options and stock');
  return { cashier, cashierId, product };
}

interface Batch {
  operations: QueuedOperation[];
  orderIds: string[];
}

/** `count` self-service orders of one product paid by card, as the POS's outbox stores them. */
function selfServiceBatch({ cashier, cashierId, product }: Till, count: number): Batch {
  const operations = Array.from(
    { length: count },
    (): QueuedOperation => ({
      id: uuidv7(),
      kind: 'selfServiceOrder',
      method: 'POST',
      path: '/orders/self-service',
      body: {
        id: uuidv7(),
        lines: [{ id: uuidv7(), productId: product.id, quantity: 1 }],
        methodPay: 'Tarjeta',
        cashierId,
      },
      summary: { items: [{ name: product.name, quantity: 1 }], amount: product.price },
      userId: cashier.user.id,
      userName: cashier.user.name,
      jwt: cashier.jwt,
      createdAt: new Date().toISOString(),
      status: 'pending',
      attempts: 0,
      // Queued while offline: the screen was told "saved on this device" long ago.
      handedOver: true,
    }),
  );
  return { operations, orderIds: operations.map((operation) => (operation.body as { id: string }).id) };
}

interface Sync {
  seconds: number;
  /** From the reload to the server creating the first order: the page's load and the sender's start. */
  toFirstOrder: number;
  /** From the server creating the first order to the last. */
  firstToLast: number;
  /** Milliseconds of CPU an order cost the server and the browser, from the reload to the empty queue. */
  cpu: CpuSnapshot;
  tally: Tally;
  needsAttention: number;
}

/**
 * Stores the batch in the page's outbox, reloads the page and waits until the app's sender has
 * emptied it; then counts on the server what arrived.
 */
async function syncAfterReload(
  page: Page,
  { databaseFile, serverPid }: { databaseFile: string; serverPid: number },
  label: string,
  batch: Batch,
  known: Set<string>,
  footprint: OrderFootprint,
): Promise<Sync> {
  const { total: stored, sequences } = await page.evaluate(queueInOutbox, batch.operations);
  if (stored !== batch.operations.length) throw new Error(`${label}: the outbox holds ${stored} operations`);
  // Charges the device kept printed their bills there, with provisional numbers (issue 13 §7): the
  // synced bills are not printed from the browser a second time.
  const device = await page.evaluate(deviceIdOfPage);
  await page.evaluate(
    rememberProvisionalPrints,
    sequences.map((sequence) => provisionalBillNumber(device, sequence)),
  );
  // The sender idles on an empty queue until something wakes it: nothing went out before the reload.
  const sentEarly = presentOrders(databaseFile, batch.orderIds);
  if (sentEarly > 0) console.log(`outbox.${label}.sentBeforeReload: ${sentEarly}`);
  const cpuBefore = cpuSnapshot(serverPid);
  const reloaded = wallClock();
  await page.reload();
  const state = await page.evaluate(waitForEmptyOutbox, [STALL_MS, BOUND_MS] as const);
  const cpu = cpuPerItem(cpuBefore, cpuSnapshot(serverPid), batch.operations.length);
  if (state.pending > 0) throw new Error(`${label}: the queue did not empty: ${JSON.stringify(state)}`);
  for (const id of batch.orderIds) known.add(id);
  const span = createdSpan(databaseFile, batch.orderIds);
  return {
    seconds: (state.at - reloaded) / 1000,
    toFirstOrder: (span.first - reloaded) / 1000,
    firstToLast: (span.last - span.first) / 1000,
    cpu,
    tally: tally(databaseFile, batch.orderIds, known, footprint),
    needsAttention: state.attention,
  };
}

function reportTally(label: string, { lost, duplicated, detail }: Tally): void {
  console.log(`outbox.${label}.lost: ${lost}`);
  console.log(`outbox.${label}.duplicated: ${duplicated}`);
  if (duplicated > 0) console.log(`outbox.${label}.duplicated.detail: ${JSON.stringify(detail)}`);
}

/** Per order; the browser's share is every Chromium process (page, network, storage, service worker). */
function reportCpu(label: string, cpu: CpuSnapshot): void {
  console.log(`outbox.${label}.cpu.server: ${cpu.server.toFixed(1)} ms/order`);
  console.log(`outbox.${label}.cpu.browser: ${cpu.browser.toFixed(1)} ms/order`);
}

async function main() {
  buildAppIfStale();
  const load1Before = loadavg()[0]!;
  const {
    origin,
    databaseFile,
    process: serverProcess,
    stop,
  } = await startBuiltServer(PORT, mkdtempSync(path.join(tmpdir(), 'comandero-bench-outbox-')));
  const browser = await launchChromium();
  try {
    const till = await openTill(origin);
    // One order sent online first: what a single send leaves (lines, print jobs) is the yardstick.
    const reference = selfServiceBatch(till, 1).operations[0]!;
    await till.cashier.call('POST', reference.path, reference.body);
    const referenceId = (reference.body as { id: string }).id;
    const footprint = footprintOf(databaseFile, referenceId);
    const known = new Set([referenceId]);
    const server = { databaseFile, serverPid: serverProcess.pid! };

    // The cashier's device, signed in. The hint makes the app open its outbox at start (creating the
    // database with its own schema); the sender then finds it empty and sets the hint back to 0.
    const context = await newAppContext(browser, origin, [
      ...sessionStorageEntries(till.cashier),
      { name: 'outboxPending', value: '1' },
    ]);
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    await page.goto(`${origin}/pos`);
    await page.waitForFunction(() => localStorage.getItem('outboxPending') === '0', undefined, { timeout: 60_000 });

    const o1 = await syncAfterReload(page, server, 'O1', selfServiceBatch(till, O1_ORDERS), known, footprint);
    const o2 = await syncAfterReload(page, server, 'O2', selfServiceBatch(till, O2_ORDERS), known, footprint);

    // Baseline: the same kind of orders (new ids), sent online from the same page, one at a time.
    const online = selfServiceBatch(till, O2_ORDERS);
    const baselineCpuBefore = cpuSnapshot(server.serverPid);
    const baseline = await page.evaluate(
      sendOneByOne,
      online.operations.map(({ path: apiPath, id, body, jwt }) => ({ path: apiPath, key: id, body, jwt })),
    );
    if (baseline.failures.length > 0)
      throw new Error(`The baseline had ${baseline.failures.length} failures: ${baseline.failures[0]}`);
    const baselineCpu = cpuPerItem(baselineCpuBefore, cpuSnapshot(server.serverPid), O2_ORDERS);
    for (const id of online.orderIds) known.add(id);
    const baselineTally = tally(databaseFile, online.orderIds, known, footprint);
    const baselineSpan = createdSpan(databaseFile, online.orderIds);
    await context.close();

    console.log(
      `\nOutbox sync in headless Chromium, demo restaurant: self-service orders of one line, paid by card into Caja 1 (one sent order leaves lines: ${footprint.lines}, print jobs: ${footprint.printJobs})`,
    );
    console.log(`outbox.O1.orders: ${O1_ORDERS}`);
    console.log(`outbox.O1.seconds: ${o1.seconds.toFixed(1)} s`);
    console.log(`outbox.O1.reloadToFirstOrder: ${o1.toFirstOrder.toFixed(1)} s`);
    reportTally('O1', o1.tally);
    reportCpu('O1', o1.cpu);
    console.log(`outbox.O1.needsAttention: ${o1.needsAttention}`);
    console.log(`outbox.O2.orders: ${O2_ORDERS}`);
    console.log(`outbox.O2.seconds: ${o2.seconds.toFixed(1)} s`);
    console.log(`outbox.O2.perSecond: ${(O2_ORDERS / o2.seconds).toFixed(1)} orders/s`);
    console.log(`outbox.O2.reloadToFirstOrder: ${o2.toFirstOrder.toFixed(1)} s`);
    console.log(`outbox.O2.firstToLastOrder: ${o2.firstToLast.toFixed(1)} s`);
    reportTally('O2', o2.tally);
    console.log(`outbox.O2.needsAttention: ${o2.needsAttention}`);
    reportCpu('O2', o2.cpu);
    console.log(`outbox.O2.baseline_seconds: ${baseline.seconds.toFixed(1)} s`);
    console.log(
      `outbox.O2.baseline.firstToLastOrder: ${((baselineSpan.last - baselineSpan.first) / 1000).toFixed(1)} s`,
    );
    console.log(`outbox.O2.baseline.lost: ${baselineTally.lost}`);
    reportCpu('O2.baseline', baselineCpu);
    console.log(`outbox.O2.vs_online_one_by_one: ${(o2.seconds / baseline.seconds).toFixed(2)} x`);
    // The sender's own pace, without the reload: each operation's IndexedDB reads and writes.
    console.log(
      `outbox.O2.firstToLastOrder.vs_online_one_by_one: ${(o2.firstToLast / ((baselineSpan.last - baselineSpan.first) / 1000)).toFixed(2)} x`,
    );
    const target = O2_ORDERS !== 1000 ? 'n/a' : o2.seconds <= O2_TARGET_SECONDS ? 'met' : 'not met';
    console.log(`outbox.O2.target: ${target} (1,000 orders in ≤ ${O2_TARGET_SECONDS} s)`);
    console.log(`machine.load1.before: ${load1Before.toFixed(1)}`);
    console.log(`machine.load1.after: ${loadavg()[0]!.toFixed(1)}`);
  } finally {
    await browser.close();
    await stop();
  }
}

await runBounded('outbox-sync', 40, main);
