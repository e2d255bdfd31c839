// Checkout under load: 20 simulated terminals each own a table and loop through the real mix
// (occupy, add lines, send the command, close) against the real server on loopback, once on
// SQLite and once on PostgreSQL. In the same run, a raw baseline writes the rows an HTTP close
// writes (both counters, the order, the table, the bill's print job) straight through
// better-sqlite3 / pg, one durable transaction each, as fast as it can. Figures print one per line
// as `name: value unit`; nothing is asserted.
//
// The terminals run in a worker thread with their own event loop, so the client's work does not
// queue behind the server's. Two load phases per dialect:
//   paced      every terminal sends BENCH_CHECKOUT_RATE requests/s (default 2) for
//              BENCH_CHECKOUT_SECONDS (default 20); latency counts from when each request was due
//              (no coordinated omission). `*.close.p50/p99` and `*.all.p50/p99` come from here.
//   saturated  every terminal sends its next request as soon as the last one answers, for
//              BENCH_CHECKOUT_SATURATED_SECONDS (default 10). `*.close.perSecond` and
//              `*.close.ratio` come from here; the ratio's `*.baseline.perSecond` runs for
//              BENCH_CHECKOUT_BASELINE_SECONDS (default 3), half just before this phase and half
//              just after it, so the machine's other work weighs on both sides alike.
// PostgreSQL is the server at BENCH_DATABASE_URL or TEST_DATABASE_URL, in a schema of its own that
// is dropped afterwards; when neither is set, PGlite in memory (printed as `postgres.server`).
// BENCH_CHECKOUT_DIALECTS=sqlite (or postgres) runs one. Diagnosis only: BENCH_CHECKOUT_PROFILE=1
// (or =paced) adds where the server's time went; BENCH_CHECKOUT_IDEMPOTENCY=off drops the
// Idempotency-Key headers to show what they cost.
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { monitorEventLoopDelay, performance as perfHooks } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import type { Db, Dialect } from '../apps/server/src/db/database.js';

const TERMINALS = Number(process.env.BENCH_CHECKOUT_TERMINALS ?? 20);
const RATE_PER_TERMINAL = Number(process.env.BENCH_CHECKOUT_RATE ?? 2);
const PACED_SECONDS = Number(process.env.BENCH_CHECKOUT_SECONDS ?? 20);
const SATURATED_SECONDS = Number(process.env.BENCH_CHECKOUT_SATURATED_SECONDS ?? 10);
const BASELINE_SECONDS = Number(process.env.BENCH_CHECKOUT_BASELINE_SECONDS ?? 3);
const WARMUP_CYCLES = 3;
/** Tables per terminal for the close-alone phase: filled first, then only closed, back to back. */
const SPARE_TABLES = Number(process.env.BENCH_CHECKOUT_SPARE_TABLES ?? 15);
const ROOM_SLOTS = 48;
const IDEMPOTENCY = process.env.BENCH_CHECKOUT_IDEMPOTENCY !== 'off';
const FIRST_PORT = Number(process.env.BENCH_CHECKOUT_PORT ?? 3350);
const LAST_PORT = 3360;
const PRODUCTS = ['Café tinto', 'Limonada de coco'];
const STEPS = ['occupy', 'lines', 'command', 'close'] as const;
type Step = (typeof STEPS)[number];

// ---------------------------------------------------------------------------------------------
// Terminals (worker thread)

interface Terminal {
  authorization: string;
  tableId: string;
  /** Tables this terminal fills before the close-alone phase and then only closes. */
  spareTableIds: string[];
}

interface PhaseRequest {
  origin: string;
  terminals: Terminal[];
  productIds: string[];
  /** The open cash drawer the closes are charged in (the device's cashier). */
  cashierId: string;
  seconds: number;
  /** Milliseconds between a terminal's requests; 0 sends the next as soon as the last answers. */
  intervalMs: number;
  /** Cycles per terminal instead of a duration (warm-up). */
  cycles?: number;
  /** Every write carries a fresh Idempotency-Key (BENCH_CHECKOUT_IDEMPOTENCY=off drops them, to measure their cost). */
  idempotency: boolean;
  /** cycle: occupy → lines → send → close on the terminal's table; prepare: fill the spare tables; close: close them. */
  mode?: 'cycle' | 'prepare' | 'close';
}

interface PhaseResult {
  elapsedMs: number;
  latencies: Record<Step, number[]>;
  closes: number;
  requests: number;
  errors: Record<string, number>;
}

