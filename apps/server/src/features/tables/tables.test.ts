import type { Table } from '@comandero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOtherTenant, createUser } from '../../test/fixtures.js';
import { bearer, createTestApp, signInDemoStaff, TEST_DIALECT, type TestApp } from '../../test/harness.js';

describe(`tables on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  const jwt: Record<'admin' | 'caja' | 'mesero' | 'pos', string> = { admin: '', caja: '', mesero: '', pos: '' };

  beforeAll(async () => {
    app = await createTestApp();
    Object.assign(jwt, await signInDemoStaff(app));
  });
  afterAll(() => app.close());

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.server.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const tableNumber = async (n: number) => (await call(jwt.admin, 'GET', `/api/tables/number/${n}`)).json<Table>();

  it('lists the 12 demo tables sorted by number, for every role', async () => {
    for (const token of Object.values(jwt)) {
      const response = await call(token, 'GET', '/api/tables');
      expect(response.statusCode).toBe(200);
      expect(response.json<Table[]>().map((table) => table.numberTable)).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
      ]);
    }
  });

  describe('occupy and release', () => {
    it('lets exactly one of 20 terminals take the same free table', async () => {
      const tokens = await Promise.all(
        Array.from({ length: 20 }, async (_, index) => {
          const email = `mesero${index}@demo.pos`;
          await createUser(app.database.db, {
            businessId: app.seed.businessId,
            branchId: app.seed.branchId,
            roleName: 'mesero',
            email,
            password: 'mesero1234',
          });
          return (await app.login(email, 'mesero1234')).jwt;
        }),
      );
      const table = await tableNumber(5);
      const answers = await Promise.all(
        tokens.map((token) => call(token, 'POST', `/api/tables/${table.id}/occupy`, { people: 2 })),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(19);
      const refused = answers.find((answer) => answer.statusCode === 409)!;
      expect(refused.json().error).toMatchObject({ code: 'TABLE_OCCUPIED', message: 'The table is occupied' });
      expect(refused.json().error.details.user).toMatch(/mesero/);
    });

    it('marks the table busy with user and people, lets the owner come back, and releases it', async () => {
      const table = await tableNumber(3);
      const taken = await call(jwt.mesero, 'POST', `/api/tables/${table.id}/occupy`, { people: 4 });
      expect(taken.statusCode).toBe(200);
      expect(taken.json()).toMatchObject({ busy: true, people: 4, user: { name: 'Mario Mesero' } });
      expect((await call(jwt.mesero, 'POST', `/api/tables/${table.id}/occupy`, { people: 5 })).json().people).toBe(5);
      expect((await call(jwt.pos, 'POST', `/api/tables/${table.id}/release`)).statusCode).toBe(403);
      const released = await call(jwt.mesero, 'POST', `/api/tables/${table.id}/release`);
      expect(released.json()).toMatchObject({ busy: false, user: null, people: null, currentOrderId: null });
    });

    it('lets a cashier (readAll) release another waiter table', async () => {
      const table = await tableNumber(4);
      await call(jwt.mesero, 'POST', `/api/tables/${table.id}/occupy`, { people: 2 });
      expect((await call(jwt.caja, 'POST', `/api/tables/${table.id}/release`)).statusCode).toBe(200);
    });
  });

  describe('transfer', () => {
    it('moves user and people to the destination and frees the source, in one step', async () => {
      const [source, destination] = [await tableNumber(6), await tableNumber(7)];
      await call(jwt.mesero, 'POST', `/api/tables/${source.id}/occupy`, { people: 3 });
      const response = await call(jwt.mesero, 'POST', '/api/tables/transfer', {
        sourceId: source.id,
        destinationId: destination.id,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().source).toMatchObject({ busy: false, user: null, people: null });
      expect(response.json().destination).toMatchObject({ busy: true, people: 3, user: { name: 'Mario Mesero' } });
    });

    it('refuses a destination busy with another user without transferAll, and allows it with it', async () => {
      const [mine, theirs] = [await tableNumber(8), await tableNumber(9)];
      await call(jwt.mesero, 'POST', `/api/tables/${mine.id}/occupy`, { people: 2 });
      await call(jwt.pos, 'POST', `/api/tables/${theirs.id}/occupy`, { people: 1 });
      const refused = await call(jwt.mesero, 'POST', '/api/tables/transfer', {
        sourceId: mine.id,
        destinationId: theirs.id,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('TABLE_OCCUPIED');
      expect((await tableNumber(8)).busy).toBe(true);
      const byCashier = await call(jwt.caja, 'POST', '/api/tables/transfer', {
        sourceId: mine.id,
        destinationId: theirs.id,
      });
      expect(byCashier.statusCode).toBe(200);
      expect(byCashier.json().destination).toMatchObject({ people: 3, user: { name: 'Terminal POS' } });
    });

    it('never leaves the guests on both tables or on neither when transfers race', async () => {
      const [a, b, c] = [await tableNumber(10), await tableNumber(11), await tableNumber(12)];
      await call(jwt.admin, 'POST', `/api/tables/${a.id}/occupy`, { people: 2 });
      const answers = await Promise.all([
        call(jwt.admin, 'POST', '/api/tables/transfer', { sourceId: a.id, destinationId: b.id }),
        call(jwt.admin, 'POST', '/api/tables/transfer', { sourceId: a.id, destinationId: c.id }),
      ]);
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      const busy = [await tableNumber(10), await tableNumber(11), await tableNumber(12)].filter((table) => table.busy);
      expect(busy).toHaveLength(1);
      expect(busy[0]!.people).toBe(2);
    });

    it('refuses bad transfers with a code', async () => {
      const table = await tableNumber(1);
      const same = await call(jwt.admin, 'POST', '/api/tables/transfer', {
        sourceId: table.id,
        destinationId: table.id,
      });
      expect(same.statusCode).toBe(400);
      const free = await call(jwt.admin, 'POST', '/api/tables/transfer', {
        sourceId: table.id,
        destinationId: (await tableNumber(2)).id,
      });
      expect(free.statusCode).toBe(409);
    });
  });

  describe('edit mode', () => {
    it('creates a table on an empty slot with default shape CIRCLE and size BIG', async () => {
      const response = await call(jwt.admin, 'POST', '/api/tables', { name: 'Mesa 13', numberTable: 13, position: 2 });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        numberTable: 13,
        position: 2,
        shape: 'CIRCLE',
        size: 'BIG',
        busy: false,
      });
    });

    it('refuses a taken number (409 TABLE_EXISTS) and a taken position', async () => {
      const room = (await call(jwt.admin, 'GET', '/api/rooms')).json()[0];
      const duplicate = await call(jwt.admin, 'POST', '/api/tables', { name: 'Mesa 1', numberTable: 1, position: 48 });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().error).toEqual({
        code: 'TABLE_EXISTS',
        message: 'The table number already exists, try another one',
      });
      const taken = await call(jwt.admin, 'POST', '/api/tables', {
        name: 'Mesa 20',
        numberTable: 20,
        roomId: room.id,
        position: 1,
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error).toEqual({
        code: 'TABLE_POSITION_TAKEN',
        message: 'a table already exists in this position',
      });
    });

    it('moves and reshapes a table, refusing a stale version', async () => {
      const table = await tableNumber(2);
      const moved = await call(jwt.admin, 'PUT', `/api/tables/${table.id}`, { position: 40, version: table.version });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().position).toBe(40);
      const reshaped = await call(jwt.admin, 'PUT', `/api/tables/${table.id}`, { shape: 'SQUARE' });
      expect(reshaped.json().shape).toBe('SQUARE');
      const stale = await call(jwt.admin, 'PUT', `/api/tables/${table.id}`, {
        shape: 'CIRCLE',
        version: table.version,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error.code).toBe('CONFLICT');
    });

    it.each([
      ['a negative number', { name: 'Mesa', numberTable: -3, position: 5 }],
      ['a missing number', { name: 'Mesa', position: 5 }],
      ['position 0', { name: 'Mesa', numberTable: 30, position: 0 }],
      ['position 49', { name: 'Mesa', numberTable: 30, position: 49 }],
      ['a text number', { name: 'Mesa', numberTable: 'treinta', position: 5 }],
      ['an unknown shape', { name: 'Mesa', numberTable: 30, position: 5, shape: 'TRIANGLE' }],
    ])('answers %s with 400 VALIDATION_ERROR', async (_case, body) => {
      const response = await call(jwt.admin, 'POST', '/api/tables', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
    });

    it('allows edit mode only to roles with create permission on tables', async () => {
      const table = await tableNumber(1);
      for (const token of [jwt.caja, jwt.mesero, jwt.pos]) {
        expect(
          (await call(token, 'POST', '/api/tables', { name: 'X', numberTable: 77, position: 44 })).statusCode,
        ).toBe(403);
        expect((await call(token, 'PUT', `/api/tables/${table.id}`, { shape: 'SQUARE' })).statusCode).toBe(403);
      }
    });

    it('allows transfer by permission: Pos, mesero, caja and admin have it', async () => {
      const noTransfer = await createUser(app.database.db, {
        businessId: app.seed.businessId,
        branchId: app.seed.branchId,
        roleName: 'Customer',
        email: 'cliente@demo.pos',
        password: 'cliente1234',
      });
      expect(noTransfer).toBeTruthy();
      const customer = (await app.login('cliente@demo.pos', 'cliente1234')).jwt;
      const [a, b] = [await tableNumber(1), await tableNumber(2)];
      expect((await call(customer, 'GET', '/api/tables')).statusCode).toBe(403);
      expect(
        (await call(customer, 'POST', '/api/tables/transfer', { sourceId: a.id, destinationId: b.id })).statusCode,
      ).toBe(403);
    });
  });

  describe('tenant isolation', () => {
    it('answers 404 for another business table on every id-taking endpoint', async () => {
      const other = await createOtherTenant(app.database.db);
      const theirs = (await app.login(other.email, other.password)).jwt;
      const created = await call(theirs, 'POST', '/api/tables', { name: 'Mesa 1', numberTable: 1, position: 1 });
      expect(created.statusCode).toBe(201);
      const foreignId = created.json().id;
      const mine = (await tableNumber(1)).id;
      const attempts = [
        call(jwt.admin, 'GET', `/api/tables/${foreignId}`),
        call(jwt.admin, 'PUT', `/api/tables/${foreignId}`, { shape: 'SQUARE' }),
        call(jwt.admin, 'POST', `/api/tables/${foreignId}/occupy`, { people: 1 }),
        call(jwt.admin, 'POST', `/api/tables/${foreignId}/release`),
        call(jwt.admin, 'POST', '/api/tables/transfer', { sourceId: foreignId, destinationId: mine }),
        call(jwt.admin, 'POST', '/api/tables', { name: 'X', numberTable: 60, position: 30, roomId: other.roomId }),
      ];
      for (const attempt of await Promise.all(attempts)) {
        expect(attempt.statusCode).toBe(404);
        expect(attempt.json().error.code).toBe('NOT_FOUND');
      }
      expect((await call(theirs, 'GET', `/api/tables/${foreignId}`)).json()).toMatchObject({
        shape: 'CIRCLE',
        busy: false,
      });
    });
  });
});
