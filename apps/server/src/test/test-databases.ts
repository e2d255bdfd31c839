import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres, openSqlite } from '../db/database.js';
import { adminQuery, databaseUrl } from './template-databases.js';
import { TEST_DIALECT } from './test-setting.js';

/**
 * A fresh database of the dialect under test, `empty` or `seeded` (migrated, with the demo
 * restaurant): SQLite in memory; PostgreSQL as a database of its own on TEST_DATABASE_URL's server
 * (dropped on close), or an in-process PGlite when none is given. A seeded one is a copy of the
 * run's template (template-databases.ts).
 */
export async function openTestDatabase(content: 'empty' | 'seeded' = 'empty'): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (TEST_DIALECT === 'sqlite') return openSqlite(content === 'seeded' ? seededImage() : ':memory:');
  if (!url) return openPglite(content === 'seeded' ? new Blob([seededImage()]) : undefined);
  const name = `comandero_test_${randomBytes(6).toString('hex')}`;
  const template = content === 'seeded' ? inject('seededTemplate') : undefined;
  await adminQuery(url, `create database ${name}${template ? ` template ${template}` : ''}`);
  const handle = openPostgres(databaseUrl(url, name), 'public');
  return {
    ...handle,
    async close() {
      await handle.close();
      // Without FORCE: PostgreSQL waits (up to 5 s) for the pool's closing connections to end, and a
      // connection a test left open fails the drop, loudly.
      await adminQuery(url, `drop database ${name}`);
    },
  };
}

// Read once per worker: test files share their modules (vitest.config.ts `isolate: false`).
let image: Buffer | undefined;
function seededImage(): Buffer {
  const file = inject('seededImage');
  if (!file) throw new Error('No seeded database image: is template-databases.ts the global set-up?');
  image ??= readFileSync(file);
  return image;
}