/** The code of the server's error body `{ error: { code, message } }`. */
function errorCode(text: string): string {
  try {
    const body = JSON.parse(text) as { error?: { code?: string; message?: string } };
    return `${body.error?.code ?? ''} ${body.error?.message ?? ''}`.trim();
  } catch {
    return text.slice(0, 80);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function runPhase(request: PhaseRequest): Promise<PhaseResult> {
  const url = new URL(request.origin);
  const latencies: Record<Step, number[]> = { occupy: [], lines: [], command: [], close: [] };
  const errors: Record<string, number> = {};
  let closes = 0;
  let requests = 0;
  const started = performance.now();
  const end = started + request.seconds * 1000;

  async function terminal(index: number, terminal: Terminal) {
    // A tablet keeps one connection open.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const call = (path: string, body: unknown, key: string) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const payload = body === undefined ? undefined : JSON.stringify(body);
        const headers: Record<string, string> = { authorization: terminal.authorization };
        if (request.idempotency) headers['idempotency-key'] = key;
        if (payload !== undefined) headers['content-type'] = 'application/json';
        const outgoing = http.request(
          { host: url.hostname, port: url.port, path, method: 'POST', headers, agent },
          (response) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => {
              text += chunk;
            });
            response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
            response.on('error', reject);
          },
        );
        outgoing.on('error', reject);
        outgoing.end(payload);
      });

    const linesOf = () =>
      request.productIds.map((productId) => ({
        id: randomUUID(),
        productId,
        sizeId: null,
        extras: [],
        quantity: 1,
        note: '',
      }));
    const closeBody = (cycle: number) =>
      cycle % 2 === 0
        ? { methodPay: 'Tarjeta', cashierId: request.cashierId }
        : { methodPay: 'Efectivo', valueReceive: 100_000, cashierId: request.cashierId };
    const send = async (step: Step, path: string, body: unknown, from: number) => {
      let outcome: string;
      try {
        const answer = await call(path, body, `${step}-${randomUUID()}`);
        outcome =
          answer.status >= 200 && answer.status < 300 ? 'ok' : `${step} ${answer.status} ${errorCode(answer.text)}`;
      } catch (error) {
        outcome = `${step} ${(error as Error).message}`;
      }
      latencies[step].push(performance.now() - from);
      requests++;
      if (outcome === 'ok') {
        if (step === 'close') closes++;
      } else errors[outcome] = (errors[outcome] ?? 0) + 1;
    };

    if (request.mode === 'prepare' || request.mode === 'close') {
      for (const [index, tableId] of terminal.spareTableIds.entries()) {
        const spare = `/api/tables/${tableId}`;
        if (request.mode === 'close') {
          await send('close', `${spare}/close`, closeBody(index), performance.now());
          continue;
        }
        await send('occupy', `${spare}/occupy`, { people: 2 }, performance.now());
        await send('lines', `${spare}/lines`, { lines: linesOf() }, performance.now());
        await send('command', `${spare}/command`, undefined, performance.now());
      }
      agent.destroy();
      return;
    }

    const table = `/api/tables/${terminal.tableId}`;
    // Terminals are not in step: each starts at its own point of the interval.
    let due = started + (request.intervalMs * index) / request.terminals.length;
    let cycle = 0;
    while (request.cycles !== undefined ? cycle < request.cycles : performance.now() < end) {
      const mix: [Step, string, unknown][] = [
        ['occupy', `${table}/occupy`, { people: 2 }],
        ['lines', `${table}/lines`, { lines: linesOf() }],
        ['command', `${table}/command`, undefined],
        ['close', `${table}/close`, closeBody(cycle)],
      ];
      for (const [step, path, body] of mix) {
        const now = performance.now();
        if (request.intervalMs > 0 && due > now) await sleep(due - now);
        // Paced: the latency counts from when the request was due, so a stall shows in full.
        await send(step, path, body, request.intervalMs > 0 ? due : performance.now());
        due += request.intervalMs;
      }
      cycle++;
    }
    agent.destroy();
  }

  await Promise.all(request.terminals.map((entry, index) => terminal(index, entry)));
  return { elapsedMs: performance.now() - started, latencies, closes, requests, errors };
}

if (!isMainThread) {
  parentPort?.on('message', (request: PhaseRequest) => {
    runPhase(request).then(
      (result) => parentPort?.postMessage({ result }),
      (error: unknown) => parentPort?.postMessage({ error: String(error) }),
    );
  });
}

/** The terminals' thread: this file again, loaded through tsx. */
function startTerminals() {
  const api = import.meta.resolve('tsx/esm/api');
  const code = `import(${JSON.stringify(api)}).then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`;
  const worker = new Worker(code, { eval: true, workerData: null });
  worker.unref();
  return {
    run: (request: PhaseRequest) =>
      new Promise<PhaseResult>((resolve, reject) => {
        worker.once('message', (message: { result?: PhaseResult; error?: string }) =>
          message.result ? resolve(message.result) : reject(new Error(message.error)),
        );
        worker.postMessage(request);
      }),
    stop: () => worker.terminate(),
  };
}

// ---------------------------------------------------------------------------------------------
// Server and baseline (main thread)

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

interface BaselineRows {
  businessId: string;
  branchId: string;
  userId: string;
  tableIds: string[];
  cashierId: string;
  movementId: string;
}

/** A bill document the size of the one the server stores for a two-line close. */
function billDocument(displayNumber: number, consecutive: number, closeDate: string, userId: string): string {
  const line = (name: string, unitPrice: number) => ({
    name,
    quantity: 1,
    unitPrice,
    total: unitPrice,
    preparation: '',
  });
  return JSON.stringify({
    displayNumber,
    closeDate,
    tableName: 'Mesa 1',
    waiter: 'Ana Administradora',
    people: 2,
    part: null,
    lines: [line('Café tinto', 3000), line('Limonada de coco', 9000)],
    summary: {
      subtotal: 12000,
      discount: 0,
      addedTaxes: 0,
      includedTaxes: 889,
      tip: 0,
      deliveryValue: 0,
      total: 12000,
      taxes: [{ name: 'Impuesto al consumo', amount: 889, includeCost: true }],
    },
    payment: { methodPay: 'Tarjeta', valueReceive: null, valueReturn: null },
    observation: '',
    items: [
      { name: 'Café tinto', quantity: 1, preparation: '' },
      { name: 'Limonada de coco', quantity: 1, preparation: '' },
    ],
    sentBy: userId,
    billing: { consecutive, header: '', footer: '', qr: '' },
  });
}

const TAXES_JSON = JSON.stringify([
  { name: 'Impuesto al consumo', shortName: 'INC', rateBp: 800, includeCost: true, amount: 889 },
]);

/** Open orders for the baseline to close, written before the clock starts. */
function openOrderRows(rows: BaselineRows, count: number) {
  const now = new Date().toISOString();
  return Array.from({ length: count }, () => ({
    id: randomUUID(),
    business_id: rows.businessId,
    branch_id: rows.branchId,
    people: 2,
    waiter_id: rows.userId,
    created_by: rows.userId,
    created_at: now,
    updated_at: now,
  }));
}

