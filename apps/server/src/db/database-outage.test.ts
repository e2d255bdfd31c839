import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECT } from '../test/harness.js';
import { freePort, killed, startServer } from '../test/server-process.js';

const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * A TCP relay between the server and PostgreSQL: stopping it is a database restart as the
 * server sees it (every connection reset, new ones refused), without touching the shared cluster.
 */
function databaseRelay(target: URL, port: number) {
  const sockets = new Set<Socket>();
  let listening: Server | null = null;
  const relay = (client: Socket) => {
    const upstream = tcpConnect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  };
  return {
    start: () =>
      new Promise<void>((resolve) => {
        listening = createServer(relay).listen(port, '127.0.0.1', () => resolve());
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        listening?.close(() => resolve());
        listening = null;
      }),
  };
}

describe.runIf(TEST_DIALECT === 'postgres' && postgresUrl)('cloud mode when PostgreSQL goes away under load', () => {
  const schema = `outage_${randomBytes(6).toString('hex')}`;
  const applicationName = `comandero-${schema}`;
  let admin: pg.Client;
  let dataDir: string;
  let relay: ReturnType<typeof databaseRelay>;
  let server: ChildProcess | undefined;
  let loading = false;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    dataDir = mkdtempSync(path.join(tmpdir(), 'comandero-outage-'));
  });
  afterAll(async () => {
    loading = false;
    if (server) await killed(server);
    await relay?.stop();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Ends every connection the server holds, as a failover or an administrator would. */
  const terminateConnections = async () =>
    (
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
        applicationName,
      ])
    ).rowCount ?? 0;
  const listening = async () =>
    (
      await admin.query(
        "select 1 from pg_stat_activity where application_name = $1 and query ilike 'listen%' and state = 'idle'",
        [applicationName],
      )
    ).rowCount ?? 0;

  it('keeps running, answers 503 while the database is away, serves again by itself and loses nothing', async () => {
    const target = new URL(postgresUrl as string);
    const relayPort = await freePort();
    relay = databaseRelay(target, relayPort);
    await relay.start();
    const url = new URL(postgresUrl as string);
    url.host = `127.0.0.1:${relayPort}`;
    url.searchParams.set('options', `-c search_path=${schema}`);
    url.searchParams.set('application_name', applicationName);
    const port = await freePort();
    const started = await startServer(dataDir, port, { POS_MODE: 'cloud', DATABASE_URL: url.toString() });
    server = started.child;
    const exited = () => server?.exitCode !== null || server?.signalCode !== null;

    const api = `http://127.0.0.1:${port}/api`;
    const login = await fetch(`${api}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'admin@demo.pos', password: 'admin1234' }),
    });
    const { jwt } = (await login.json()) as { jwt: string };
    const headers = { authorization: `Bearer ${jwt}`, 'x-device-id': 'tablet-outage-01' };
    const statuses = new Map<number | string, number>();
    const count = (status: number | string) => statuses.set(status, (statuses.get(status) ?? 0) + 1);

    // Writers, each retrying its keyed write until it is acknowledged, as the web's outbox does.
    const acknowledged: string[] = [];
    const unexpected: unknown[] = [];
    loading = true;
    const writer = async (writerId: number) => {
      for (let index = 0; loading; index++) {
        const name = `Sala ${writerId}-${index}`;
        for (;;) {
          const answer = await fetch(`${api}/rooms`, {
            method: 'POST',
            headers: {
              ...headers,
              'content-type': 'application/json',
              'idempotency-key': `outage-${writerId}-${index}`,
            },
            body: JSON.stringify({ name }),
          }).catch(() => null);
          count(answer?.status ?? 'no answer');
          if (answer?.status === 201) break;
          // Away: 503, or no answer; a twin still held by a request the outage cut short: 409.
          if (![503, 409, undefined].includes(answer?.status)) return unexpected.push(await answer?.text());
          if (exited()) return unexpected.push('the server exited');
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        acknowledged.push(name);
      }
    };
    const writers = Array.from({ length: 4 }, (_, writerId) => writer(writerId));
    const readRooms = () => fetch(`${api}/rooms`, { headers });
    const progress = async () => {
      const before = acknowledged.length;
      await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(before + 5);
      expect(unexpected).toEqual([]);
    };

    await progress();
    // Connections killed under load, again and again.
    for (let round = 0; round < 3; round++) {
      expect(await terminateConnections()).toBeGreaterThan(0);
      await progress();
    }
    // The database away for a while: every read and write is a 503, and the process stays up.
    await relay.stop();
    const away = await readRooms();
    expect(away.status).toBe(503);
    expect(((await away.json()) as { error: { code: string } }).error.code).toBe('SERVICE_UNAVAILABLE');
    await expect.poll(() => statuses.get(503) ?? 0).toBeGreaterThan(3);
    expect(exited()).toBe(false);
    // Back: the server serves again with no one restarting it.
    await relay.start();
    await expect.poll(async () => (await readRooms()).status, { timeout: 30_000 }).toBe(200);
    await progress();
    loading = false;
    await Promise.all(writers);

    expect(exited()).toBe(false);
    expect(unexpected).toEqual([]);
    const rooms = ((await (await readRooms()).json()) as { name: string }[]).map((room) => room.name);
    const created = rooms.filter((name) => name.startsWith('Sala '));
    // Nothing lost, nothing twice: every acknowledged write is there once, and nothing else.
    expect(created.sort()).toEqual([...acknowledged].sort());
    // Live events between instances come back too: the server listens again.
    await expect.poll(listening, { timeout: 30_000 }).toBe(1);
  }, 180_000);
});
