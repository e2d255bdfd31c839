import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type CloseResult, emptyCounts, type Table } from '@comandero/domain';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECT } from '../test/harness.js';
import { freePort, killed, startServer } from '../test/server-process.js';
import { newId } from './ids.js';

const postgresUrl = process.env.TEST_DATABASE_URL;

/** Local mode on SQLite; cloud mode on the PostgreSQL server at TEST_DATABASE_URL, in a schema of its own. */
interface CrashDatabase {
  env: Record<string, string>;
  productId(name: string): Promise<string>;
  /** PostgreSQL: locks the table until the returned function is called, and counts unanswered keys. */
  lock?(table: string): Promise<() => Promise<void>>;
  unansweredKeys?(): Promise<number>;
  /** PostgreSQL ends a dead client's sessions once it notices: here at once. */
  endSessions?(): Promise<void>;
  drop(): Promise<void>;
}

async function databaseFor(dataDir: string): Promise<CrashDatabase> {
  if (TEST_DIALECT === 'sqlite') {
    return {
      env: {},
      productId: async (name: string) => {
        const sqlite = new SqliteDatabase(path.join(dataDir, 'comandero.sqlite'), { readonly: true });
        const row = sqlite.prepare('select id from products where name = ?').get(name) as { id: string };
        sqlite.close();
        return row.id;
      },
      drop: async () => {},
    };
  }
  const schema = `crash_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const url = new URL(postgresUrl as string);
  url.searchParams.set('options', `-c search_path=${schema}`);
  url.searchParams.set('application_name', schema);
  return {
    // No POS_INSTANCE_ID: the restarted process must know its previous life's claims all the same.
    env: { POS_MODE: 'cloud', DATABASE_URL: url.toString() },
    productId: async (name: string) =>
      (await admin.query(`select id from ${schema}.products where name = $1`, [name])).rows[0].id as string,
    lock: async (table: string) => {
      const holder = new pg.Client({ connectionString: postgresUrl });
      await holder.connect();
      await holder.query('begin');
      await holder.query(`lock table ${schema}.${table} in exclusive mode`);
      return async () => {
        await holder.query('rollback');
        await holder.end();
      };
    },
    endSessions: async () => {
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [schema]);
    },
    unansweredKeys: async () =>
      Number(
        (await admin.query(`select count(*) from ${schema}.idempotency_keys where status_code is null`)).rows[0].count,
      ),
    drop: async () => {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

describe.skipIf(TEST_DIALECT === 'postgres' && !postgresUrl)(
  `a keyed close committed just before the server died, on ${TEST_DIALECT}`,
  () => {
    let dataDir: string;
    let port: number;
    let current: ChildProcess | undefined;
    let database: CrashDatabase;

    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'comandero-crash-'));
      port = await freePort();
      database = await databaseFor(dataDir);
    });
    afterAll(async () => {
      if (current) await killed(current);
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('is acknowledged after a restart: the retry replays the receipt, and the table was closed once', async () => {
      const held = await startServer(dataDir, port, { ...database.env, POS_TEST_HOLD_AFTER_COMMIT: '1' });
      current = held.child;
      const api = `http://127.0.0.1:${port}/api`;
      const call = async (jwt: string, method: string, url: string, body?: object, key?: string) =>
        fetch(`${api}${url}`, {
          method,
          headers: {
            authorization: `Bearer ${jwt}`,
            ...(body ? { 'content-type': 'application/json' } : {}),
            ...(key ? { 'idempotency-key': key, 'x-device-id': 'tablet-caja-0001' } : {}),
          },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
      const login = await fetch(`${api}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: 'caja@demo.pos', password: 'caja1234' }),
      });
      const { jwt, user } = (await login.json()) as { jwt: string; user: { cashier: { id: string } } };
      const opened = await call(jwt, 'POST', '/cashiers/register/state', {
        type: 1,
        cashierId: user.cashier.id,
        createdAt: new Date().toISOString(),
        detail: { counts: { ...emptyCounts('COP'), bill_50000: 2 } },
      });
      expect(opened.status).toBe(200);
      const table = (await (await call(jwt, 'GET', '/tables/number/3')).json()) as Table;
      const productId = await database.productId('Agua');
      const lines = [{ id: newId(), productId, quantity: 2 }];
      expect((await call(jwt, 'POST', `/tables/${table.id}/lines`, { lines, people: 2 })).status).toBe(200);
      expect((await call(jwt, 'POST', `/tables/${table.id}/command`)).status).toBe(200);

      const key = `close-${newId()}`;
      const body = { methodPay: 'Efectivo', valueReceive: 50_000 };
      // The close commits, then the server holds the request; it dies before answering.
      const lost = call(jwt, 'POST', `/tables/${table.id}/close`, body, key).catch(() => null);
      await expect.poll(held.stderr, { timeout: 30_000 }).toContain('answer committed');
      await killed(held.child);
      expect(await lost).toBeNull();

      current = (await startServer(dataDir, port, database.env)).child;
      const retry = await call(jwt, 'POST', `/tables/${table.id}/close`, body, key);
      expect(retry.status).toBe(200);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      const receipt = (await retry.json()) as CloseResult;
      expect(receipt.order).toMatchObject({
        total: 2 * receipt.order.lines[0]!.unitPrice,
        valueReturn: expect.any(Number),
      });
      const history = (await (await call(jwt, 'GET', `/tables/${table.id}/order`)).json()) as { lines: unknown[] };
      expect(history.lines).toEqual([]);
      const again = await call(jwt, 'POST', `/tables/${table.id}/close`, body, key);
      expect(((await again.json()) as CloseResult).order.id).toBe(receipt.order.id);
    }, 180_000);

    // Cloud mode keeps claims in the database: a process killed mid-request left one, and its next
    // life must free it at once, not after the 30 s an instance takes to be presumed gone.
    it.runIf(TEST_DIALECT === 'postgres')(
      'frees at once, on its next life, a keyed write the crash cut short',
      async () => {
        if (current) await killed(current);
        current = (await startServer(dataDir, port, database.env)).child;
        const api = `http://127.0.0.1:${port}/api`;
        const login = await fetch(`${api}/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ identifier: 'admin@demo.pos', password: 'admin1234' }),
        });
        const { jwt } = (await login.json()) as { jwt: string };
        const createRoom = () =>
          fetch(`${api}/rooms`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${jwt}`,
              'content-type': 'application/json',
              'idempotency-key': 'crash-room-0001',
              'x-device-id': 'tablet-admin-0001',
            },
            body: JSON.stringify({ name: 'Terraza del choque' }),
          });
        // The write claims its key, then waits on the locked table; the server dies there.
        const unlock = await (database.lock as NonNullable<CrashDatabase['lock']>)('rooms');
        const cut = createRoom().catch(() => null);
        await expect.poll(() => database.unansweredKeys?.(), { timeout: 30_000 }).toBe(1);
        await killed(current);
        expect(await cut).toBeNull();
        await database.endSessions?.();
        await unlock();

        current = (await startServer(dataDir, port, database.env)).child;
        const retry = await createRoom();
        expect(retry.status).toBe(201);
        const rooms = await fetch(`${api}/rooms`, { headers: { authorization: `Bearer ${jwt}` } });
        const names = ((await rooms.json()) as { name: string }[]).map((room) => room.name);
        expect(names.filter((name) => name === 'Terraza del choque')).toHaveLength(1);
      },
      180_000,
    );
  },
);