// The rows of one close, written as the server's repositories write them: the order's display
// number (counter 'order'), the order's figures, the table released, the bill's consecutive
// (counter 'bill') and the bill's print job.
const SQL = {
  counter:
    'insert into branch_counters (branch_id, name, value) values ($1, $2, 1) on conflict (branch_id, name) do update set value = branch_counters.value + 1 returning value',
  order:
    'update orders set state = 6, close = 1, close_date = $1, display_number = $2, subtotal = 12000, discount = null, discount_amount = 0, taxes = $3, added_taxes = 0, tip = 0, delivery_value = 0, total = 12000, method_pay = $4, value_received = null, value_returned = null, observation = $5, closed_by = $6, cashier_id = $7, cashier_movement_id = $8, part = null, updated_at = $9, version = version + 1 where id = $10 and close = 0',
  table:
    'update dining_tables set busy = 0, user_id = null, people = null, current_order_id = null, discount = null, updated_at = $1, version = version + 1 where id = $2',
  printJob:
    'insert into print_jobs (id, business_id, branch_id, order_id, kind, printer_id, status, document, created_by, created_at, updated_at) values ($1, $2, $3, $4, $5, null, $6, $7, $8, $9, $10)',
};
const sqliteSql = (text: string) => text.replace(/\$\d+/g, '?');

/** The raw closes, prepared once (open orders written, statements ready) and run in short windows. */
interface Baseline {
  connections: number;
  run(seconds: number): Promise<{ closes: number; ms: number }>;
  close(): Promise<void>;
}

/** The close's rows on SQLite: one connection with the server's pragmas (it is the only writer). */
async function sqliteBaseline(file: string, db: Db, rows: BaselineRows): Promise<Baseline> {
  const { default: SqliteDatabase } = await import('better-sqlite3');
  const orders = openOrderRows(rows, 20_000);
  for (let start = 0; start < orders.length; start += 1000) {
    await db
      .insertInto('orders')
      .values(orders.slice(start, start + 1000))
      .execute();
  }
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const counter = sqlite.prepare(sqliteSql(SQL.counter));
  const order = sqlite.prepare(sqliteSql(SQL.order));
  const table = sqlite.prepare(sqliteSql(SQL.table));
  const printJob = sqlite.prepare(sqliteSql(SQL.printJob));
  const close = sqlite.transaction((orderId: string, tableId: string) => {
    const now = new Date();
    const stamp = now.toISOString();
    const closeDate = stamp.slice(0, 19).replace('T', ' ');
    const { value } = counter.get(rows.branchId, 'order') as { value: number };
    order.run(
      closeDate,
      value,
      TAXES_JSON,
      'Tarjeta',
      '',
      rows.userId,
      rows.cashierId,
      rows.movementId,
      stamp,
      orderId,
    );
    table.run(stamp, tableId);
    const bill = counter.get(rows.branchId, 'bill') as { value: number };
    const document = billDocument(value, bill.value, closeDate, rows.userId);
    printJob.run(
      randomUUID(),
      rows.businessId,
      rows.branchId,
      orderId,
      'bill',
      'pending',
      document,
      rows.userId,
      stamp,
      stamp,
    );
  });
  let next = 0;
  return {
    connections: 1,
    async run(seconds) {
      const started = performance.now();
      let closes = 0;
      while (next < orders.length && performance.now() - started < seconds * 1000) {
        close(orders[next]!.id, rows.tableIds[next % rows.tableIds.length]!);
        next++;
        closes++;
      }
      return { closes, ms: performance.now() - started };
    },
    async close() {
      sqlite.close();
    },
  };
}

