// The real server on a fresh SQLite file in a temporary folder (or a given database), listening on
// loopback, for benchmarks.
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { type DatabaseHandle, type Db, migrateToLatest, openSqlite } from '../apps/server/src/db/database.js';
import type { PrintQueueSettings } from '../apps/server/src/features/printing/queue/start-print-queue.js';
import { seedDemo } from '../apps/server/src/seed/demo.js';
import { systemClock } from '../apps/server/src/shared/clock.js';

export interface BenchServer {
  /** http://127.0.0.1:PORT/api */
  api: string;
  /** Logs in and answers the headers an authenticated call sends. */
  signIn(email: string, password: string): Promise<Record<string, string>>;
  close(): Promise<void>;
}

export async function startBenchServer(
  seed: (db: Db, pinPepper: string) => Promise<unknown> = async () => {},
  { printQueue, database: given }: { printQueue?: PrintQueueSettings; database?: DatabaseHandle } = {},
): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'comandero-bench-'));
  const config = {
    ...loadConfig({ POS_DATA_DIR: dataDir, NODE_ENV: 'test' }),
    logLevel: 'silent',
    timeZone: 'America/Bogota',
    authRateLimitPerMinute: 1e9,
  };
  const database = given ?? openSqlite(path.join(dataDir, 'bench.sqlite'));
  await migrateToLatest(database.db, database.schema);
  await seedDemo(database.db, systemClock, config.pinPepper);
  await seed(database.db, config.pinPepper);
  const { server } = await buildApp({ config, db: database.db, dialect: database.dialect, printQueue });
  await server.listen({ host: '127.0.0.1', port: 0 });
  const api = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}/api`;
  return {
    api,
    async signIn(email, password) {
      const response = await fetch(`${api}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: email, password }),
      });
      const { jwt } = (await response.json()) as { jwt: string };
      return { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' };
    },
    async close() {
      await server.close();
      await database.close();
    },
  };
}
