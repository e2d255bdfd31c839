import type { LoginResponse } from '@comandero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOtherTenant, createUser, signInNewWaiter } from '../../test/fixtures.js';
import { bearer, createTestApp, TEST_DIALECT, type TestApp } from '../../test/harness.js';

describe(`auth on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  const login = (identifier: string, password: string) =>
    app.server.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier, password } });
  const me = (jwt: string) => app.server.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(jwt) });
  const pin = (jwt: string, body: object) =>
    app.server.inject({ method: 'POST', url: '/api/auth/pin', headers: bearer(jwt), payload: body });

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  describe('login', () => {
    it('answers a token and the user with role, business, branch and derived politics', async () => {
      const response = await login('admin@demo.pos', 'admin1234');
      expect(response.statusCode).toBe(200);
      const body = response.json<LoginResponse>();
      expect(body.jwt.split('.')).toHaveLength(3);
      expect(body.user).toMatchObject({
        email: 'admin@demo.pos',
        role: { name: 'Administrador' },
        business: { name: 'Demo Restaurante' },
        branch: {
          name: 'Principal',
          country: 'colombia',
          currency: 'COP',
          paymentMethods: [
            { name: 'Efectivo', type: 'cash' },
            { name: 'Tarjeta', type: 'card' },
            { name: 'Transferencia', type: 'transfer' },
          ],
        },
      });
      expect(body.user.securityPolitics.settings).toContain('view');
      expect(body.user.securityPolitics.pos).toEqual(['tables', 'self-service', 'deliveries']);
      const lifetimeHours = (Date.parse(body.expiresAt) - app.clock.now().getTime()) / 3_600_000;
      expect(lifetimeHours).toBeLessThanOrEqual(12);
    });

    it('gives the cashier the views of her user and her cashier box', async () => {
      const { user } = await app.login('caja@demo.pos', 'caja1234');
      expect(user.cashier?.name).toBe('Caja 1');
      expect(user.securityPolitics.pos).toEqual(['tables', 'self-service']);
      expect(user.securityPolitics.tables).toContain('readAll');
      expect(user.securityPolitics.settings).toBeUndefined();
    });

    it('accepts the email in any case and the username', async () => {
      expect((await login('MESERO@Demo.POS', 'mesero1234')).statusCode).toBe(200);
      expect((await login('pos', 'pos1234')).statusCode).toBe(200);
    });

    it.each([
      ['a wrong password', 'admin@demo.pos', 'admin12345'],
      ['an unknown user', 'nobody@demo.pos', 'admin1234'],
    ])('refuses %s with Información incorrecta!', async (_case, identifier, password) => {
      const response = await login(identifier, password);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: { code: 'INVALID_CREDENTIALS', message: 'Información incorrecta!' } });
    });

    it('refuses a role outside the allowed list with Usuario no autorizado', async () => {
      await createUser(app.database.db, {
        businessId: app.seed.businessId,
        branchId: app.seed.branchId,
        roleName: 'Cocinero',
        email: 'cocina@demo.pos',
        password: 'cocina1234',
      });
      const response = await login('cocina@demo.pos', 'cocina1234');
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual({ code: 'UNAUTHORIZED_ROLE', message: 'Usuario no autorizado' });
    });

    it('lets a user without a branch in, with branch null, so the web can warn', async () => {
      await createUser(app.database.db, {
        businessId: app.seed.businessId,
        branchId: null,
        roleName: 'mesero',
        email: 'nuevo@demo.pos',
        password: 'nuevo1234',
      });
      const { user } = await app.login('nuevo@demo.pos', 'nuevo1234');
      expect(user.branch).toBeNull();
    });

    it('stores passwords and PINs as argon2id hashes', async () => {
      const rows = await app.database.db.selectFrom('users').select(['password_hash', 'pin_hash']).execute();
      for (const row of rows) expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(rows.filter((row) => row.pin_hash?.startsWith('$argon2id$'))).toHaveLength(4);
    });
  });

  describe('lockout', () => {
    it('locks the account after 10 failures in 15 minutes, for 15 minutes, then unlocks', async () => {
      for (let attempt = 1; attempt <= 9; attempt++) {
        expect((await login('pos@demo.pos', 'wrong')).statusCode).toBe(401);
      }
      const tenth = await login('pos@demo.pos', 'wrong');
      expect(tenth.statusCode).toBe(423);
      expect(tenth.json().error.code).toBe('ACCOUNT_LOCKED');

      const whileLocked = await login('pos@demo.pos', 'pos1234');
      expect(whileLocked.statusCode).toBe(423);
      expect(whileLocked.json().error.code).toBe('ACCOUNT_LOCKED');
      expect(Number(whileLocked.headers['retry-after'])).toBeGreaterThan(0);

      app.clock.advanceSeconds(14 * 60);
      expect((await login('pos@demo.pos', 'pos1234')).statusCode).toBe(423);
      app.clock.advanceSeconds(61);
      expect((await login('pos@demo.pos', 'pos1234')).statusCode).toBe(200);
    });

    it('counts concurrent wrong logins atomically: the 11th of 20 at once is refused unchecked', async () => {
      await signInNewWaiter(app, 'rafa@demo.pos');
      const answers = await Promise.all(Array.from({ length: 20 }, () => login('rafa@demo.pos', 'wrong')));
      const codes = answers.map((answer) => answer.json().error.code);
      expect(codes.filter((code) => code === 'INVALID_CREDENTIALS')).toHaveLength(9);
      expect(codes.filter((code) => code === 'ACCOUNT_LOCKED')).toHaveLength(11);
      expect((await login('rafa@demo.pos', 'waiter1234')).statusCode).toBe(423);
    });

    it('forgets failures older than 15 minutes and after a success', async () => {
      for (let attempt = 1; attempt <= 9; attempt++) await login('mesero@demo.pos', 'wrong');
      app.clock.advanceSeconds(15 * 60 + 1);
      for (let attempt = 1; attempt <= 9; attempt++) await login('mesero@demo.pos', 'wrong');
      expect((await login('mesero@demo.pos', 'mesero1234')).statusCode).toBe(200);
      for (let attempt = 1; attempt <= 9; attempt++) await login('mesero@demo.pos', 'wrong');
      expect((await login('mesero@demo.pos', 'mesero1234')).statusCode).toBe(200);
    });
  });

  describe('tokens and sessions', () => {
    it('answers the signed-in user on /auth/me', async () => {
      const { jwt } = await app.login('mesero@demo.pos', 'mesero1234');
      const response = await me(jwt);
      expect(response.statusCode).toBe(200);
      expect(response.json().user.role.name).toBe('mesero');
    });

    it('revokes the token on logout', async () => {
      const { jwt } = await app.login('mesero@demo.pos', 'mesero1234');
      const logout = await app.server.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(jwt) });
      expect(logout.statusCode).toBe(204);
      const after = await me(jwt);
      expect(after.statusCode).toBe(401);
      expect(after.json().error.code).toBe('SESSION_REVOKED');
    });

    it('refuses an expired token', async () => {
      const { jwt } = await app.login('mesero@demo.pos', 'mesero1234');
      app.clock.advanceSeconds(12 * 60 * 60 + 1);
      const response = await me(jwt);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('TOKEN_EXPIRED');
    });

    it('refuses a missing, malformed or tampered token', async () => {
      const { jwt } = await app.login('mesero@demo.pos', 'mesero1234');
      const [header, payload, signature] = jwt.split('.');
      const tampered = `${header}.${payload}.${signature!.slice(0, -2)}xx`;
      for (const headers of [{}, bearer('undefined'), bearer(tampered), { authorization: jwt }]) {
        const response = await app.server.inject({ method: 'GET', url: '/api/auth/me', headers });
        expect(response.statusCode).toBe(401);
        expect(response.json().error.code).toBe('UNAUTHENTICATED');
      }
    });
  });

  describe('PIN', () => {
    it('changes user on the terminal and ends the previous session', async () => {
      const terminal = await app.login('mesero@demo.pos', 'mesero1234');
      const response = await pin(terminal.jwt, { pin: '1234', purpose: 'login' });
      expect(response.statusCode).toBe(200);
      const switched = response.json<LoginResponse>();
      expect(switched.user.email).toBe('admin@demo.pos');
      expect((await me(switched.jwt)).statusCode).toBe(200);
      expect((await me(terminal.jwt)).statusCode).toBe(401);
    });

    it('accepts a PIN only for the user picked on the change-user screen', async () => {
      const terminal = await app.login('mesero@demo.pos', 'mesero1234');
      const cashierId = (await app.login('caja@demo.pos', 'caja1234')).user.id;
      const wrongCard = await pin(terminal.jwt, { pin: '1234', purpose: 'login', userId: cashierId });
      expect(wrongCard.statusCode).toBe(422);
      expect(wrongCard.json().error.code).toBe('INCORRECT_PIN');
      expect((await me(terminal.jwt)).statusCode).toBe(200);
      const rightCard = await pin(terminal.jwt, { pin: '2222', purpose: 'login', userId: cashierId });
      expect(rightCard.statusCode).toBe(200);
      expect(rightCard.json<LoginResponse>().user.id).toBe(cashierId);
    });

    it('authorizes with an Administrator or Cashier PIN and refuses others', async () => {
      const { jwt } = await app.login('mesero@demo.pos', 'mesero1234');
      const byCashier = await pin(jwt, { pin: '2222' });
      expect(byCashier.statusCode).toBe(200);
      expect(byCashier.json().user).toMatchObject({ name: 'Carlos Cajero', role: { name: 'Caja' } });
      const byWaiter = await pin(jwt, { pin: '3333', purpose: 'authorize' });
      expect(byWaiter.statusCode).toBe(422);
      expect(byWaiter.json().error).toEqual({ code: 'PIN_NOT_ALLOWED', message: 'Security PIN not allowed' });
      expect((await me(jwt)).statusCode).toBe(200);
    });

    it('answers INCORRECT PIN to a wrong PIN and locks PIN use after 5', async () => {
      const jwt = await signInNewWaiter(app, 'pedro@demo.pos');
      for (let attempt = 1; attempt <= 5; attempt++) {
        const wrong = await pin(jwt, { pin: '9999' });
        expect(wrong.statusCode).toBe(422);
        expect(wrong.json().error).toEqual({ code: 'INCORRECT_PIN', message: 'INCORRECT PIN' });
      }
      const locked = await pin(jwt, { pin: '1234' });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().error.code).toBe('PIN_LOCKED');
      app.clock.advanceSeconds(15 * 60 + 1);
      expect((await pin(jwt, { pin: '1234' })).statusCode).toBe(200);
    });

    it('rejects a PIN that is not 4 to 8 digits', async () => {
      const { jwt } = await app.login('mesero@demo.pos', 'mesero1234');
      for (const bad of ['12', 'abcd', '123456789', 1234]) {
        const response = await pin(jwt, { pin: bad });
        expect(response.statusCode).toBe(400);
        expect(response.json().error.code).toBe('VALIDATION_ERROR');
      }
    });

    it('refuses PINs on a terminal whose user has no branch', async () => {
      const { jwt } = await app.login('nuevo@demo.pos', 'nuevo1234');
      const response = await pin(jwt, { pin: '1234' });
      expect(response.statusCode).toBe(422);
      expect(response.json().error.code).toBe('PIN_NOT_ALLOWED');
    });

    it('does not find a user of another business by PIN', async () => {
      const other = await createOtherTenant(app.database.db);
      const { jwt } = await app.login(other.email, other.password);
      const response = await pin(jwt, { pin: '1234', purpose: 'login' });
      expect(response.statusCode).toBe(422);
      expect(response.json().error.code).toBe('INCORRECT_PIN');
    });
  });
});