interface Queryable {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** The close's rows on PostgreSQL: as many connections as the server's pool, each closing in turn. */
async function postgresBaseline(
  db: Db,
  rows: BaselineRows,
  clients: Queryable[],
  close: () => Promise<void>,
): Promise<Baseline> {
  const orders = openOrderRows(rows, 40_000);
  for (let start = 0; start < orders.length; start += 1000) {
    await db
      .insertInto('orders')
      .values(orders.slice(start, start + 1000))
      .execute();
  }
  let next = 0;
  const run = async (seconds: number) => {
    let closes = 0;
    const started = performance.now();
    const deadline = started + seconds * 1000;
    await Promise.all(
      clients.map(async (client, index) => {
        // Each connection closes on a table of its own, as each terminal does.
        const tableId = rows.tableIds[index % rows.tableIds.length]!;
        while (next < orders.length && performance.now() < deadline) {
          const orderId = orders[next++]!.id;
          const now = new Date();
          const stamp = now.toISOString();
          const closeDate = stamp.slice(0, 19).replace('T', ' ');
          await client.query('begin');
          const counted = await client.query(SQL.counter, [rows.branchId, 'order']);
          const value = (counted.rows[0] as { value: number }).value;
          await client.query(SQL.order, [
            closeDate,
            value,
            TAXES_JSON,
            'Tarjeta',
            '',
            rows.userId,
            rows.cashierId,
            rows.movementId,
            stamp,
            orderId,
          ]);
          await client.query(SQL.table, [stamp, tableId]);
          const bill = await client.query(SQL.counter, [rows.branchId, 'bill']);
          const document = billDocument(value, (bill.rows[0] as { value: number }).value, closeDate, rows.userId);
          await client.query(SQL.printJob, [
            randomUUID(),
            rows.businessId,
            rows.branchId,
            orderId,
            'bill',
            'pending',
            document,
            rows.userId,
            stamp,
            stamp,
          ]);
          await client.query('commit');
          closes++;
        }
      }),
    );
    return { closes, ms: performance.now() - started };
  };
  return { connections: clients.length, run, close };
}

// ---------------------------------------------------------------------------------------------
// Where the time went (BENCH_CHECKOUT_PROFILE=1), over the saturated phase: the server thread's CPU profile
// by package, every SQL statement timed at the driver, and how long requests wait for and hold a
// database connection (SQLite has one; the PostgreSQL pool has ten).

/** Which phase to profile: BENCH_CHECKOUT_PROFILE=1 (or saturated) or BENCH_CHECKOUT_PROFILE=paced. */
const PROFILE =
  (['paced', 'closeAlone'] as const).find((name) => name === process.env.BENCH_CHECKOUT_PROFILE) ??
  (process.env.BENCH_CHECKOUT_PROFILE ? 'saturated' : null);

interface Tally {
  count: number;
  ms: number;
  max: number;
}

function tallies() {
  const map = new Map<string, Tally>();
  return {
    map,
    add(key: string, ms: number) {
      const entry = map.get(key) ?? { count: 0, ms: 0, max: 0 };
      entry.count++;
      entry.ms += ms;
      entry.max = Math.max(entry.max, ms);
      map.set(key, entry);
    },
    total: () =>
      [...map.values()].reduce(
        (sum, entry) => ({ count: sum.count + entry.count, ms: sum.ms + entry.ms, max: Math.max(sum.max, entry.max) }),
        { count: 0, ms: 0, max: 0 },
      ),
  };
}

/** Linux scheduler figures of a thread or process: nanoseconds on a CPU, and runnable but waiting for one. */
async function schedstat(file: string): Promise<{ onCpu: number; waiting: number } | null> {
  const { readFile } = await import('node:fs/promises');
  try {
    const [onCpu = 0, waiting = 0] = (await readFile(file, 'utf8')).trim().split(/\s+/).map(Number);
    return { onCpu, waiting };
  } catch {
    return null;
  }
}

/** The server's thread (this process's main thread) over a phase, as shares of the wall time. */
async function serverThreadDuring<T>(work: () => Promise<T>): Promise<[T, { onCpu: number; waiting: number } | null]> {
  const file = `/proc/self/task/${process.pid}/schedstat`;
  const before = await schedstat(file);
  const started = performance.now();
  const result = await work();
  const after = await schedstat(file);
  const wallNs = (performance.now() - started) * 1e6;
  if (!before || !after) return [result, null];
  return [result, { onCpu: (after.onCpu - before.onCpu) / wallNs, waiting: (after.waiting - before.waiting) / wallNs }];
}

interface Profiler {
  start(): Promise<void>;
  stop(): Promise<void>;
  report(prefix: string, closes: number, requests: number, elapsedMs: number): void;
}

const sqlKey = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\((?:\s*(?:\?|\$\d+)\s*,?)+\)/g, '(…)')
    .slice(0, 110);

