// Catalog figures on the 20,000-product branch, measured at the API over loopback, with the
// status endpoint measured in the same run as the baseline. Each figure prints as `name: value unit`.
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Category, ProductCard, ProductPage } from '@comandero/domain';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { migrateToLatest, openSqlite } from '../apps/server/src/db/database.js';
import { seedDemo } from '../apps/server/src/seed/demo.js';
import { LARGE_USER, seedLargeCatalog } from '../apps/server/src/seed/large-catalog.js';
import { systemClock } from '../apps/server/src/shared/clock.js';

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

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'comandero-catalog-'));
  const config = {
    ...loadConfig({ POS_DATA_DIR: dataDir, NODE_ENV: 'test' }),
    logLevel: 'silent',
    authRateLimitPerMinute: 1e9,
  };
  const database = openSqlite(path.join(dataDir, 'bench.sqlite'));
  await migrateToLatest(database.db);
  await seedDemo(database.db, systemClock);
  const seedStarted = performance.now();
  await seedLargeCatalog(database.db, systemClock);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const { server } = await buildApp({ config, db: database.db });
  await server.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}/api`;
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: LARGE_USER.email, password: LARGE_USER.password }),
  });
  const headers = {
    authorization: `Bearer ${((await login.json()) as { jwt: string }).jwt}`,
    'content-type': 'application/json',
  };
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
  await server.close();
  await database.close();
}

await main();
