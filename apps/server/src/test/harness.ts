import { randomUUID } from 'node:crypto';
import type { LoginResponse } from '@comandero/domain';
import { type App, buildApp } from '../app.js';
import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/database.js';
import { type SeedResult, seedDemo } from '../seed/demo.js';
import { openTestDatabase } from './test-databases.js';
import { type ManualClock, manualClock, TEST_PIN_PEPPER } from './test-setting.js';

export { openTestDatabase } from './test-databases.js';
export { type ManualClock, manualClock, TEST_DIALECT, TEST_PIN_PEPPER } from './test-setting.js';

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
  const database = await openTestDatabase('seeded');
  const clock = manualClock();
  // The demo is there already: this only reads its ids.
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
