// Where the server's time went (BENCH_CHECKOUT_PROFILE), over one phase: the event loop, the server
// thread's CPU profile by package, every SQL statement timed at the driver, how long the counter
// rows stay locked, how long requests wait for and hold a database connection (SQLite has one; the
// PostgreSQL pool has ten), and what the PostgreSQL backends wait on. Printed as `*.profile.*`.
import { readdir } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { monitorEventLoopDelay, performance as perfHooks } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Dialect } from '../../apps/server/src/db/database.js';
import { type CpuProfile, reportCpuProfile } from './cpu-profile.js';
import { type CpuShare, schedstat } from './server-thread.js';
import { largest, tallies } from './tallies.js';

export type ProfiledPhase = 'paced' | 'saturated' | 'closeAlone';

/** Which phase BENCH_CHECKOUT_PROFILE names: `paced`, `closeAlone`, or any other value the saturated one. */
export function profiledPhase(setting: string | undefined): ProfiledPhase | null {
  return (['paced', 'closeAlone'] as const).find((name) => name === setting) ?? (setting ? 'saturated' : null);
}

export interface Profiler {
  start(): Promise<void>;
  stop(): Promise<void>;
  report(prefix: string, closes: number, requests: number, elapsedMs: number): void;
}

/** A statement's text without its values, short enough for one line. */
const sqlKey = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\((?:\s*(?:\?|\$\d+)\s*,?)+\)/g, '(…)')
    .slice(0, 110);

/** The close's first counter increment locks the counter row until that transaction commits. */
const takesCounterLock = (text: string) => text.startsWith('insert into "branch_counters"');

export async function createProfiler(dialect: Dialect, url: string | undefined): Promise<Profiler> {
  const poolPids = new Set<number>();
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

  // Every statement, timed where the server's driver runs it.
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
          if (takesCounterLock(this.source)) counterAt ??= started;
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
        if (takesCounterLock(text)) this.benchCounterAt ??= started;
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
  const schedSnapshot = async () => {
    const threads = await readdir('/proc/self/task').catch(() => [] as string[]);
    const snapshot = new Map<string, CpuShare>();
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
  let schedBefore = new Map<string, CpuShare>();
  let schedAfter = schedBefore;

  const session = new Session();
  session.connect();
  let elu = perfHooks.eventLoopUtilization();
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  let cpuProfile: CpuProfile | null = null;

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
      cpuProfile = (await session.post('Profiler.stop')).profile as CpuProfile;
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
      for (const [text, entry] of largest(sql.map, 'ms', 12)) {
        line(
          'sql',
          `${(entry.ms / closes).toFixed(3)} ms/close, ${(entry.count / closes).toFixed(1)}×/close, mean ${(entry.ms / entry.count).toFixed(3)} ms: ${text}`,
        );
      }
      // The slowest single statements: a lock wait, a WAL checkpoint, a stall.
      for (const [text, entry] of largest(sql.map, 'max', 5))
        line('sql.slowest', `${entry.max.toFixed(1)} ms: ${text}`);
      const sampled = waits.total().count;
      for (const [state, entry] of largest(waits.map, 'count', 8)) {
        line('pg.activity', `${((100 * entry.count) / sampled).toFixed(1)} % ${state}`);
      }
      if (cpuProfile) reportCpuProfile(cpuProfile, closes, line);
    },
  };
}