async function createProfiler(dialect: Dialect, url: string | undefined): Promise<Profiler> {
  const poolPids = new Set<number>();
  const { Session } = await import('node:inspector/promises');
  const kysely = await import('kysely');
  const sql = tallies();
  const acquire = tallies();
  const hold = tallies();
  const waits = tallies();
  /** From a close's first counter increment (its row locked) to the end of that transaction's commit. */
  const counterHeld = tallies();
  let on = false;
  const held = new WeakMap<object, number>();

  // Connection waits and holds, at Kysely's driver (both dialects).
  for (const Driver of [kysely.SqliteDriver, kysely.PostgresDriver] as unknown as {
    prototype: {
      acquireConnection(): Promise<object>;
      releaseConnection(connection: object): Promise<void>;
    };
  }[]) {
    const { acquireConnection, releaseConnection } = Driver.prototype;
    Driver.prototype.acquireConnection = async function (this: unknown) {
      const asked = performance.now();
      const connection = await acquireConnection.call(this);
      if (on) acquire.add('acquire', performance.now() - asked);
      held.set(connection, performance.now());
      return connection;
    };
    Driver.prototype.releaseConnection = function (this: unknown, connection: object) {
      const since = held.get(connection);
      if (on && since !== undefined) hold.add('hold', performance.now() - since);
      return releaseConnection.call(this, connection);
    };
  }

  if (dialect === 'sqlite') {
    const { default: SqliteDatabase } = await import('better-sqlite3');
    const probe = new SqliteDatabase(':memory:');
    const statement = Object.getPrototypeOf(probe.prepare('select 1')) as Record<string, unknown>;
    probe.close();
    let counterAt: number | null = null;
    for (const method of ['run', 'all', 'get']) {
      const original = statement[method] as (...args: unknown[]) => unknown;
      statement[method] = function (this: { source: string }, ...args: unknown[]) {
        if (!on) return original.apply(this, args);
        const started = performance.now();
        try {
          return original.apply(this, args);
        } finally {
          const ended = performance.now();
          sql.add(sqlKey(this.source), ended - started);
          if (this.source.startsWith('insert into "branch_counters"')) counterAt ??= started;
          if (this.source === 'commit' && counterAt !== null) {
            counterHeld.add('counter', ended - counterAt);
            counterAt = null;
          }
        }
      };
    }
  } else {
    const { default: pg } = await import('pg');
    const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
    pg.Client.prototype.query = function (
      this: { processID?: number; benchSampler?: true; benchCounterAt?: number | null },
      ...args: unknown[]
    ) {
      const result = query.apply(this, args);
      if (this.processID && !this.benchSampler) poolPids.add(this.processID);
      if (on && typeof args[0] === 'string' && this.processID && !this.benchSampler) {
        const started = performance.now();
        const text = args[0];
        if (text.startsWith('insert into "branch_counters"')) this.benchCounterAt ??= started;
        void (result as Promise<unknown>).then(
          () => {
            const ended = performance.now();
            sql.add(sqlKey(text), ended - started);
            if (text === 'commit' && this.benchCounterAt) {
              counterHeld.add('counter', ended - this.benchCounterAt);
              this.benchCounterAt = null;
            }
          },
          () => sql.add(`(failed) ${sqlKey(text)}`, performance.now() - started),
        );
      }
      return result;
    } as typeof pg.Client.prototype.query;
  }

  // What the server's PostgreSQL connections are doing, sampled every 20 ms.
  let sampler: { stop(): Promise<void> } | null = null;
  const startSampler = async () => {
    if (!url) return;
    const { default: pg } = await import('pg');
    const client = Object.assign(new pg.Client({ connectionString: url }), { benchSampler: true });
    await client.connect();
    let running = true;
    const loop = (async () => {
      while (running) {
        const { rows } = await client.query<{ state: string | null; wait: string | null; query: string }>(
          `select state, wait_event_type || ':' || wait_event as wait, query from pg_stat_activity where pid = any($1)`,
          [[...poolPids]],
        );
        for (const row of rows) {
          // A lock wait names the statement that waits.
          const waiting = row.wait?.startsWith('Lock:') ? ` in ${sqlKey(row.query).slice(0, 40)}` : '';
          waits.add(`${row.state ?? '?'} ${row.wait ?? 'on CPU'}${waiting}`, 0);
        }
        await sleep(20);
      }
    })();
    sampler = {
      async stop() {
        running = false;
        await loop;
        await client.end();
      },
    };
  };

  // Scheduler figures of the server's thread, of every other thread of this process, and of the
  // PostgreSQL backends.
  const { readdir } = await import('node:fs/promises');
  const schedSnapshot = async () => {
    const threads = await readdir('/proc/self/task').catch(() => [] as string[]);
    const snapshot = new Map<string, { onCpu: number; waiting: number }>();
    for (const tid of threads) {
      const stat = await schedstat(`/proc/self/task/${tid}/schedstat`);
      if (stat) snapshot.set(tid === String(process.pid) ? 'server' : `thread ${tid}`, stat);
    }
    for (const pid of poolPids) {
      const stat = await schedstat(`/proc/${pid}/schedstat`);
      if (stat) snapshot.set(`pg ${pid}`, stat);
    }
    return snapshot;
  };
  let schedBefore = new Map<string, { onCpu: number; waiting: number }>();
  let schedAfter = schedBefore;

  const session = new Session();
  session.connect();
  let elu = perfHooks.eventLoopUtilization();
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  let cpuProfile: {
    nodes: { id: number; callFrame: { functionName: string; url: string }; hitCount?: number }[];
    samples?: number[];
    timeDeltas?: number[];
  } | null = null;

  return {
    async start() {
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 500 });
      await session.post('Profiler.start');
      await startSampler();
      schedBefore = await schedSnapshot();
      elu = perfHooks.eventLoopUtilization();
      loopDelay.reset();
      loopDelay.enable();
      on = true;
    },
    async stop() {
      on = false;
      loopDelay.disable();
      elu = perfHooks.eventLoopUtilization(elu);
      schedAfter = await schedSnapshot();
      cpuProfile = (await session.post('Profiler.stop')).profile as typeof cpuProfile;
      await session.post('Profiler.disable');
      session.disconnect();
      await sampler?.stop();
    },
    report(prefix, closedCount, requests, elapsedMs) {
      const closes = Math.max(1, closedCount);
      const line = (name: string, value: string) => console.log(`${prefix}profile.${name}: ${value}`);
      line('server.eventLoopUtilization', elu.utilization.toFixed(2));
      line('server.busyPerRequest', `${((elu.utilization * elapsedMs) / requests).toFixed(2)} ms`);
      // How long the server's loop was blocked (a statement, a checkpoint, GC, or no CPU to run on).
      const delayMs = (value: number) => `${(value / 1e6).toFixed(1)} ms`;
      line('server.eventLoopDelay.p99', delayMs(loopDelay.percentile(99)));
      line('server.eventLoopDelay.max', delayMs(loopDelay.max));
      const sched = (match: (key: string) => boolean) => {
        let onCpu = 0;
        let waiting = 0;
        for (const [key, after] of schedAfter) {
          const before = schedBefore.get(key);
          if (!before || !match(key)) continue;
          onCpu += after.onCpu - before.onCpu;
          waiting += after.waiting - before.waiting;
        }
        const wallNs = elapsedMs * 1e6;
        return `${(onCpu / wallNs).toFixed(2)} on a CPU, ${(waiting / wallNs).toFixed(2)} waiting for one (CPU-seconds per second)`;
      };
      line(
        'sched.serverThread',
        sched((key) => key === 'server'),
      );
      line(
        'sched.otherThreads',
        sched((key) => key.startsWith('thread ')),
      );
      if (poolPids.size > 0)
        line(
          'sched.postgresBackends',
          sched((key) => key.startsWith('pg ')),
        );
      const allSql = sql.total();
      line('sql.statementsPerClose', (allSql.count / closes).toFixed(1));
      line('sql.timePerClose', `${(allSql.ms / closes).toFixed(2)} ms`);
      const commits = sql.map.get('commit') ?? { count: 0, ms: 0, max: 0 };
      line('sql.commitsPerClose', (commits.count / closes).toFixed(1));
      line('sql.commit.mean', `${(commits.ms / Math.max(1, commits.count)).toFixed(2)} ms`);
      const counter = counterHeld.total();
      line('sql.counterLockHeld.mean', `${(counter.ms / Math.max(1, counter.count)).toFixed(2)} ms`);
      const acquired = acquire.total();
      const heldFor = hold.total();
      line('connection.acquiresPerClose', (acquired.count / closes).toFixed(1));
      line('connection.waitPerRequest', `${(acquired.ms / requests).toFixed(2)} ms`);
      line('connection.holdPerClose', `${(heldFor.ms / closes).toFixed(2)} ms`);
      line('connection.heldShare', `${(heldFor.ms / elapsedMs).toFixed(2)} connection-seconds per second`);
      const top = [...sql.map.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, 12);
      for (const [text, entry] of top) {
        line(
          'sql',
          `${(entry.ms / closes).toFixed(3)} ms/close, ${(entry.count / closes).toFixed(1)}×/close, mean ${(entry.ms / entry.count).toFixed(3)} ms: ${text}`,
        );
      }
      // The slowest single statements: a lock wait, a WAL checkpoint, a stall.
      for (const [text, entry] of [...sql.map.entries()].sort((a, b) => b[1].max - a[1].max).slice(0, 5)) {
        line('sql.slowest', `${entry.max.toFixed(1)} ms: ${text}`);
      }
      const sampled = waits.total().count;
      for (const [state, entry] of [...waits.map.entries()].sort((a, b) => b[1].count - a[1].count).slice(0, 8)) {
        line('pg.activity', `${((100 * entry.count) / sampled).toFixed(1)} % ${state}`);
      }
      if (!cpuProfile) return;
      // Self time per package (or per file of this repository), from the sampled CPU profile.
      const byNode = new Map(cpuProfile.nodes.map((node) => [node.id, node]));
      const buckets = tallies();
      const functions = tallies();
      const samples = cpuProfile.samples ?? [];
      const deltas = cpuProfile.timeDeltas ?? [];
      for (let index = 0; index < samples.length; index++) {
        const node = byNode.get(samples[index]!);
        if (!node) continue;
        const { url, functionName } = node.callFrame;
        const packageName = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
        const own = /\/(apps\/server|packages\/domain)\/src\/(.*)$/.exec(url);
        const bucket = packageName
          ? packageName
          : own
            ? `${own[1] === 'apps/server' ? 'server' : 'domain'}:${own[2]}`
            : url.startsWith('node:')
              ? 'node internals'
              : url
                ? url
                : functionName || '(native)';
        const ms = (deltas[index] ?? 0) / 1000;
        buckets.add(bucket, ms);
        functions.add(`${functionName || '(anonymous)'} ${bucket}`, ms);
      }
      const total = buckets.total().ms;
      const idle = buckets.map.get('(idle)')?.ms ?? 0;
      for (const [bucket, entry] of [...buckets.map.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, 14)) {
        line(
          'cpu',
          `${((100 * entry.ms) / total).toFixed(1)} % (${(entry.ms / closes).toFixed(2)} ms/close) ${bucket}`,
        );
      }
      for (const [name, entry] of [...functions.map.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, 12)) {
        line('cpu.function', `${((100 * entry.ms) / (total - idle)).toFixed(1)} % of busy ${name}`);
      }
    },
  };
}

