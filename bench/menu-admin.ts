// Menu administration figures on the 20,000-product branch (issue 16): the products list page
// (search + page) and a bulk update of 500 products, at the API over loopback, each beside the same
// work as a raw query on the server's own database connection in the same run.
// Targets: list p95 ≤ 50 ms, bulk of 500 ≤ 1 s. Each figure prints as `name: value unit`.
import type { ProductAdminPage } from '@comandero/domain';
import { sql } from 'kysely';
import type { Db } from '../apps/server/src/db/database.js';
import { LARGE_BRANCH_NAME, LARGE_USER, seedLargeCatalog } from '../apps/server/src/seed/large-catalog.js';
import { systemClock } from '../apps/server/src/shared/clock.js';
import { startBenchServer } from './bench-server.js';
import { runBounded } from './bounded.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const BULK_RUNS = Number(process.env.BENCH_BULK_RUNS ?? 20);
const BULK_SIZE = 500;
const TYPED = ['', 'p', 'po', 'pollo', 'pollo cr', 'a', 'arroz', 'thai', '1234', 'zzz'];

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

async function timed(runs: number, work: (index: number) => Promise<unknown>, warmup = 10): Promise<number[]> {
  const samples: number[] = [];
  for (let index = 0; index < runs + warmup; index++) {
    const started = performance.now();
    await work(index);
    if (index >= warmup) samples.push(performance.now() - started);
  }
  return samples;
}

async function ok(response: Promise<Response>): Promise<unknown> {
  const answer = await response;
  const body = await answer.json();
  if (!answer.ok) throw new Error(`HTTP ${answer.status}: ${JSON.stringify(body)}`);
  return body;
}

async function main() {
  let db: Db | undefined;
  const bench = await startBenchServer(async (database, pinPepper) => {
    db = database;
    await seedLargeCatalog(database, systemClock, pinPepper);
  });
  const raw = db!;
  const base = bench.api;
  const headers = await bench.signIn(LARGE_USER.email, LARGE_USER.password);
  const branch = await raw
    .selectFrom('branches')
    .select(['id', 'business_id'])
    .where('name', '=', LARGE_BRANCH_NAME)
    .executeTakeFirstOrThrow();
  const total = (
    (await ok(fetch(`${base}/menu-product-items/page`, { method: 'POST', headers, body: '{}' }))) as ProductAdminPage
  ).totalElements;

  // The list page: a search (the client waits 500 ms after typing) and a page of 20, with the total.
  const list = await timed(RUNS, (index) =>
    ok(
      fetch(`${base}/menu-product-items/page`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ page: index % 5, filters: { name: TYPED[index % TYPED.length] } }),
      }),
    ),
  );
  // Raw: the same page and count as plain SQL on the same connection, no HTTP, no JSON, no joins.
  const rawList = await timed(RUNS, async (index) => {
    const like = `%${TYPED[index % TYPED.length]}%`;
    await sql`select id, name, price, stock, version from products where business_id = ${branch.business_id}
      and branch_id = ${branch.id} and deleted = 0 and search_name like ${like}
      order by search_name, id limit 20 offset ${(index % 5) * 20}`.execute(raw);
    await sql`select count(*) from products where business_id = ${branch.business_id} and branch_id = ${branch.id}
      and deleted = 0 and search_name like ${like}`.execute(raw);
  });

  const ids = (
    await raw
      .selectFrom('products')
      .select('id')
      .where('branch_id', '=', branch.id)
      .orderBy('id')
      .limit(BULK_SIZE * BULK_RUNS)
      .execute()
  ).map((row) => row.id);
  const slice = (index: number) => ids.slice((index * BULK_SIZE) % ids.length).slice(0, BULK_SIZE);
  const payloads = [{ menuOnline: false }, { printerId: null }, { allowWithoutStock: true }];
  const bulk = await timed(
    BULK_RUNS,
    (index) =>
      ok(
        fetch(`${base}/menu-product-items`, {
          method: 'PUT',
          headers,
          body: JSON.stringify({ ids: slice(index), payload: payloads[index % payloads.length] }),
        }),
      ),
    2,
  );
  const rawBulk = await timed(
    BULK_RUNS,
    (index) =>
      raw
        .updateTable('products')
        .set((eb) => ({ menu_online: 0, updated_at: new Date().toISOString(), version: eb('version', '+', 1) }))
        .where('id', 'in', slice(index))
        .execute(),
    2,
  );

  console.log(`\nMenu administration at the API, SQLite, ${total} products, ${RUNS} list calls, ${BULK_RUNS} bulks`);
  const figures: [string, number[]][] = [
    ['menu_admin.list.raw', rawList],
    ['menu_admin.list.server', list],
    ['menu_admin.bulk500.raw', rawBulk],
    ['menu_admin.bulk500.server', bulk],
  ];
  for (const [name, samples] of figures) {
    console.log(`${name}.p50: ${percentile(samples, 50).toFixed(2)} ms`);
    console.log(`${name}.p95: ${percentile(samples, 95).toFixed(2)} ms`);
  }
  console.log(
    `menu_admin.list.p95.vs_raw: ${(percentile(list, 95) / percentile(rawList, 95)).toFixed(1)} x (target p95 ≤ 50 ms)`,
  );
  console.log(
    `menu_admin.bulk500.p95.vs_raw: ${(percentile(bulk, 95) / percentile(rawBulk, 95)).toFixed(1)} x (target ≤ 1000 ms)`,
  );
  await bench.close();
}

await runBounded('menu-admin', 15, main);
