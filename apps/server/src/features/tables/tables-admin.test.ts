import type { Room, Table } from '@comandero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../shared/ids.js';
import { createOtherTenant } from '../../test/fixtures.js';
import { bearer, createTestApp, signInDemoStaff, TEST_DIALECT, type TestApp } from '../../test/harness.js';
import type { BusEvent } from '../events/event-bus.js';

type Role = 'admin' | 'caja' | 'mesero' | 'pos';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The tables admin list (`/settings/tables`): rename, renumber, move, delete tables; create and delete rooms. */
describe(`tables admin on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  const jwt = {} as Record<Role, string>;
  const heard: BusEvent[] = [];

  beforeAll(async () => {
    app = await createTestApp();
    Object.assign(jwt, await signInDemoStaff(app));
    app.events.subscribe(app.seed.branchId, (event) => heard.push(event));
  });
  afterAll(() => app.close());

  const call = (token: string, method: Method, url: string, payload?: object) =>
    app.server.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const admin = (method: Method, url: string, payload?: object) => call(jwt.admin, method, url, payload);
  const tableNumber = async (n: number) => (await admin('GET', `/api/tables/number/${n}`)).json<Table>();
  const newRoom = async (name: string) => (await admin('POST', '/api/rooms', { name })).json<Room>();

  it('renames a table and tells every terminal of the branch', async () => {
    const table = await tableNumber(1);
    const renamed = await admin('PUT', `/api/tables/${table.id}`, { name: 'Ventana', version: table.version });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<Table>()).toMatchObject({ name: 'Ventana', numberTable: 1, version: table.version + 1 });
    expect(heard).toContainEqual({ type: 'table.changed', table: renamed.json() });
  });

  it('renumbers a table, refusing a number another table has with the spec text', async () => {
    const table = await tableNumber(2);
    const taken = await admin('PUT', `/api/tables/${table.id}`, { numberTable: 3 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toEqual({
      code: 'TABLE_EXISTS',
      message: 'The table number already exists, try another one',
    });
    const renumbered = await admin('PUT', `/api/tables/${table.id}`, { numberTable: 20 });
    expect(renumbered.json<Table>().numberTable).toBe(20);
  });

  it('of two concurrent edits from the same version, one wins and the other gets 409', async () => {
    const table = await tableNumber(4);
    const answers = await Promise.all(
      ['Uno', 'Dos'].map((name) => admin('PUT', `/api/tables/${table.id}`, { name, version: table.version })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('moves a table to another room, into its own slot there or the first free one', async () => {
    const terrace = await newRoom('Terraza');
    const five = await tableNumber(5);
    const six = await tableNumber(6);
    const moved = await admin('PUT', `/api/tables/${five.id}`, { roomId: terrace.id });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<Table>()).toMatchObject({ roomId: terrace.id, position: five.position });
    const second = await admin('PUT', `/api/tables/${six.id}`, { roomId: terrace.id });
    expect(second.json<Table>().roomId).toBe(terrace.id);
    expect(second.json<Table>().position).not.toBe(five.position);
    const back = await admin('PUT', `/api/tables/${six.id}`, { roomId: five.roomId });
    expect(back.json<Table>()).toMatchObject({ roomId: five.roomId, position: six.position });
  });

  it('deletes a free table (soft, its number free again) and refuses one that has an order', async () => {
    const seven = await tableNumber(7);
    const busy = await tableNumber(8);
    expect((await call(jwt.mesero, 'POST', `/api/tables/${busy.id}/occupy`, { people: 2 })).statusCode).toBe(200);
    const refused = await admin('DELETE', `/api/tables/${busy.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('TABLE_HAS_ORDER');

    expect((await admin('DELETE', `/api/tables/${seven.id}`)).statusCode).toBe(204);
    expect(heard).toContainEqual({ type: 'table.removed', tableId: seven.id });
    const listed = (await admin('GET', '/api/tables')).json<Table[]>();
    expect(listed.map((table) => table.id)).not.toContain(seven.id);
    expect(listed.map((table) => table.id)).toContain(busy.id);
    expect((await admin('DELETE', `/api/tables/${seven.id}`)).statusCode).toBe(404);
    const again = await admin('POST', '/api/tables', { name: 'Mesa 7', numberTable: 7, position: seven.position });
    expect(again.statusCode).toBe(201);
  });

  it('creates and deletes rooms, refusing to delete one that still has tables', async () => {
    const patio = await newRoom('Patio');
    expect((await admin('GET', '/api/rooms')).json<Room[]>().map((room) => room.name)).toContain('Patio');
    const table = await admin('POST', '/api/tables', {
      name: 'Patio 1',
      numberTable: 31,
      roomId: patio.id,
      position: 1,
    });
    expect(table.statusCode).toBe(201);
    const refused = await admin('DELETE', `/api/rooms/${patio.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('ROOM_HAS_TABLES');

    expect((await admin('DELETE', `/api/tables/${table.json<Table>().id}`)).statusCode).toBe(204);
    expect((await admin('DELETE', `/api/rooms/${patio.id}`)).statusCode).toBe(204);
    expect(heard).toContainEqual({ type: 'room.removed', roomId: patio.id });
    expect((await admin('GET', '/api/rooms')).json<Room[]>().map((room) => room.name)).not.toContain('Patio');
    expect((await admin('PUT', `/api/tables/${(await tableNumber(9)).id}`, { roomId: patio.id })).statusCode).toBe(404);
  });

  it('refuses every write to a waiter, a cashier and a POS user with 403', async () => {
    const table = await tableNumber(10);
    const [room] = (await admin('GET', '/api/rooms')).json<Room[]>();
    for (const role of ['mesero', 'caja', 'pos'] as const) {
      const writes: [Method, string, object?][] = [
        ['POST', '/api/rooms', { name: 'Suya' }],
        ['PUT', `/api/rooms/${room!.id}`, { name: 'Suya' }],
        ['DELETE', `/api/rooms/${room!.id}`],
        ['POST', '/api/tables', { name: 'Suya', numberTable: 77, position: 40 }],
        ['PUT', `/api/tables/${table.id}`, { name: 'Suya' }],
        ['DELETE', `/api/tables/${table.id}`],
      ];
      for (const [method, url, body] of writes) {
        const answer = await call(jwt[role], method, url, body);
        expect(answer.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    expect((await tableNumber(10)).name).toBe(table.name);
  });

  it("answers 404 for another branch's room and table, and leaves them as they were", async () => {
    const other = await createOtherTenant(app.database.db);
    const theirs = (await app.login(other.email, other.password)).jwt;
    const created = await call(theirs, 'POST', '/api/tables', {
      id: newId(),
      name: 'Suya',
      numberTable: 1,
      roomId: other.roomId,
      position: 1,
    });
    expect(created.statusCode).toBe(201);
    const foreign = created.json<Table>();
    const mine = await tableNumber(11);
    const attempts: [Method, string, object?][] = [
      ['PUT', `/api/tables/${foreign.id}`, { name: 'Mía' }],
      ['DELETE', `/api/tables/${foreign.id}`],
      ['PUT', `/api/tables/${mine.id}`, { roomId: other.roomId }],
      ['PUT', `/api/rooms/${other.roomId}`, { name: 'Mía' }],
      ['DELETE', `/api/rooms/${other.roomId}`],
    ];
    for (const [method, url, body] of attempts) {
      expect((await admin(method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(theirs, 'GET', '/api/tables')).json<Table[]>()).toEqual([foreign]);
    expect((await call(theirs, 'GET', '/api/rooms')).json<Room[]>()).toMatchObject([{ name: 'Terraza' }]);
  });
});
