import { closeSync, openSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, type Migration, type MigrationProvider, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { migrations } from './migrations/index.js';
import type { Database } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  /** PostgreSQL: the schema the tables live in (the migrator looks only there). */
  schema?: string;
  close(): Promise<void>;
}

// pg returns bigint (count, sum) as text; they fit in a JS number for our sizes.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** `file`: a path, `:memory:`, or a serialized database (better-sqlite3's `serialize`) to open in memory. */
export function openSqlite(file: string | Buffer): DatabaseHandle {
  if (typeof file === 'string' && file !== ':memory:' && file !== '') createPrivately(file);
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  // Money-bearing commits must survive a power cut (DESIGN §5).
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/**
 * The database holds every sale and user: only the server's user may read it. SQLite gives the
 * -wal and -shm files it creates the database file's mode, whatever the process umask.
 */
function createPrivately(file: string): void {
  closeSync(openSync(file, 'a', 0o600));
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew, and compiling SQL is most of a small query's cost on SQLite.
 * Statements run synchronously to completion, so one prepared statement per SQL text can be reused.
 */
function withStatementCache(sqlite: SqliteDatabase.Database): SqliteDatabase.Database {
  const cache = new Map<string, SqliteDatabase.Statement>();
  const prepare = sqlite.prepare.bind(sqlite);
  return Object.assign(Object.create(sqlite), {
    prepare(source: string) {
      let statement = cache.get(source);
      if (!statement) {
        statement = prepare(source);
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
        cache.set(source, statement);
      }
      return statement;
    },
    close: () => sqlite.close(),
  });
}

/** The schema named in a URL's `options=-c search_path=...`, where the migrator must look too. */
function searchPathOf(connectionString: string): string | undefined {
  const options = URL.canParse(connectionString) ? new URL(connectionString).searchParams.get('options') : null;
  return /search_path=([A-Za-z0-9_]+)/.exec(options ?? '')?.[1];
}

export function openPostgres(
  connectionString: string,
  givenSearchPath?: string,
  log: Pick<Console, 'warn'> = console,
): DatabaseHandle {
  const searchPath = givenSearchPath ?? searchPathOf(connectionString);
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  // A connection ended by the server (restart, failover, pg_terminate_backend) emits 'error':
  // unheard, it ends the process. The pool drops that connection and opens a new one on demand.
  const lost = (error: Error) => log.warn(`database connection lost: ${error.message}`);
  pool.on('error', lost);
  // The same for a connection a request holds between two queries: its next query fails instead (503).
  pool.on('connect', (client) => client.on('error', lost));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', schema: searchPath ?? 'public', close: () => db.destroy() };
}

/** In-process PostgreSQL, for tests when no server is given: empty, or loading a data folder dump. */
export function openPglite(loadDataDir?: Blob): DatabaseHandle {
  const db = new Kysely<Database>({
    dialect: new PGliteDialect(new PGlite(loadDataDir ? { loadDataDir } : undefined)),
  });
  return { db, dialect: 'postgres', schema: 'public', close: () => db.destroy() };
}

class StaticMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/**
 * Runs every pending migration; throws with the failing migration's name. On PostgreSQL the
 * migrator must look in its own schema: otherwise another schema's bookkeeping tables fool it.
 */
export async function migrateToLatest(db: Db, schema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: new StaticMigrationProvider(),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  return results.map((result) => result.migrationName);
}
