// Catalog figures on the 20,000-product branch, measured at the API over loopback, with the
// status endpoint measured in the same run as the baseline. Each figure prints as `name: value unit`.
import type { Category, ProductCard, ProductPage } from '@comandero/domain';
import { LARGE_USER, seedLargeCatalog } from '../apps/server/src/seed/large-catalog.js';
import { systemClock } from '../apps/server/src/shared/clock.js';
import { startBenchServer } from './bench-server.js';
import { runBounded } from './bounded.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const TYPED = [
  'p',
  'po',
  'pol',
  'poll',
  'pollo',
  'pollo c',
  'pollo cr',
  'pollo cri',
  'a',
  'ar',
  'arr',
  'arroz',
  'thai',
  '1234',
];

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

async function timed(runs: number, call: (index: number) => Promise<Response>): Promise<number[]> {
  const samples: number[] = [];
  for (let index = 0; index < runs + 20; index++) {
    const started = performance.now();
    const response = await call(index);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    if (index >= 20) samples.push(performance.now() - started);
  }
  return samples;
}

/** A device's copy after one product changed: the whole catalog again, or the changed products alone (issue 16 §6). */
// Products written in the minute before the device's copy are sent again (catalog-changes.ts), so the
// menu is seeded an hour before the run.
async function deviceRefresh(base: string, headers: Record<string, string>, productId: string) {
  const download = async (query: string) => {
    const started = performance.now();
    const response = await fetch(`${base}/menu/catalog${query}`, { headers });
    const body = await response.text();
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return { ms: performance.now() - started, bytes: body.length, answer: JSON.parse(body) as { version: string } };
  };
  const change = async (payload: object) => {
    const answer = await fetch(`${base}/menu-product-items`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ ids: [productId], payload }),
    });
    if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
  };
  // The device copies a menu whose last change was one product's; then that product changes again.
  await change({ menuOnline: false });
  const { version } = (await download('')).answer;
  await change({ allowWithoutStock: true });
  const runs = 5;
  const whole: { ms: number; bytes: number }[] = [];
  const changes: { ms: number; bytes: number }[] = [];
  for (let run = 0; run < runs; run++) {
    whole.push(await download(''));
    changes.push(await download(`?since=${encodeURIComponent(version)}&changes=products`));
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const [wholeMs, changesMs] = [median(whole.map((entry) => entry.ms)), median(changes.map((entry) => entry.ms))];
  console.log(`\nA device's catalog copy after one product changed (median of ${runs})`);
  console.log(`catalog.refresh.whole: ${wholeMs.toFixed(1)} ms, ${(whole[0]!.bytes / 1024).toFixed(0)} KB`);
  console.log(`catalog.refresh.changes: ${changesMs.toFixed(1)} ms, ${(changes[0]!.bytes / 1024).toFixed(1)} KB`);
  console.log(
    `catalog.refresh.changes.vs_whole: ${(changesMs / wholeMs).toFixed(3)} x time, ${(changes[0]!.bytes / whole[0]!.bytes).toFixed(4)} x bytes`,
  );
}

async function main() {
  let seedSeconds = 0;
  const bench = await startBenchServer(async (db, pinPepper) => {
    const started = performance.now();
    // Written an hour ago, as a menu is long before service: a device's copy is behind only in what changes now.
    const anHourAgo = { now: () => new Date(systemClock.now().getTime() - 3_600_000) };
    await seedLargeCatalog(db, anHourAgo, pinPepper);
    seedSeconds = (performance.now() - started) / 1000;
  });
  const base = bench.api;
  const headers = await bench.signIn(LARGE_USER.email, LARGE_USER.password);
  const categories = (await (await fetch(`${base}/menu/categories`, { headers })).json()) as Category[];
  const someProducts = (await (
    await fetch(`${base}/menu/products/page`, { method: 'POST', headers, body: JSON.stringify({ pageSize: 100 }) })
  ).json()) as ProductPage;

  const baseline = await timed(RUNS, () => fetch(`${base}/general/status`));
  const search = await timed(RUNS, (index) =>
    fetch(`${base}/menu/products/page`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ filters: { name: TYPED[index % TYPED.length] } }),
    }),
  );
  const category = await timed(RUNS, (index) =>
    fetch(`${base}/menu/categories/${categories[index % categories.length]!.id}/products`, { headers }),
  );
  const product = await timed(RUNS, (index) => {
    const card: ProductCard = someProducts.content[index % someProducts.content.length]!;
    return fetch(`${base}/menu/products/${card.id}`, { headers });
  });

  const figures: [string, number[]][] = [
    ['baseline.status', baseline],
    ['catalog.search.server', search],
    ['catalog.category.server', category],
    ['catalog.product.server', product],
  ];
  console.log(
    `\nCatalog at the API, SQLite, 20,000 products (seeded in ${seedSeconds.toFixed(1)} s), ${RUNS} sequential calls each`,
  );
  for (const [name, samples] of figures) {
    console.log(`${name}.p50: ${percentile(samples, 50).toFixed(2)} ms`);
    console.log(`${name}.p95: ${percentile(samples, 95).toFixed(2)} ms`);
  }
  const baseP50 = percentile(baseline, 50);
  for (const [name, samples] of figures.slice(1)) {
    console.log(`${name}.p50.vs_baseline: ${(percentile(samples, 50) / baseP50).toFixed(1)} x`);
  }
  const largestCategory = Math.max(...categories.map((entry) => entry.productCount));
  console.log(`catalog.category.largest: ${largestCategory} products`);
  await deviceRefresh(base, headers, someProducts.content[0]!.id);
  await bench.close();
}

await runBounded('catalog', 15, main);
