import type { SessionUser } from '@comandero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.js';
import { type DatabaseHandle, migrateToLatest } from '../../db/database.js';
import { seedDemo } from '../../seed/demo.js';
import {
  bearer,
  createTestApp,
  manualClock,
  openTestDatabase,
  TEST_DIALECT,
  TEST_PIN_PEPPER,
  type TestApp,
  testConfig,
} from '../../test/harness.js';
import { createPostgresEventBus } from '../events/postgres-event-bus.js';

const me = (app: App, jwt: string) => app.server.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(jwt) });

describe(`cached sign-ins on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('answers from the cache without reading the session again, and forgets it on logout at once', async () => {
    const { jwt } = await app.login('mesero@demo.pos', 'mesero1234');
    expect((await me(app, jwt)).statusCode).toBe(200);
    // Revoked behind the cache's back: the cached session still answers…
    await app.database.db.updateTable('sessions').set({ revoked_at: '2026-01-01T00:00:00.000Z' }).execute();
    expect((await me(app, jwt)).statusCode).toBe(200);
    // …while a logout, which tells the caches, takes effect on the next request.
    const fresh = (await app.login('mesero@demo.pos', 'mesero1234')).jwt;
    expect((await me(app, fresh)).statusCode).toBe(200);
    await app.server.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(fresh) });
    expect((await me(app, fresh)).statusCode).toBe(401);
  });

  it('shows a changed cashier assignment on the next /auth/me', async () => {
    const admin = (await app.login('admin@demo.pos', 'admin1234')).jwt;
    const waiter = await app.login('mesero@demo.pos', 'mesero1234');
    // The demo waiter is on Caja 1 (spec 02 §5: a waiter needs a cash drawer).
    expect((await me(app, waiter.jwt)).json<{ user: SessionUser }>().user.cashier?.name).toBe('Caja 1');
    // On two drawers the session shows the first by name, so the new one sorts before Caja 1.
    const created = await app.server.inject({
      method: 'POST',
      url: '/api/cashiers',
      headers: bearer(admin),
      payload: { name: 'Barra Terraza', userIds: [waiter.user.id] },
    });
    expect(created.statusCode).toBe(201);
    expect((await me(app, waiter.jwt)).json<{ user: SessionUser }>().user.cashier?.name).toBe('Barra Terraza');
  });
});

const url = process.env.TEST_DATABASE_URL;

// Two cloud instances on one PostgreSQL database, told of a logout through LISTEN/NOTIFY.
describe.runIf(url && TEST_DIALECT === 'postgres')('cached sign-ins across cloud instances', () => {
  let database: DatabaseHandle;
  const instances: App[] = [];
  const buses: { close(): Promise<void> }[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    await migrateToLatest(database.db, database.schema);
    const clock = manualClock();
    await seedDemo(database.db, clock, TEST_PIN_PEPPER);
    for (let index = 0; index < 2; index++) {
      const events = await createPostgresEventBus(url!, { warn: () => {} });
      buses.push(events);
      const app = await buildApp({ config: testConfig(), db: database.db, dialect: database.dialect, clock, events });
      await app.server.ready();
      instances.push(app);
    }
  });
  afterAll(async () => {
    for (const app of instances) await app.server.close();
    for (const bus of buses) await bus.close();
    await database.close();
  });

  it('refuses a session on one instance as soon as another has ended it', async () => {
    const [first, second] = instances as [App, App];
    const login = await first.server.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: 'caja@demo.pos', password: 'caja1234' },
    });
    const { jwt } = login.json<{ jwt: string }>();
    expect((await me(first, jwt)).statusCode).toBe(200);
    expect((await me(second, jwt)).statusCode).toBe(200);
    await second.server.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(jwt) });
    expect((await me(second, jwt)).statusCode).toBe(401);
    await expect.poll(async () => (await me(first, jwt)).statusCode, { timeout: 10_000 }).toBe(401);
  });
});
