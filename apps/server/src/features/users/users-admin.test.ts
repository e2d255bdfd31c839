import type { CreatedUser, UserRow, UsersAdminPage } from '@comandero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOtherTenant, createUser } from '../../test/fixtures.js';
import { bearer, createTestApp, TEST_DIALECT, type TestApp } from '../../test/harness.js';

describe(`users screen on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  const jwt = { admin: '', mesero: '', caja: '' };
  let adminId = '';
  let roles: Record<string, string> = {};
  let caja1 = '';
  let other: Awaited<ReturnType<typeof createOtherTenant>>;

  beforeAll(async () => {
    app = await createTestApp();
    await signInAll();
    const db = app.database.db;
    roles = Object.fromEntries(
      (await db.selectFrom('roles').select(['id', 'name']).execute()).map((r) => [r.name, r.id]),
    );
    caja1 = (await db.selectFrom('cashiers').select('id').where('name', '=', 'Caja 1').executeTakeFirstOrThrow()).id;
    other = await createOtherTenant(db);
  });
  afterAll(() => app.close());

  async function signInAll() {
    const admin = await app.login('admin@demo.pos', 'admin1234');
    jwt.admin = admin.jwt;
    adminId = admin.user.id;
    jwt.mesero = (await app.login('mesero@demo.pos', 'mesero1234')).jwt;
    jwt.caja = (await app.login('caja@demo.pos', 'caja1234')).jwt;
  }

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.server.inject({ method, url, headers: bearer(token), ...(payload !== undefined ? { payload } : {}) });
  const waiter = (overrides: object = {}) => ({
    name: 'Lucia Mesera',
    email: 'lucia@demo.pos',
    roleId: roles.mesero,
    cashierId: caja1,
    pin: '5678',
    ...overrides,
  });
  const create = (token: string, forms: object[]) => call(token, 'POST', '/api/users', forms);
  const update = (token: string, ids: string[], payload: object) => call(token, 'PUT', '/api/users', { ids, payload });
  const firstMessage = (response: { json(): { error: { details?: { message: string }[]; message: string } } }) =>
    response.json().error.details?.[0]?.message ?? response.json().error.message;
  const usersPage = async (name: string) =>
    (
      await call(jwt.admin, 'POST', '/api/users/page', { filter: { name, includeDeleted: true } })
    ).json<UsersAdminPage>();

  it('offers the roles that are not super, customer or pos', async () => {
    const answer = await call(jwt.admin, 'GET', '/api/roles');
    expect(
      answer
        .json<{ name: string }[]>()
        .map((role) => role.name)
        .sort(),
    ).toEqual(['Administrador', 'Caja', 'mesero']);
  });

  it('says the spec message of each bad field', async () => {
    expect(firstMessage(await create(jwt.admin, [waiter({ name: 'L!' })]))).toBe('ERROR ALPHANUMERIC');
    expect(firstMessage(await create(jwt.admin, [waiter({ email: 'lucia' })]))).toBe('ERROR EMAIL');
    expect(firstMessage(await create(jwt.admin, [waiter({ phone: '12ab' })]))).toBe('ERROR PHONE');
    expect(firstMessage(await create(jwt.admin, [waiter({ pin: '12' })]))).toBe('ERROR PIN');
    expect(firstMessage(await create(jwt.admin, [waiter({ name: '' })]))).toBe('REQUIRED');
    const noCashier = await create(jwt.admin, [waiter({ cashierId: null })]);
    expect(noCashier.statusCode).toBe(422);
    expect(noCashier.json().error.details).toEqual([{ path: 'body.0.cashierId', message: 'REQUIRED' }]);
    const posRole = await create(jwt.admin, [waiter({ roleId: roles.Pos })]);
    expect(posRole.statusCode).toBe(422);
    expect(posRole.json().error.details[0].path).toBe('body.0.roleId');
  });

  it('creates a waiter with a PIN and a cashier; the one-time code sets the password once', async () => {
    const created = await create(jwt.admin, [waiter({ phone: '300 123 4567' })]);
    expect(created.statusCode).toBe(201);
    const [lucia] = created.json<CreatedUser[]>();
    expect(lucia).toMatchObject({
      name: 'Lucia Mesera',
      email: 'lucia@demo.pos',
      role: 'mesero',
      phone: '3001234567',
      cashier: { id: caja1, name: 'Caja 1' },
      allowedViews: [],
      hasPin: true,
      passwordPending: true,
      deleted: false,
    });
    const { code, expiresAt } = lucia!.passwordCode;
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(Date.parse(expiresAt) - app.clock.now().getTime()).toBe(24 * 60 * 60 * 1000);
    const stored = await app.database.db
      .selectFrom('users')
      .select(['pin_hash', 'password_hash'])
      .where('id', '=', lucia!.id)
      .executeTakeFirstOrThrow();
    expect(stored.pin_hash).toMatch(/^\$argon2id\$/);
    // No password until the code is used.
    expect(
      (
        await app.server.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { identifier: 'lucia@demo.pos', password: '' },
        })
      ).statusCode,
    ).toBe(400);

    const check = await app.server.inject({
      method: 'POST',
      url: '/api/users/set-password/check',
      payload: { code: code.toLowerCase() },
    });
    expect(check.json()).toEqual({ name: 'Lucia Mesera', email: 'lucia@demo.pos' });
    const short = await app.server.inject({
      method: 'POST',
      url: '/api/users/set-password',
      payload: { code, password: 'short' },
    });
    expect(firstMessage(short)).toBe('ERROR PASSWORD');
    const set = await app.server.inject({
      method: 'POST',
      url: '/api/users/set-password',
      payload: { code, password: 'lucia-1234' },
    });
    expect(set.statusCode).toBe(200);
    const again = await app.server.inject({
      method: 'POST',
      url: '/api/users/set-password',
      payload: { code, password: 'other-1234' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.code).toBe('PASSWORD_CODE_INVALID');
    const signedIn = await app.login('lucia@demo.pos', 'lucia-1234');
    expect(signedIn.user).toMatchObject({ role: { name: 'mesero' }, cashier: { name: 'Caja 1' } });
    // Her PIN changes user on a terminal of the branch.
    const pin = await call(jwt.mesero, 'POST', '/api/auth/pin', { pin: '5678', purpose: 'login', userId: lucia!.id });
    expect(pin.statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const [pedro] = (await create(jwt.admin, [waiter({ name: 'Pedro', email: 'pedro@demo.pos', pin: null })])).json<
      CreatedUser[]
    >();
    app.clock.advanceSeconds(24 * 60 * 60 + 1);
    // The sessions expired too (12 h).
    await signInAll();
    const late = await app.server.inject({
      method: 'POST',
      url: '/api/users/set-password',
      payload: { code: pedro!.passwordCode.code, password: 'pedro-1234' },
    });
    expect(late.json().error.code).toBe('PASSWORD_CODE_INVALID');
    const fresh = await call(jwt.admin, 'POST', `/api/users/${pedro!.id}/password-code`);
    expect(fresh.statusCode).toBe(201);
    const used = await app.server.inject({
      method: 'POST',
      url: '/api/users/set-password',
      payload: { code: fresh.json().code, password: 'pedro-1234' },
    });
    expect(used.statusCode).toBe(200);
  });

  it("ends the user's old sessions when a password is set with a new code", async () => {
    const userId = await createUser(app.database.db, {
      businessId: app.seed.businessId,
      branchId: app.seed.branchId,
      roleName: 'mesero',
      email: 'olvido@demo.pos',
      password: 'olvido-1234',
    });
    const stale = (await app.login('olvido@demo.pos', 'olvido-1234')).jwt;
    expect((await call(stale, 'GET', '/api/auth/me')).statusCode).toBe(200);
    const code = (await call(jwt.admin, 'POST', `/api/users/${userId}/password-code`)).json().code;
    const set = await app.server.inject({
      method: 'POST',
      url: '/api/users/set-password',
      payload: { code, password: 'nueva-12345' },
    });
    expect(set.statusCode).toBe(200);
    const refused = await call(stale, 'GET', '/api/auth/me');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('SESSION_REVOKED');
    expect((await app.login('olvido@demo.pos', 'nueva-12345')).user.id).toBe(userId);
  });

  it('keeps PINs unique in the branch and emails unique', async () => {
    const samePin = await create(jwt.admin, [waiter({ email: 'otra@demo.pos', pin: '3333' })]);
    expect(samePin.statusCode).toBe(409);
    expect(samePin.json().error.code).toBe('PIN_TAKEN');
    const sameEmail = await create(jwt.admin, [waiter({ email: 'MESERO@demo.pos', pin: null })]);
    expect(sameEmail.json().error.code).toBe('EMAIL_TAKEN');
  });

  it('gives the allowed tabs only to a cashier role, and edits one user', async () => {
    const [cajera] = (
      await create(jwt.admin, [
        { name: 'Cajera Dos', email: 'cajera2@demo.pos', roleId: roles.Caja, allowedViews: ['tables', 'deliveries'] },
      ])
    ).json<CreatedUser[]>();
    expect(cajera!.allowedViews).toEqual(['tables', 'deliveries']);
    expect((await update(jwt.admin, [cajera!.id], { roleId: roles.Administrador })).statusCode).toBe(200);
    const [edited] = (await usersPage('cajera2')).content;
    expect(edited).toMatchObject({ role: 'Administrador', allowedViews: [] });
    const mesero = await update(jwt.admin, [cajera!.id], { roleId: roles.mesero });
    expect(mesero.json().error.details).toEqual([{ path: 'body.payload.cashierId', message: 'REQUIRED' }]);
    const two = (await usersPage('')).content.slice(0, 2).map((user) => user.id);
    expect((await update(jwt.admin, two, { name: 'Dos Nombres' })).statusCode).toBe(422);
  });

  it('saves the demo waiter unchanged: the seed gives him the cash drawer a waiter needs', async () => {
    const [mario] = (await usersPage('mesero@demo.pos')).content;
    expect(mario).toMatchObject({ role: 'mesero', cashier: { id: caja1, name: 'Caja 1' } });
    // What the drawer sends when nothing is touched.
    const saved = await update(jwt.admin, [mario!.id], {
      name: mario!.name ?? '',
      email: mario!.email ?? '',
      roleId: mario!.roleId,
      phone: mario!.phone ?? '',
      cashierId: mario!.cashier?.id ?? null,
      allowedViews: [],
      pin: null,
    });
    expect(saved.json()).toEqual({ updated: 1 });
    expect((await usersPage('mesero@demo.pos')).content[0]).toMatchObject({ cashier: { id: caja1 } });
  });

  it('deactivates a user: his session ends (401 on the next call); Desactivado until activated', async () => {
    const [mario] = (await usersPage('mesero@demo.pos')).content;
    expect((await call(jwt.mesero, 'GET', '/api/tables')).statusCode).toBe(200);
    expect((await update(jwt.admin, [mario!.id], { deleted: true })).json()).toEqual({ updated: 1 });
    const after = await call(jwt.mesero, 'GET', '/api/tables');
    expect(after.statusCode).toBe(401);
    expect((await usersPage('mesero@demo.pos')).content[0]).toMatchObject({ deleted: true });
    // Change user lists only active users.
    const cards = (
      await call(jwt.admin, 'POST', '/api/users/page', { filter: { name: 'mesero@demo.pos' } })
    ).json<UsersAdminPage>();
    expect(cards.totalElements).toBe(0);
    await expect(app.login('mesero@demo.pos', 'mesero1234')).rejects.toThrow(/401/);
    expect((await update(jwt.admin, [mario!.id], { deleted: false })).statusCode).toBe(200);
    jwt.mesero = (await app.login('mesero@demo.pos', 'mesero1234')).jwt;
  });

  it('keeps an active administrator: not yourself, not the last one', async () => {
    const self = await update(jwt.admin, [adminId], { deleted: true });
    expect(self.json().error.code).toBe('OWN_ADMINISTRATOR');
    const demoted = await update(jwt.admin, [adminId], { roleId: roles.Caja });
    expect(demoted.json().error.code).toBe('OWN_ADMINISTRATOR');
    await createUser(app.database.db, {
      businessId: app.seed.businessId,
      branchId: app.seed.branchId,
      roleName: 'Super Admin',
      email: 'super@demo.pos',
      password: 'super1234',
    });
    const superJwt = (await app.login('super@demo.pos', 'super1234')).jwt;
    const administrators = (await usersPage('')).content.filter(
      (user) => user.role === 'Administrador' && !user.deleted,
    );
    const last = await update(
      superJwt,
      administrators.map((user) => user.id),
      { deleted: true },
    );
    expect(last.statusCode).toBe(409);
    expect(last.json().error.code).toBe('LAST_ADMINISTRATOR');
    expect((await usersPage('admin@demo.pos')).content[0]).toMatchObject({ deleted: false });
    // With another administrator left, one may go.
    const others = administrators.filter((user) => user.id !== adminId);
    expect(
      (
        await update(
          superJwt,
          others.map((user) => user.id),
          { deleted: true },
        )
      ).statusCode,
    ).toBe(200);
  });

  it('answers 403 to a waiter or a cashier on every write, and 404 for another branch', async () => {
    const [row] = (await usersPage('lucia')).content as UserRow[];
    for (const token of [jwt.mesero, jwt.caja]) {
      expect((await create(token, [waiter({ email: 'x@demo.pos' })])).statusCode).toBe(403);
      expect((await update(token, [row!.id], { deleted: true })).statusCode).toBe(403);
      expect((await update(token, [row!.id], { name: 'Otro Nombre' })).statusCode).toBe(403);
      expect((await call(token, 'POST', `/api/users/${row!.id}/password-code`)).statusCode).toBe(403);
      expect((await call(token, 'POST', '/api/users/cashier/select', { name: 'caj' })).statusCode).toBe(403);
      expect((await call(token, 'POST', '/api/users/page', { filter: { includeDeleted: true } })).statusCode).toBe(403);
    }
    expect((await update(jwt.admin, [other.userId], { deleted: true })).statusCode).toBe(404);
    expect((await update(jwt.admin, [row!.id, other.userId], { deleted: true })).statusCode).toBe(404);
    expect((await usersPage('lucia')).content[0]).toMatchObject({ deleted: false });
    expect((await call(jwt.admin, 'POST', `/api/users/${other.userId}/password-code`)).statusCode).toBe(404);
    const otherJwt = (await app.login(other.email, other.password)).jwt;
    const otherCashier = await call(otherJwt, 'POST', '/api/cashiers', { name: 'Caja Norte', userIds: [] });
    expect((await update(jwt.admin, [row!.id], { cashierId: otherCashier.json().id })).statusCode).toBe(404);
    expect(
      (await call(otherJwt, 'POST', '/api/users/page', { filter: { name: 'lucia', includeDeleted: true } })).json()
        .totalElements,
    ).toBe(0);
  });

  it('finds cash drawers for the picker by name, 15 at most', async () => {
    for (let index = 0; index < 17; index++) {
      await call(jwt.admin, 'POST', '/api/cashiers', { name: `Barra ${String(index).padStart(2, '0')}`, userIds: [] });
    }
    const found = await call(jwt.admin, 'POST', '/api/users/cashier/select', { name: 'barra' });
    expect(found.json()).toHaveLength(15);
    const one = await call(jwt.admin, 'POST', '/api/users/cashier/select', { name: 'caja 1' });
    expect(one.json()).toEqual([{ id: caja1, name: 'Caja 1' }]);
  });
});
