import { randomBytes, randomUUID } from 'node:crypto';
import type { LoginResponse } from '@comandero/domain';
import pg from 'pg';
import { type App, buildApp } from '../app.js';
import type { Config } from '../config.js';
import { type DatabaseHandle, migrateToLatest, openPglite, openPostgres, openSqlite } from '../db/database.js';
import { type SeedResult, seedDemo } from '../seed/demo.js';
import type { Clock } from '../shared/clock.js';

/** The dialect under test: `TEST_DIALECT=postgres` runs the same suite on PostgreSQL. */
export const TEST_DIALECT = process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

export interface ManualClock extends Clock {
  advanceSeconds(seconds: number): void;
}

export function manualClock(start = new Date('2026-11-22T15:00:00.000Z')): ManualClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advanceSeconds: (seconds) => {
      current += seconds * 1000;
    },
  };
}

/**
 * A fresh, empty database of the dialect under test: SQLite in memory; PostgreSQL in a schema of
 * its own on TEST_DATABASE_URL (dropped on close), or an in-process PGlite when none is given.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (TEST_DIALECT === 'sqlite') return openSqlite(':memory:');
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openPglite();
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = openPostgres(url, schema);
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
}

export const TEST_PIN_PEPPER = 'test-pin-pepper-that-is-long-enough!!';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    mode: 'local',
    environment: 'test',
    host: '127.0.0.1',
    port: 0,
    dataDir: '/nonexistent',
    databaseUrl: null,
    captchaEnabled: false,
    offersPosReset: true,
    jwtSecret: new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256!'),
    pinPepper: TEST_PIN_PEPPER,
    instanceId: randomUUID(),
    idempotencyRetentionDays: 7,
    testHoldAfterCommit: false,
    tokenTtlSeconds: 12 * 60 * 60,
    authRateLimitPerMinute: 10_000,
    trustedProxies: [],
    seedDemo: true,
    webDist: null,
    logLevel: 'silent',
    timeZone: 'America/Bogota',
    ...overrides,
  };
}

export interface TestApp extends App {
  database: DatabaseHandle;
  clock: ManualClock;
  seed: SeedResult;
  /** Logs in through the API and returns the answer; throws when the login fails. */
  login(email: string, password: string): Promise<LoginResponse>;
  close(): Promise<void>;
}

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  await migrateToLatest(database.db, database.schema);
  const clock = manualClock();
  const seed = await seedDemo(database.db, clock, TEST_PIN_PEPPER);
  const app = await buildApp({ config: testConfig(overrides), db: database.db, dialect: database.dialect, clock });
  // Every write keyed, as the web's outbox sends them, so that strict idempotency checks them all.
  app.server.addHook('onRequest', async (request) => {
    if (request.method !== 'GET' && request.headers['idempotency-key'] === undefined) {
      request.headers['idempotency-key'] = `harness-${randomUUID()}`;
    }
  });
  await app.server.ready();
  return {
    ...app,
    database,
    clock,
    seed,
    async login(email, password) {
      const response = await app.server.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { identifier: email, password },
      });
      if (response.statusCode !== 200) throw new Error(`login ${email}: ${response.statusCode} ${response.body}`);
      return response.json<LoginResponse>();
    },
    async close() {
      await app.server.close();
      await database.close();
    },
  };
}

export const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });

/** The demo's four staff (seed/demo.ts), by the role their tests call them. */
const DEMO_STAFF = {
  admin: ['admin@demo.pos', 'admin1234'],
  caja: ['caja@demo.pos', 'caja1234'],
  mesero: ['mesero@demo.pos', 'mesero1234'],
  pos: ['pos@demo.pos', 'pos1234'],
} as const;
export type StaffRole = keyof typeof DEMO_STAFF;

/** Signs the demo's four staff in; their tokens by role. */
export async function signInDemoStaff(app: TestApp): Promise<Record<StaffRole, string>> {
  const tokens = {} as Record<StaffRole, string>;
  for (const [role, [email, password]] of Object.entries(DEMO_STAFF)) {
    tokens[role as StaffRole] = (await app.login(email, password)).jwt;
  }
  return tokens;
}

/** The ids of the demo menu's rows by name: products, extras options or sizes. */
export async function idsByName(
  app: TestApp,
  table: 'products' | 'extras_options' | 'product_sizes',
): Promise<Record<string, string>> {
  const rows = await app.database.db.selectFrom(table).select(['id', 'name']).execute();
  return Object.fromEntries(rows.map((row) => [row.name, row.id]));
}
