import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { openSqlite } from './database.js';

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('the data folder', () => {
  const parent = mkdtempSync(path.join(tmpdir(), 'pos-data-'));
  const dataDir = path.join(parent, 'data');
  const umask = process.umask();
  afterEach(() => {
    process.umask(umask);
    rmSync(parent, { recursive: true, force: true });
  });

  it('is the server user’s alone: folder 0700, database, -wal, -shm and secrets 0600, even with umask 0', async () => {
    process.umask(0);
    const config = loadConfig({ POS_DATA_DIR: dataDir });
    const database = openSqlite(path.join(config.dataDir, 'comandero.sqlite'));
    await sql`create table probe (id integer)`.execute(database.db);
    await sql`insert into probe values (1)`.execute(database.db);
    const files = readdirSync(dataDir);
    expect(files).toEqual(
      expect.arrayContaining(['comandero.sqlite', 'comandero.sqlite-wal', 'comandero.sqlite-shm', 'jwt-secret']),
    );
    expect(modeOf(dataDir)).toBe(0o700);
    for (const file of files) expect([file, modeOf(path.join(dataDir, file))]).toEqual([file, 0o600]);
    await database.close();
  });
});