interface Target {
  dialect: Dialect;
  db: Db;
  /** What `postgres.server` prints. */
  description: string | null;
  /** The PostgreSQL server's address, when there is one. */
  url?: string;
  /** The PostgreSQL schema the bench's tables live in. */
  schema?: string;
  baseline(rows: BaselineRows): Promise<Baseline>;
  close(): Promise<void>;
}

async function openTarget(dialect: Dialect, dataDir: string): Promise<Target> {
  const { openPostgres, openSqlite } = await import('../apps/server/src/db/database.js');
  const path = await import('node:path');
  if (dialect === 'sqlite') {
    const file = path.join(dataDir, 'bench.sqlite');
    const handle = openSqlite(file);
    return {
      dialect,
      db: handle.db,
      description: null,
      baseline: (rows) => sqliteBaseline(file, handle.db, rows),
      close: () => handle.close(),
    };
  }
  const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (url) {
    const { default: pg } = await import('pg');
    const schema = `bench_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const version = (await admin.query<{ server_version: string }>('show server_version')).rows[0]?.server_version;
    await admin.end();
    const handle = openPostgres(url, schema);
    const where = new URL(url);
    return {
      dialect,
      db: handle.db,
      description: `PostgreSQL ${version} at ${where.host}${where.pathname} (schema ${schema})`,
      url,
      schema,
      async baseline(rows) {
        const clients = Array.from(
          { length: 10 },
          () => new pg.Client({ connectionString: url, options: `-c search_path=${schema}` }),
        );
        await Promise.all(clients.map((client) => client.connect()));
        return postgresBaseline(handle.db, rows, clients, async () => {
          await Promise.all(clients.map((client) => client.end()));
        });
      },
      async close() {
        await handle.close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`drop schema ${schema} cascade`);
        await cleanup.end();
      },
    };
  }
  // PGlite in memory, as the tests' fallback: one connection, in this process (on files it is too
  // slow to keep up with the paced load, ~10 requests/s); its commits are not durable.
  const { PGlite } = await import('@electric-sql/pglite');
  const { Kysely } = await import('kysely');
  const { PGliteDialect } = await import('kysely-pglite-dialect');
  const pglite = new PGlite();
  const db: Db = new Kysely({ dialect: new PGliteDialect(pglite) });
  return {
    dialect,
    db,
    description: 'PGlite (in-process, in memory; set BENCH_DATABASE_URL or TEST_DATABASE_URL for a PostgreSQL server)',
    baseline: (rows) => postgresBaseline(db, rows, [pglite], async () => {}),
    close: () => db.destroy(),
  };
}

async function listen(server: { listen(options: { host: string; port: number }): Promise<string> }) {
  for (let port = FIRST_PORT; port <= LAST_PORT; port++) {
    try {
      await server.listen({ host: '127.0.0.1', port });
      return `http://127.0.0.1:${port}`;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
  }
  throw new Error(`No free port in ${FIRST_PORT}-${LAST_PORT}`);
}

