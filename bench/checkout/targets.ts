// The databases a run is measured on: SQLite in a temporary file with the production pragmas;
// PostgreSQL at BENCH_DATABASE_URL or TEST_DATABASE_URL in a schema of its own, dropped afterwards;
// else PGlite in memory. Each comes with its raw baseline.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { type Db, type Dialect, openPostgres, openSqlite } from '../../apps/server/src/db/database.js';
import { BENCH_POSTGRES_URL, warnNoPostgres } from '../postgres-url.js';
import { type Baseline, type BaselineRows, postgresBaseline, sqliteBaseline } from './baselines.js';

export interface Target {
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

export async function openTarget(dialect: Dialect, dataDir: string): Promise<Target> {
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
  if (BENCH_POSTGRES_URL) return openPostgresServer(dialect, BENCH_POSTGRES_URL);
  warnNoPostgres('checkout-load', 'its postgres.* figures are PGlite, in this process and in memory');
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

/** A PostgreSQL server, in a fresh schema; its baseline opens as many connections as the server's pool. */
async function openPostgresServer(dialect: Dialect, url: string): Promise<Target> {
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
