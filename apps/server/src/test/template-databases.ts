import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type Db, migrateToLatest, openPostgres } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { seedDemo } from '../seed/demo.js';
import { manualClock, TEST_DIALECT, TEST_PIN_PEPPER } from './test-setting.js';

/**
 * Vitest's global set-up: migrates and seeds the demo restaurant once per run, so each test's
 * database is a copy of it instead of running ~60 migrations and hashing four users' passwords
 * (argon2) again. SQLite: an image of the database (`serialize`), opened in memory per test.
 * PostgreSQL: a template database that `CREATE DATABASE … TEMPLATE` copies. PGlite: a data folder
 * dump that each test's PGlite loads.
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), 'comandero-test-'));
  const teardown: Array<() => Promise<void>> = [async () => rmSync(folder, { recursive: true, force: true })];
  if (TEST_DIALECT === 'sqlite') {
    project.provide('seededImage', await sqliteImage(folder));
  } else if (process.env.TEST_DATABASE_URL) {
    const template = await postgresTemplate(process.env.TEST_DATABASE_URL);
    project.provide('seededTemplate', template.name);
    teardown.push(template.drop);
  } else {
    project.provide('seededImage', await pgliteImage(folder));
  }
  return async () => {
    for (const step of teardown.reverse()) await step();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding the seeded database: SQLite's serialized image or PGlite's data folder dump. */
    seededImage?: string;
    /** The PostgreSQL database, on TEST_DATABASE_URL's server, that each test's database copies. */
    seededTemplate?: string;
  }
}

async function migrateAndSeed(db: Db, schema?: string) {
  await migrateToLatest(db, schema);
  await seedDemo(db, manualClock(), TEST_PIN_PEPPER);
}

async function sqliteImage(folder: string): Promise<string> {
  const sqlite = new SqliteDatabase(':memory:');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  await migrateAndSeed(db);
  const file = path.join(folder, 'seeded.sqlite');
  writeFileSync(file, sqlite.serialize());
  await db.destroy();
  return file;
}

async function pgliteImage(folder: string): Promise<string> {
  const pglite = new PGlite();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  await migrateAndSeed(db, 'public');
  const dump = await pglite.dumpDataDir('none');
  const file = path.join(folder, 'seeded.pglite.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await db.destroy();
  return file;
}

async function postgresTemplate(url: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `comandero_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create database ${name}`);
  const handle = openPostgres(databaseUrl(url, name));
  await migrateAndSeed(handle.db, handle.schema);
  await handle.close();
  return { name, drop: () => adminQuery(url, `drop database if exists ${name}`) };
}

/** TEST_DATABASE_URL with another database name: the test databases live on the same server. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
