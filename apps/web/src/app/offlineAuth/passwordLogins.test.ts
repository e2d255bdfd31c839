import 'fake-indexeddb/auto';
import type { LoginResponse } from '@comandero/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { authDb } from './authDb';
import { checkOfflineLogin, forgetSessionToken, prepareLoginVerifier, rememberPasswordLogin } from './passwordLogins';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const waiter = makeUser('mesero');
const cashier = makeUser('Caja');
const answerFor = (user = waiter, jwt = 'waiter.session.jwt'): LoginResponse => ({
  jwt,
  expiresAt: new Date(NOW + 12 * HOUR).toISOString(),
  user,
});

async function remember(identifier: string, password: string, answer = answerFor(), now = NOW) {
  await rememberPasswordLogin(identifier, await prepareLoginVerifier(identifier, password), answer, now);
}

afterEach(async () => {
  await Promise.all(authDb().tables.map((table) => table.clear()));
});

describe('offline password login', () => {
  it('signs in with the last successful login: the cached user, its token, 12 hours at most', async () => {
    await remember(waiter.email, 'mesero1234');
    const result = await checkOfflineLogin(waiter.email, 'mesero1234', NOW + HOUR);
    expect(result).toEqual({
      kind: 'signedIn',
      user: waiter,
      // The token expires 11 hours after this verification: the session ends with it.
      terms: { jwt: 'waiter.session.jwt', until: NOW + 12 * HOUR },
    });
  });

  it('refuses a wrong password, and tells a user never signed in here apart', async () => {
    await remember(waiter.email, 'mesero1234');
    await expect(checkOfflineLogin(waiter.email, 'mesero12345', NOW)).resolves.toEqual({ kind: 'wrongPassword' });
    await expect(checkOfflineLogin(cashier.email, 'caja1234', NOW)).resolves.toEqual({ kind: 'unknownUser' });
  });

  it('never stores the password, in any form the device keeps', async () => {
    await remember(waiter.email, 'mesero1234');
    const stored = JSON.stringify(await authDb().accounts.toArray());
    expect(stored).not.toContain('mesero1234');
    expect(stored).not.toContain(btoa('mesero1234'));
  });

  it('keeps only the last successful login of a user', async () => {
    await remember(waiter.email, 'old-password');
    await remember(waiter.email, 'mesero1234', answerFor(waiter, 'newer.jwt'));
    expect(await authDb().accounts.count()).toBe(1);
    await expect(checkOfflineLogin(waiter.email, 'old-password', NOW)).resolves.toEqual({ kind: 'wrongPassword' });
    await expect(checkOfflineLogin(waiter.email, 'mesero1234', NOW)).resolves.toMatchObject({
      kind: 'signedIn',
      terms: { jwt: 'newer.jwt' },
    });
  });

  it('after a logout keeps the verifier but not the token: the session goes on 12 hours without one', async () => {
    await remember(waiter.email, 'mesero1234');
    await forgetSessionToken(waiter.id);
    await expect(checkOfflineLogin(waiter.email, 'mesero1234', NOW + HOUR)).resolves.toMatchObject({
      kind: 'signedIn',
      terms: { jwt: null, until: NOW + 13 * HOUR },
    });
  });

  it('gives an identifier to the user who last signed in with it', async () => {
    await remember('shared@demo.pos', 'first', answerFor(waiter));
    await remember('shared@demo.pos', 'second', answerFor(cashier, 'cashier.jwt'));
    await expect(checkOfflineLogin('shared@demo.pos', 'first', NOW)).resolves.toEqual({ kind: 'wrongPassword' });
    await expect(checkOfflineLogin('shared@demo.pos', 'second', NOW)).resolves.toMatchObject({ user: cashier });
  });
});
