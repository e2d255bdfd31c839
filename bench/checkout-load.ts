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
// Then the close alone (`*.closeAlone.*`): BENCH_CHECKOUT_SPARE_TABLES (default 15) tables per
// terminal filled first, then only closed, back to back.
// PostgreSQL is the server at BENCH_DATABASE_URL or TEST_DATABASE_URL, in a schema of its own that
// is dropped afterwards; when neither is set, PGlite in memory (printed as `postgres.server`).
// BENCH_CHECKOUT_DIALECTS=sqlite (or postgres) runs one. Diagnosis only: BENCH_CHECKOUT_PROFILE=1
// (or =paced, =closeAlone) adds where the server's time went; BENCH_CHECKOUT_IDEMPOTENCY=off drops
// the Idempotency-Key headers to show what they cost.
//
// This file is the driver; its parts are in checkout/: terminals.ts (the worker thread),
// targets.ts (the databases), baselines.ts (the raw closes), restaurant.ts (tables, sessions, the
// open drawer), profiler.ts (BENCH_CHECKOUT_PROFILE) and report.ts (the printed figures).
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { type Dialect, migrateToLatest } from '../apps/server/src/db/database.js';
import { seedDemo } from '../apps/server/src/seed/demo.js';
import { systemClock } from '../apps/server/src/shared/clock.js';
import { runBounded } from './bounded.js';
import { createProfiler, type ProfiledPhase, profiledPhase } from './checkout/profiler.js';
import { printFigures } from './checkout/report.js';
import { listen, prepareRestaurant } from './checkout/restaurant.js';
import { serverThreadDuring } from './checkout/server-thread.js';
import { openTarget } from './checkout/targets.js';
import { type PhaseRequest, startTerminals, type TerminalsThread } from './checkout/terminals.js';

const TERMINALS = Number(process.env.BENCH_CHECKOUT_TERMINALS ?? 20);
const RATE_PER_TERMINAL = Number(process.env.BENCH_CHECKOUT_RATE ?? 2);
const PACED_SECONDS = Number(process.env.BENCH_CHECKOUT_SECONDS ?? 20);
const SATURATED_SECONDS = Number(process.env.BENCH_CHECKOUT_SATURATED_SECONDS ?? 10);
const BASELINE_SECONDS = Number(process.env.BENCH_CHECKOUT_BASELINE_SECONDS ?? 3);
const WARMUP_CYCLES = 3;
/** Tables per terminal for the close-alone phase: filled first, then only closed, back to back. */
const SPARE_TABLES = Number(process.env.BENCH_CHECKOUT_SPARE_TABLES ?? 15);
const IDEMPOTENCY = process.env.BENCH_CHECKOUT_IDEMPOTENCY !== 'off';
const FIRST_PORT = Number(process.env.BENCH_CHECKOUT_PORT ?? 3350);
const LAST_PORT = 3360;
const PROFILE = profiledPhase(process.env.BENCH_CHECKOUT_PROFILE);

async function benchDialect(dialect: Dialect, terminalsThread: TerminalsThread) {
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
    const origin = await listen(server, FIRST_PORT, LAST_PORT);
    try {
      const restaurant = await prepareRestaurant(origin, target.db, seed, {
        terminals: TERMINALS,
        spareTables: SPARE_TABLES,
      });
      const baseline = await target.baseline(restaurant.baselineRows);
      const { terminals, productIds, cashierId } = restaurant;
      const phase = { origin, terminals, productIds, cashierId, idempotency: IDEMPOTENCY };
      const profiler = PROFILE ? await createProfiler(dialect, target.url) : null;
      const profiled = async (name: ProfiledPhase, request: PhaseRequest) => {
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

      printFigures(dialect, {
        paced,
        pacedThread,
        saturated,
        saturatedThread,
        prepared,
        closeAlone,
        before,
        after,
        baselineConnections: baseline.connections,
      });
      const profiledResult = { paced, saturated, closeAlone }[PROFILE ?? 'saturated'];
      profiler?.report(`${dialect}.`, profiledResult.closes, profiledResult.requests, profiledResult.elapsedMs);
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

await runBounded('checkout-load', 20, main);
