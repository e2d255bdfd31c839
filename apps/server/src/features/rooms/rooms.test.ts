import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOtherTenant } from '../../test/fixtures.js';
import { bearer, createTestApp, TEST_DIALECT, type TestApp } from '../../test/harness.js';

describe(`rooms on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  let admin: string;
  let other: Awaited<ReturnType<typeof createOtherTenant>>;

  beforeAll(async () => {
    app = await createTestApp();
    admin = (await app.login('admin@demo.pos', 'admin1234')).jwt;
    other = await createOtherTenant(app.database.db);
  });
  afterAll(() => app.close());

  const list = (jwt: string) => app.server.inject({ method: 'GET', url: '/api/rooms', headers: bearer(jwt) });
  const rename = (jwt: string, id: string, body: object) =>
    app.server.inject({ method: 'PUT', url: `/api/rooms/${id}`, headers: bearer(jwt), payload: body });

  it('lists only the caller branch rooms', async () => {
    const response = await list(admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((room: { name: string }) => room.name)).toEqual(['Salón Principal']);
  });

  it('answers 404 for another business room, and leaves it as it was', async () => {
    const response = await rename(admin, other.roomId, { name: 'Mía' });
    expect(response.statusCode).toBe(404);
    const theirs = (await app.login(other.email, other.password)).jwt;
    expect((await list(theirs)).json()).toEqual([expect.objectContaining({ id: other.roomId, name: 'Terraza' })]);
  });

  it('lets roles with tables create rename rooms, and refuses the rest with 403', async () => {
    const [room] = (await list(admin)).json();
    const renamed = await rename(admin, room.id, { name: 'Salón', version: room.version });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Salón', version: room.version + 1 });
    for (const [email, password] of [
      ['mesero@demo.pos', 'mesero1234'],
      ['caja@demo.pos', 'caja1234'],
      ['pos@demo.pos', 'pos1234'],
    ] as const) {
      const jwt = (await app.login(email, password)).jwt;
      expect((await list(jwt)).statusCode).toBe(200);
      const refused = await rename(jwt, room.id, { name: 'Otro' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toEqual({
        code: 'FORBIDDEN',
        message: 'You do not have permission for this action',
      });
    }
  });

  it('answers 409 when the room changed since the caller read it', async () => {
    const [room] = (await list(admin)).json();
    expect((await rename(admin, room.id, { name: 'Uno', version: room.version })).statusCode).toBe(200);
    const stale = await rename(admin, room.id, { name: 'Dos', version: room.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('CONFLICT');
  });
});
