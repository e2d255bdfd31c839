import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, TEST_DIALECT, type TestApp } from '../test/harness.js';
import { createIdempotencyRepository } from './idempotency.repository.js';

describe(`Idempotency-Key on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  let jwt: string;
  let adminId: string;

  beforeAll(async () => {
    app = await createTestApp();
    const admin = await app.login('admin@demo.pos', 'admin1234');
    jwt = admin.jwt;
    adminId = admin.user.id;
  });
  afterAll(() => app.close());

  const createRoom = (name: string, key?: string, token = jwt, device?: string) =>
    app.server.inject({
      method: 'POST',
      url: '/api/rooms',
      headers: {
        ...bearer(token),
        ...(key ? { 'idempotency-key': key } : {}),
        ...(device ? { 'x-device-id': device } : {}),
      },
      payload: { name },
    });
  const roomNames = async () => {
    const response = await app.server.inject({ method: 'GET', url: '/api/rooms', headers: bearer(jwt) });
    return response.json<{ name: string }[]>().map((room) => room.name);
  };

  it('stores the first answer and replays it for a repeat, creating one record', async () => {
    const first = await createRoom('Terraza', 'op-terraza-0001');
    const repeat = await createRoom('Terraza', 'op-terraza-0001');
    expect(first.statusCode).toBe(201);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json()).toEqual(first.json());
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect((await roomNames()).filter((name) => name === 'Terraza')).toHaveLength(1);
  });

  it('refuses the same key with another body', async () => {
    await createRoom('Barra', 'op-barra-0001');
    const reused = await createRoom('Segundo piso', 'op-barra-0001');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await roomNames()).not.toContain('Segundo piso');
  });

  it('creates one record when the same operation arrives many times at once', async () => {
    // Rounds of eight twins: a late twin, whose first read came before the first one answered, must
    // replay that answer, never run the write again (it did, now and then, on a loaded machine).
    for (let round = 1; round <= 12; round++) {
      const name = `Jardín ${round}`;
      const answers = await Promise.all(Array.from({ length: 8 }, () => createRoom(name, `op-jardin-${round}-0001`)));
      for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
      expect(answers.some((answer) => answer.statusCode === 201)).toBe(true);
      expect((await roomNames()).filter((room) => room === name)).toHaveLength(1);
    }
  });

  it("records the device outbox's sequence number with the answer", async () => {
    const device = 'tablet-sequence-01';
    const answer = await app.server.inject({
      method: 'POST',
      url: '/api/rooms',
      headers: {
        ...bearer(jwt),
        'idempotency-key': 'op-sequence-0042',
        'x-device-id': device,
        'x-device-sequence': '42',
      },
      payload: { name: 'Azotea' },
    });
    expect(answer.statusCode).toBe(201);
    const row = await app.database.db
      .selectFrom('idempotency_keys')
      .select('device_sequence')
      .where('key', '=', 'op-sequence-0042')
      .executeTakeFirstOrThrow();
    expect(Number(row.device_sequence)).toBe(42);
  });

  it('keeps keys apart per user', async () => {
    const other = (await app.login('admin@demo.pos', 'admin1234')).jwt;
    expect((await createRoom('Patio', 'op-shared-0001')).statusCode).toBe(201);
    // Same user, another session: still the same user's key, so it replays.
    expect((await createRoom('Patio', 'op-shared-0001', other)).headers['idempotent-replayed']).toBe('true');
    const waiter = (await app.login('caja@demo.pos', 'caja1234')).jwt;
    const byCashier = await createRoom('Patio', 'op-shared-0001', waiter);
    expect(byCashier.statusCode).toBe(403);
    expect(byCashier.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a malformed key and leaves writes without a key alone', async () => {
    const bad = await createRoom('Sótano', 'short');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('IDEMPOTENCY_KEY_INVALID');
    expect((await createRoom('Sótano')).statusCode).toBe(201);
    expect((await createRoom('Sótano')).statusCode).toBe(201);
    expect((await roomNames()).filter((name) => name === 'Sótano')).toHaveLength(2);
  });

  const occupy = (token: string, tableNumber: number, key: string, device: string) =>
    app.server
      .inject({ method: 'GET', url: `/api/tables/number/${tableNumber}`, headers: bearer(token) })
      .then((table) =>
        app.server.inject({
          method: 'POST',
          url: `/api/tables/${table.json().id}/occupy`,
          headers: { ...bearer(token), 'idempotency-key': key, 'x-device-id': device },
          payload: { people: 2 },
        }),
      );

  it('scopes keys to the business and device, so a change of user on the tablet replays its writes', async () => {
    const cashier = (await app.login('caja@demo.pos', 'caja1234')).jwt;
    const first = await occupy(cashier, 4, 'op-device-0001', 'tablet-0001');
    expect(first.statusCode).toBe(200);
    // Waiter mode: the same tablet, another user, the queued write sent again.
    const waiter = (await app.login('mesero@demo.pos', 'mesero1234')).jwt;
    const replayed = await occupy(waiter, 4, 'op-device-0001', 'tablet-0001');
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json()).toEqual(first.json());
    // Another tablet's key of the same name is its own.
    expect((await createRoom('Balcón', 'op-device-0001', jwt, 'tablet-0002')).statusCode).toBe(201);
  });

  it("checks the permission before replaying: a waiter on the same tablet never gets an admin's answer", async () => {
    const roles = (await app.server.inject({ method: 'GET', url: '/api/roles', headers: bearer(jwt) })).json<
      { id: string; name: string }[]
    >();
    const adminRole = roles.find((role) => role.name === 'Administrador')?.id;
    const createAdmin = (token: string) =>
      app.server.inject({
        method: 'POST',
        url: '/api/users',
        headers: { ...bearer(token), 'idempotency-key': 'op-new-admin-0001', 'x-device-id': 'tablet-0004' },
        payload: [{ name: 'Nueva Admin', email: 'nueva.admin@demo.pos', roleId: adminRole }],
      });
    const created = await createAdmin(jwt);
    expect(created.statusCode).toBe(201);
    const waiter = (await app.login('mesero@demo.pos', 'mesero1234')).jwt;
    const replayed = await createAdmin(waiter);
    expect(replayed.statusCode).toBe(403);
    expect(replayed.json().error.code).toBe('FORBIDDEN');
    expect(replayed.headers['idempotent-replayed']).toBeUndefined();
    expect(replayed.body).not.toContain('nueva.admin@demo.pos');
    // The administrator's own retry still replays.
    expect((await createAdmin(jwt)).headers['idempotent-replayed']).toBe('true');
  });

  it("stores a keyed write's answer in the write's own transaction", async () => {
    const answer = await occupy(jwt, 5, 'op-in-transaction-01', 'tablet-0003');
    expect(answer.statusCode).toBe(200);
    const stored = await app.database.db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('key', '=', 'op-in-transaction-01')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status_code: 200, response_body: answer.body, instance_id: null });
  });

  it('in local mode, takes over at once an unanswered key a past process left in the database', async () => {
    await app.database.db
      .insertInto('idempotency_keys')
      .values({
        scope: `user:${adminId}`,
        key: 'op-left-by-the-past',
        request_hash: roomRequestHash('op-left-by-the-past'),
        created_at: app.clock.now().toISOString(),
        instance_id: 'an-earlier-life',
      })
      .execute();
    expect((await createRoom('op-left-by-the-past', 'op-left-by-the-past')).statusCode).toBe(201);
  });

  it('frees its own unanswered claims when it starts again, and prunes keys past their retention', async () => {
    const keys = createIdempotencyRepository(app.database.db);
    const now = app.clock.now().toISOString();
    await keys.claim({ scope: 'user:x', key: 'op-previous-life' }, 'h', 'instance-1', now);
    expect(await keys.freeClaimsOf('instance-1')).toBe(1);
    await keys.claim({ scope: 'user:x', key: 'op-very-old-key' }, 'h', 'instance-1', '2026-01-01T00:00:00.000Z');
    await keys.complete(
      {
        scope: 'user:x',
        key: 'op-very-old-key',
        requestHash: 'h',
        createdAt: '2026-01-01T00:00:00.000Z',
        sequence: null,
      },
      200,
      '{}',
    );
    expect(await keys.prune('2026-11-15T00:00:00.000Z')).toBeGreaterThanOrEqual(1);
    expect(await keys.find({ scope: 'user:x', key: 'op-very-old-key' })).toBeUndefined();
  });
});

/** The server's rule for a request's hash: method, URL and body. */
const roomRequestHash = (name: string) =>
  createHash('sha256')
    .update(`POST /api/rooms\n${JSON.stringify({ name })}`)
    .digest('hex');

describe(`claims shared by cloud instances on ${TEST_DIALECT}`, () => {
  let cloud: TestApp;
  let jwt: string;
  let adminId: string;

  beforeAll(async () => {
    cloud = await createTestApp({ mode: 'cloud' });
    const admin = await cloud.login('admin@demo.pos', 'admin1234');
    jwt = admin.jwt;
    adminId = admin.user.id;
  });
  afterAll(() => cloud.close());

  const createCloudRoom = (name: string, key: string) =>
    cloud.server.inject({
      method: 'POST',
      url: '/api/rooms',
      headers: { ...bearer(jwt), 'idempotency-key': key },
      payload: { name },
    });

  it('frees at once a claim left by a server instance that stopped renewing, and runs the write', async () => {
    const claim = (key: string, instanceId: string) =>
      cloud.database.db
        .insertInto('idempotency_keys')
        .values({
          scope: `user:${adminId}`,
          key,
          // The server's rule: method, URL and body.
          request_hash: roomRequestHash(key),
          created_at: cloud.clock.now().toISOString(),
          instance_id: instanceId,
        })
        .execute();
    await claim('op-abandoned-0001', 'a-server-that-died');
    expect((await createCloudRoom('op-abandoned-0001', 'op-abandoned-0001')).statusCode).toBe(201);
    // A live instance's claim is a request in progress.
    await cloud.database.db
      .insertInto('server_instances')
      .values({
        id: 'a-live-server',
        started_at: cloud.clock.now().toISOString(),
        heartbeat_at: cloud.clock.now().toISOString(),
      })
      .execute();
    await claim('op-in-flight-0001', 'a-live-server');
    expect((await createCloudRoom('op-in-flight-0001', 'op-in-flight-0001')).json().error.code).toBe(
      'IDEMPOTENCY_IN_PROGRESS',
    );
    cloud.clock.advanceSeconds(31);
    expect((await createCloudRoom('op-in-flight-0001', 'op-in-flight-0001')).statusCode).toBe(201);
  });
});
