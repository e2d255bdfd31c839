import type { SendCommandResponse, Table } from '@comandero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../shared/ids.js';
import { signInNewWaiter } from '../../test/fixtures.js';
import { bearer, createTestApp, TEST_DIALECT, type TestApp } from '../../test/harness.js';
import { BRANCH_SLOWDOWN_THRESHOLD, PIN_LOCK_THRESHOLD } from './pin-verifier.js';

const ADMIN_PIN = '1234';
const WAITER_PIN = '3333';
const GUESSES = 1_000;

describe(`PIN brute force on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  let adminId: string;
  let waiterId: string;

  beforeAll(async () => {
    app = await createTestApp();
    adminId = (await app.login('admin@demo.pos', 'admin1234')).user.id;
    waiterId = (await app.login('mesero@demo.pos', 'mesero1234')).user.id;
  });
  afterAll(() => app.close());

  const call = (jwt: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.server.inject({ method, url, headers: bearer(jwt), ...(payload ? { payload } : {}) });

  /** A table of the waiter's with one line the kitchen has: changing it needs a PIN. */
  async function sentLine(jwt: string, tableNumber: number) {
    const table = (await call(jwt, 'GET', `/api/tables/number/${tableNumber}`)).json<Table>();
    const product = await app.database.db
      .selectFrom('products')
      .select('id')
      .where('name', '=', 'Agua')
      .executeTakeFirstOrThrow();
    const line = { id: newId(), productId: product.id, sizeId: null, quantity: 2, note: '' };
    expect((await call(jwt, 'POST', `/api/tables/${table.id}/lines`, { lines: [line], people: 2 })).statusCode).toBe(
      200,
    );
    const sent = (await call(jwt, 'POST', `/api/tables/${table.id}/command`)).json<SendCommandResponse>();
    const [line0] = sent.order.lines;
    return { tableId: table.id, lineId: line0!.id, version: line0!.version };
  }

  it('never lets a waiter find the administrator PIN: own-PIN resets, new sessions, every PIN endpoint', async () => {
    let jwt = (await app.login('mesero@demo.pos', 'mesero1234')).jwt;
    const { tableId, lineId, version } = await sentLine(jwt, 11);
    const attempts = [
      (pin: string) => call(jwt, 'POST', '/api/auth/pin', { pin, purpose: 'authorize' }),
      (pin: string) => call(jwt, 'POST', '/api/auth/pin', { pin, purpose: 'login', userId: adminId }),
      (pin: string) => call(jwt, 'POST', `/api/tables/${tableId}/lines/${lineId}/remove`, { pin }),
      (pin: string) => call(jwt, 'PUT', `/api/tables/${tableId}/lines/${lineId}`, { quantity: 1, version, pin }),
    ];
    const answers = new Map<string, number>();
    for (let guess = 0; guess < GUESSES; guess++) {
      // The right PIN comes soon after the first guesses, and often, as a lucky attacker would have it.
      const pin = guess % 97 === 20 ? ADMIN_PIN : String(guess).padStart(4, '0');
      const response = await attempts[guess % attempts.length]!(pin);
      expect(response.statusCode, `guess ${guess} (${pin})`).not.toBe(200);
      const code = response.json().error?.code as string;
      answers.set(code, (answers.get(code) ?? 0) + 1);
      if (guess % 4 === 3) {
        // The waiter's own PIN, for each purpose: a correct PIN that must not clear the count.
        await call(jwt, 'POST', '/api/auth/pin', { pin: WAITER_PIN, purpose: 'authorize' });
        const own = await call(jwt, 'POST', '/api/auth/pin', { pin: WAITER_PIN, purpose: 'login', userId: waiterId });
        if (own.statusCode === 200) jwt = own.json().jwt;
      }
      if (guess % 50 === 49) jwt = (await app.login('mesero@demo.pos', 'mesero1234')).jwt;
    }
    // Every guess reached a PIN check, and all but the first few were refused before it.
    expect([...answers.keys()].sort()).toEqual(['INCORRECT_PIN', 'PIN_LOCKED']);
    expect(answers.get('INCORRECT_PIN')).toBeLessThanOrEqual(PIN_LOCK_THRESHOLD * 2);
  });

  it('locks the account, not the session: a new login or terminal is refused too, with when to retry', async () => {
    const first = await signInNewWaiter(app, 'lucas@demo.pos');
    for (let attempt = 1; attempt <= PIN_LOCK_THRESHOLD; attempt++) {
      const wrong = await call(first, 'POST', '/api/auth/pin', { pin: '9999' });
      expect(wrong.json().error).toEqual({ code: 'INCORRECT_PIN', message: 'INCORRECT PIN' });
    }
    const second = (await app.login('lucas@demo.pos', 'waiter1234')).jwt;
    const locked = await call(second, 'POST', '/api/auth/pin', { pin: ADMIN_PIN });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('PIN_LOCKED');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    app.clock.advanceSeconds(15 * 60 + 1);
    expect((await call(second, 'POST', '/api/auth/pin', { pin: ADMIN_PIN })).statusCode).toBe(200);
  });

  it('locks the guesser, never the user picked on change user: the administrator keeps their PIN', async () => {
    app.clock.advanceSeconds(2 * 60 * 60);
    const guesser = await signInNewWaiter(app, 'tomas@demo.pos');
    const pickAdmin = (jwt: string, pin: string) =>
      call(jwt, 'POST', '/api/auth/pin', { pin, purpose: 'login', userId: adminId });
    for (let attempt = 1; attempt <= PIN_LOCK_THRESHOLD; attempt++) {
      expect((await pickAdmin(guesser, `70${10 + attempt}`)).json().error.code).toBe('INCORRECT_PIN');
    }
    // The guesser is locked, in this session and any other of the account.
    expect((await pickAdmin(guesser, ADMIN_PIN)).json().error.code).toBe('PIN_LOCKED');
    const again = (await app.login('tomas@demo.pos', 'waiter1234')).jwt;
    expect((await pickAdmin(again, ADMIN_PIN)).json().error.code).toBe('PIN_LOCKED');
    // The administrator is not: picked by another user, or authorizing from their own session.
    const colleague = await signInNewWaiter(app, 'sofia@demo.pos');
    expect((await pickAdmin(colleague, ADMIN_PIN)).statusCode).toBe(200);
    const admin = (await app.login('admin@demo.pos', 'admin1234')).jwt;
    expect((await call(admin, 'POST', '/api/auth/pin', { pin: ADMIN_PIN, purpose: 'authorize' })).statusCode).toBe(200);
  });

  it('refuses the 6th of many concurrent wrong PINs before its PIN is checked', async () => {
    const jwt = await signInNewWaiter(app, 'marta@demo.pos');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => call(jwt, 'POST', '/api/auth/pin', { pin: `90${10 + index}` })),
    );
    const codes = answers.map((answer) => answer.json().error.code);
    expect(codes.filter((code) => code === 'INCORRECT_PIN')).toHaveLength(PIN_LOCK_THRESHOLD);
    expect(codes.filter((code) => code === 'PIN_LOCKED')).toHaveLength(12 - PIN_LOCK_THRESHOLD);
  });

  it('slows the whole branch after 20 failures in an hour, with a delay that grows', async () => {
    app.clock.advanceSeconds(2 * 60 * 60);
    const waiters = await Promise.all(
      Array.from({ length: BRANCH_SLOWDOWN_THRESHOLD / PIN_LOCK_THRESHOLD + 1 }, (_, index) =>
        signInNewWaiter(app, `rotating${index}@demo.pos`),
      ),
    );
    for (let failure = 0; failure < BRANCH_SLOWDOWN_THRESHOLD; failure++) {
      const jwt = waiters[Math.floor(failure / PIN_LOCK_THRESHOLD)]!;
      expect((await call(jwt, 'POST', '/api/auth/pin', { pin: '8888' })).json().error.code).toBe('INCORRECT_PIN');
    }
    const fresh = waiters.at(-1)!;
    const slowed = await call(fresh, 'POST', '/api/auth/pin', { pin: ADMIN_PIN });
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().error.code).toBe('PIN_SLOWED');
    expect(slowed.headers['retry-after']).toBe('1');
    app.clock.advanceSeconds(1);
    expect((await call(fresh, 'POST', '/api/auth/pin', { pin: '8888' })).json().error.code).toBe('INCORRECT_PIN');
    const longer = await call(fresh, 'POST', '/api/auth/pin', { pin: ADMIN_PIN });
    expect(longer.json().error.code).toBe('PIN_SLOWED');
    expect(longer.headers['retry-after']).toBe('2');
    app.clock.advanceSeconds(2);
    // A success of the purpose clears the branch's count.
    expect((await call(fresh, 'POST', '/api/auth/pin', { pin: ADMIN_PIN })).statusCode).toBe(200);
    expect((await call(fresh, 'POST', '/api/auth/pin', { pin: ADMIN_PIN })).statusCode).toBe(200);
  });
});
