import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, TEST_DIALECT, type TestApp } from '../test/harness.js';

describe(`Idempotency-Key on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  let jwt: string;

  beforeAll(async () => {
    app = await createTestApp();
    jwt = (await app.login('admin@demo.pos', 'admin1234')).jwt;
  });
  afterAll(() => app.close());

  const createRoom = (name: string, key?: string, token = jwt) =>
    app.server.inject({
      method: 'POST',
      url: '/api/rooms',
      headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
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
    const answers = await Promise.all(Array.from({ length: 8 }, () => createRoom('Jardín', 'op-jardin-0001')));
    for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
    expect(answers.some((answer) => answer.statusCode === 201)).toBe(true);
    expect((await roomNames()).filter((name) => name === 'Jardín')).toHaveLength(1);
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
});