async function post(origin: string, path: string, headers: Record<string, string>, body: unknown) {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

async function benchDialect(dialect: Dialect, terminalsThread: ReturnType<typeof startTerminals>) {
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  const { buildApp } = await import('../apps/server/src/app.js');
  const { loadConfig } = await import('../apps/server/src/config.js');
  const { migrateToLatest } = await import('../apps/server/src/db/database.js');
  const { emptyCounts } = await import('@comandero/domain');
  const { seedDemo } = await import('../apps/server/src/seed/demo.js');
  const { systemClock } = await import('../apps/server/src/shared/clock.js');

  const dataDir = mkdtempSync(path.join(tmpdir(), 'comandero-checkout-'));
  const target = await openTarget(dialect, dataDir);
  try {
    if (target.description) console.log(`${dialect}.server: ${target.description}`);
    await migrateToLatest(target.db, target.schema);
    const config = {
      ...loadConfig({ POS_DATA_DIR: dataDir, NODE_ENV: 'test' }),
      logLevel: 'silent',
      timeZone: 'America/Bogota',
      authRateLimitPerMinute: 1e9,
    };
    const seed = await seedDemo(target.db, systemClock, config.pinPepper);
    const { server } = await buildApp({ config, db: target.db, dialect });
    const origin = await listen(server);
    try {
      // Tables: the demo's, plus new ones through the API until every terminal has its own.
      const signIn = async (identifier: string, password: string) => {
        const { jwt } = (await post(origin, '/api/auth/login', {}, { identifier, password })) as { jwt: string };
        return `Bearer ${jwt}`;
      };
      const admin = await signIn('admin@demo.pos', 'admin1234');
      const existing = await target.db
        .selectFrom('dining_tables')
        .select(['id', 'room_id', 'number_table', 'position'])
        .where('branch_id', '=', seed.branchId)
        .where('deleted', '=', 0)
        .orderBy('number_table')
        .execute();
      const tableIds = existing.map((row) => row.id);
      let taken = new Set(existing.map((row) => row.position));
      let roomId = existing[0]?.room_id ?? null;
      let number = Math.max(0, ...existing.map((row) => row.number_table));
      let position = 0;
      while (tableIds.length < TERMINALS * (1 + SPARE_TABLES)) {
        do position++;
        while (taken.has(position));
        if (position > ROOM_SLOTS) {
          // A room holds 48 tables: the spares fill rooms of their own.
          roomId = (await post(origin, '/api/rooms', { authorization: admin }, { name: `Salón ${number}` }))
            .id as string;
          taken = new Set();
          position = 1;
        }
        number++;
        const created = await post(
          origin,
          '/api/tables',
          { authorization: admin },
          { name: `Mesa ${number}`, numberTable: number, roomId, position },
        );
        tableIds.push(created.id as string);
      }
      // One session per terminal, waiters' work shared by the administrator and the cashier.
      const terminals: Terminal[] = [];
      for (let index = 0; index < TERMINALS; index++) {
        const authorization =
          index % 2 === 0 ? await signIn('admin@demo.pos', 'admin1234') : await signIn('caja@demo.pos', 'caja1234');
        const spareTableIds = tableIds.slice(TERMINALS + index * SPARE_TABLES, TERMINALS + (index + 1) * SPARE_TABLES);
        terminals.push({ authorization, tableId: tableIds[index]!, spareTableIds });
      }
      const products = await target.db
        .selectFrom('products')
        .select(['id', 'name'])
        .where('branch_id', '=', seed.branchId)
        .where('name', 'in', PRODUCTS)
        .execute();
      const productIds = PRODUCTS.map((name) => products.find((row) => row.name === name)!.id);
      const adminRow = await target.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'admin@demo.pos')
        .executeTakeFirstOrThrow();
      // Charging needs an open cash drawer (the demo branch's preference): the cashier opens Caja 1
      // and every terminal charges in it, as a restaurant with one drawer does.
      const cashier = await target.db
        .selectFrom('cashiers')
        .select('id')
        .where('branch_id', '=', seed.branchId)
        .where('name', '=', 'Caja 1')
        .executeTakeFirstOrThrow();
      const movement = await post(
        origin,
        '/api/cashiers/register/state',
        { authorization: await signIn('caja@demo.pos', 'caja1234') },
        {
          type: 1,
          cashierId: cashier.id,
          createdAt: new Date().toISOString(),
          detail: { counts: { ...emptyCounts('COP'), bill_50000: 2 } },
        },
      );

      const baseline = await target.baseline({
        businessId: seed.businessId,
        branchId: seed.branchId,
        userId: adminRow.id,
        tableIds,
        cashierId: cashier.id,
        movementId: movement.id as string,
      });

      const phase = { origin, terminals, productIds, cashierId: cashier.id, idempotency: IDEMPOTENCY };
      const profiler = PROFILE ? await createProfiler(dialect, target.url) : null;
      const profiled = async (name: 'paced' | 'saturated' | 'closeAlone', request: PhaseRequest) => {
        if (PROFILE === name) await profiler?.start();
        const result = await serverThreadDuring(() => terminalsThread.run(request));
        if (PROFILE === name) await profiler?.stop();
        return result;
      };
      await terminalsThread.run({ ...phase, seconds: 0, intervalMs: 0, cycles: WARMUP_CYCLES });
      const [paced, pacedThread] = await profiled('paced', {
        ...phase,
        seconds: PACED_SECONDS,
        intervalMs: 1000 / RATE_PER_TERMINAL,
      });
      // The baseline runs just before and just after the saturated phase, so that the machine's
      // other work weighs on both sides of the ratio alike.
      const before = await baseline.run(BASELINE_SECONDS / 2);
      const [saturated, saturatedThread] = await profiled('saturated', {
        ...phase,
        seconds: SATURATED_SECONDS,
        intervalMs: 0,
      });
      // The close request alone: every spare table filled first, then only closes, back to back.
      const prepared = await terminalsThread.run({ ...phase, seconds: 0, intervalMs: 0, mode: 'prepare' });
      const [closeAlone] = await profiled('closeAlone', { ...phase, seconds: 0, intervalMs: 0, mode: 'close' });
      const after = await baseline.run(BASELINE_SECONDS / 2);
      await baseline.close();
      const baselinePerSecond = (before.closes + after.closes) / ((before.ms + after.ms) / 1000);

      const ms = (value: number) => `${value.toFixed(1)} ms`;
      const all = (result: PhaseResult) => STEPS.flatMap((step) => result.latencies[step]);
      const perSecond = (count: number, result: PhaseResult) => count / (result.elapsedMs / 1000);
      const closesPerSecond = perSecond(saturated.closes, saturated);
      const errors = { ...paced.errors };
      for (const phaseErrors of [saturated.errors, prepared.errors, closeAlone.errors]) {
        for (const [key, count] of Object.entries(phaseErrors)) errors[key] = (errors[key] ?? 0) + count;
      }
      const errorCount = Object.values(errors).reduce((sum, count) => sum + count, 0);

      const p = `${dialect}.`;
      console.log(`${p}paced.requests.perSecond: ${perSecond(paced.requests, paced).toFixed(1)} req/s`);
      console.log(`${p}paced.close.perSecond: ${perSecond(paced.closes, paced).toFixed(1)} closes/s`);
      console.log(`${p}close.p50: ${ms(percentile(paced.latencies.close, 50))}`);
      console.log(`${p}close.p99: ${ms(percentile(paced.latencies.close, 99))}`);
      console.log(`${p}all.p50: ${ms(percentile(all(paced), 50))}`);
      console.log(`${p}all.p99: ${ms(percentile(all(paced), 99))}`);
      for (const step of STEPS.filter((entry) => entry !== 'close')) {
        console.log(`${p}${step}.p99: ${ms(percentile(paced.latencies[step], 99))}`);
      }
      // Other processes on the machine: the server's thread runnable but waiting for a CPU.
      const thread = (name: string, figures: { onCpu: number; waiting: number } | null) => {
        if (!figures) return;
        console.log(`${p}${name}.serverThread.onCpu: ${figures.onCpu.toFixed(2)} s/s`);
        console.log(`${p}${name}.serverThread.waitingForCpu: ${figures.waiting.toFixed(2)} s/s`);
      };
      thread('paced', pacedThread);
      console.log(`${p}close.perSecond: ${closesPerSecond.toFixed(1)} closes/s`);
      console.log(`${p}saturated.requests.perSecond: ${perSecond(saturated.requests, saturated).toFixed(1)} req/s`);
      console.log(`${p}saturated.close.p50: ${ms(percentile(saturated.latencies.close, 50))}`);
      console.log(`${p}saturated.close.p99: ${ms(percentile(saturated.latencies.close, 99))}`);
      thread('saturated', saturatedThread);
      const rate = (window: { closes: number; ms: number }) =>
        `${((1000 * window.closes) / window.ms).toFixed(1)} closes/s`;
      console.log(`${p}baseline.perSecond: ${baselinePerSecond.toFixed(1)} closes/s`);
      console.log(`${p}baseline.before.perSecond: ${rate(before)}`);
      console.log(`${p}baseline.after.perSecond: ${rate(after)}`);
      console.log(`${p}baseline.connections: ${baseline.connections}`);
      console.log(`${p}close.ratio: ${(closesPerSecond / baselinePerSecond).toFixed(3)} (whole cycles)`);
      const closeAlonePerSecond = perSecond(closeAlone.closes, closeAlone);
      console.log(`${p}closeAlone.perSecond: ${closeAlonePerSecond.toFixed(1)} closes/s (${closeAlone.closes} closes)`);
      console.log(`${p}closeAlone.p50: ${ms(percentile(closeAlone.latencies.close, 50))}`);
      console.log(`${p}closeAlone.p99: ${ms(percentile(closeAlone.latencies.close, 99))}`);
      console.log(`${p}closeAlone.ratio: ${(closeAlonePerSecond / baselinePerSecond).toFixed(3)}`);
      console.log(`${p}errors: ${errorCount}`);
      for (const [key, count] of Object.entries(errors)) console.log(`${p}error: ${count} × ${key}`);
      const profiledPhase = { paced, saturated, closeAlone }[PROFILE ?? 'saturated'];
      profiler?.report(p, profiledPhase.closes, profiledPhase.requests, profiledPhase.elapsedMs);
    } finally {
      await server.close();
    }
  } finally {
    await target.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const dialects = (process.env.BENCH_CHECKOUT_DIALECTS ?? 'sqlite,postgres').split(',') as Dialect[];
  const terminalsThread = startTerminals();
  console.log(
    `\nCheckout under load: ${TERMINALS} terminals, paced ${RATE_PER_TERMINAL} req/s each for ${PACED_SECONDS} s, ` +
      `then saturated for ${SATURATED_SECONDS} s; baseline ${BASELINE_SECONDS} s (half before, half after the saturated phase); loopback`,
  );
  // Other work on the machine shows in every figure: the load average before and after.
  const { availableParallelism, loadavg } = await import('node:os');
  console.log(`machine.cores: ${availableParallelism()}`);
  if (!IDEMPOTENCY) console.log('idempotencyKeys: off (diagnosis only: the real terminals send them)');
  console.log(`machine.load1.before: ${loadavg()[0]?.toFixed(2)}`);
  try {
    for (const dialect of dialects) await benchDialect(dialect, terminalsThread);
    console.log(`machine.load1.after: ${loadavg()[0]?.toFixed(2)}`);
  } finally {
    await terminalsThread.stop();
  }
}

if (isMainThread) await main();
