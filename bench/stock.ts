// Selling depletes stock (issue 17): closing a table of 10 lines whose dishes have recipes of 5
// ingredients each, beside the same close of 10 lines of dishes without recipes, in the same run,
// closes alternating so the machine's other work weighs on both alike. Only the close is timed.
// Target: the close with depletion stays ≥ 0.5× the close without (its p50 ≤ 2× the plain p50).
// Each figure prints as `name: value unit`.
import { emptyCounts, type Ingredient, type Supplier, type Table } from '@comandero/domain';
import type { Db } from '../apps/server/src/db/database.js';
import { startBenchServer } from './bench-server.js';
import { runBounded } from './bounded.js';

const RUNS = Number(process.env.BENCH_STOCK_RUNS ?? 60);
const LINES = 10;
const INGREDIENTS = 5;

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

async function ok<T>(response: Promise<Response>): Promise<T> {
  const answer = await response;
  const body = await answer.json();
  if (!answer.ok) throw new Error(`HTTP ${answer.status}: ${JSON.stringify(body)}`);
  return body as T;
}

async function main() {
  let db: Db | undefined;
  const bench = await startBenchServer(async (database) => {
    db = database;
  });
  const raw = db!;
  const base = bench.api;
  const admin = await bench.signIn('admin@demo.pos', 'admin1234');
  const caja = await bench.signIn('caja@demo.pos', 'caja1234');
  const mesero = await bench.signIn('mesero@demo.pos', 'mesero1234');
  const send = <T>(headers: Record<string, string>, method: string, url: string, body?: unknown) =>
    ok<T>(fetch(`${base}${url}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }));

  const cashier = await raw.selectFrom('cashiers').select('id').where('name', '=', 'Caja 1').executeTakeFirstOrThrow();
  await send(caja, 'POST', '/cashiers/register/state', {
    type: 1,
    cashierId: cashier.id,
    createdAt: new Date().toISOString(),
    detail: { counts: { ...emptyCounts('COP'), bill_50000: 2 } },
  });

  // Dishes a waiter adds without choosing anything: no sizes, no required extras group.
  const dishes = await raw
    .selectFrom('products as p')
    .select('p.id')
    .where('p.deleted', '=', 0)
    .where('p.is_prepared', '=', 1)
    // Untracked stock, so the plain closes never run out.
    .where('p.stock', 'is', null)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('product_sizes as s').select('s.id').whereRef('s.product_id', '=', 'p.id'))),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('product_extras_groups as x')
            .innerJoin('extras_groups as g', 'g.id', 'x.group_id')
            .select('x.group_id')
            .whereRef('x.product_id', '=', 'p.id')
            .where('g.is_required', '=', 1),
        ),
      ),
    )
    .orderBy('p.id')
    .limit(2 * LINES)
    .execute();
  if (dishes.length < LINES + 1) throw new Error(`only ${dishes.length} plain dishes in the demo menu`);
  const withRecipes = dishes.slice(0, LINES).map((dish) => dish.id);
  // The plain table's 10 lines cycle over the dishes left (a product may come twice, as lines do).
  const others = dishes.slice(LINES).map((dish) => dish.id);
  const plain = Array.from({ length: LINES }, (_, index) => others[index % others.length]!);

  const vendor = await send<Supplier>(admin, 'POST', '/suppliers', { name: 'Proveedor bench' });
  const ingredients: string[] = [];
  for (let index = 0; index < INGREDIENTS; index++) {
    const made = await send<Ingredient>(admin, 'POST', '/ingredients-stock', {
      name: `Insumo ${index}`,
      unit: 'kg',
      cost: 1000,
    });
    ingredients.push(made.id);
  }
  // Enough for every close: a million kg each.
  await send(admin, 'POST', '/purchases', {
    invoiceNumber: 'BENCH-1',
    supplierId: vendor.id,
    items: ingredients.map((id) => ({ ingredientId: id, quantity: 1_000_000_000_000, total: 1_000_000 })),
  });
  for (const [index, productId] of withRecipes.entries()) {
    await send(admin, 'PUT', `/menu-product-items/${productId}/ingredients`, {
      lines: ingredients.map((ingredientId, position) => ({ ingredientId, quantity: 1000 * (index + position + 1) })),
    });
  }

  const tableA = await send<Table>(admin, 'GET', '/tables/number/1');
  const tableB = await send<Table>(admin, 'GET', '/tables/number/2');
  async function closeOnce(table: Table, products: string[]): Promise<number> {
    const lines = products.map((productId) => ({ id: crypto.randomUUID(), productId, quantity: 1 }));
    await send(mesero, 'POST', `/tables/${table.id}/lines`, { lines, people: 2 });
    await send(mesero, 'POST', `/tables/${table.id}/command`, {});
    const started = performance.now();
    await send(caja, 'POST', `/tables/${table.id}/close`, { methodPay: 'Tarjeta' });
    return performance.now() - started;
  }

  for (let warm = 0; warm < 5; warm++) {
    await closeOnce(tableA, withRecipes);
    await closeOnce(tableB, plain);
  }
  const depleting: number[] = [];
  const notDepleting: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    depleting.push(await closeOnce(tableA, withRecipes));
    notDepleting.push(await closeOnce(tableB, plain));
  }
  const movements = await raw
    .selectFrom('stock_movements')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('type', '=', 'Salida - Venta')
    .executeTakeFirstOrThrow();

  console.log(`\nClosing ${LINES} lines, recipes of ${INGREDIENTS} ingredients vs none, SQLite, ${RUNS} closes each`);
  for (const [name, samples] of [
    ['stock.close.depleting', depleting],
    ['stock.close.plain', notDepleting],
  ] as const) {
    console.log(`${name}.p50: ${percentile(samples, 50).toFixed(2)} ms`);
    console.log(`${name}.p95: ${percentile(samples, 95).toFixed(2)} ms`);
  }
  console.log(`stock.sale_movements: ${Number(movements.n)} rows`);
  const ratio = percentile(notDepleting, 50) / percentile(depleting, 50);
  console.log(`stock.close.speed.vs_plain: ${ratio.toFixed(2)} x (target ≥ 0.5)`);
  await bench.close();
}

await runBounded('stock', 15, main);
