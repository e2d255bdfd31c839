import 'fake-indexeddb/auto';
import type { LoginResponse } from '@comandero/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { authDb } from './authDb';
import { checkOfflinePin, rememberPinLogin } from './pinLogins';
import { offlineCardsPage } from './userCards';
import { makeVerifier, pinSecret } from './verifier';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const waiter = makeUser('mesero');
const cashier = makeUser('Caja');
const branch = { id: waiter.branch!.id, name: waiter.branch!.name };
const caller = { id: cashier.id, branchId: branch.id };
const answerFor = (user = waiter, jwt = 'waiter.pin.jwt'): LoginResponse => ({
  jwt,
  expiresAt: new Date(NOW + 12 * HOUR).toISOString(),
  user,
});

/** The waiter's PIN worked online on this device, changing the user from the cashier. */
async function waiterUsedPinOnline(pin = '3333') {
  // Fewer iterations than a real verifier: these tests are about the rules, not the cost.
  const verifier = await makeVerifier(pinSecret(waiter.id, pin), 1000);
  await rememberPinLogin(verifier, answerFor(), cashier.id, NOW);
}

afterEach(async () => {
  await Promise.all(authDb().tables.map((table) => table.clear()));
});

describe('offline change of user by PIN', () => {
  it('accepts a PIN that worked online on this device, with that user and that login’s token', async () => {
    await waiterUsedPinOnline();
    await expect(checkOfflinePin(caller, waiter.id, '3333', NOW + HOUR)).resolves.toEqual({
      kind: 'signedIn',
      user: waiter,
      terms: { jwt: 'waiter.pin.jwt', until: NOW + 12 * HOUR },
    });
  });

  it('refuses a wrong PIN, and a user whose PIN never worked online here needs the connection', async () => {
    await waiterUsedPinOnline();
    await expect(checkOfflinePin(caller, waiter.id, '1234', NOW)).resolves.toEqual({ kind: 'wrongPin' });
    await expect(checkOfflinePin(caller, cashier.id, '2222', NOW)).resolves.toEqual({ kind: 'needsConnection' });
  });

  it('needs the connection for a user of another branch', async () => {
    await waiterUsedPinOnline();
    await expect(
      checkOfflinePin({ id: cashier.id, branchId: 'other-branch' }, waiter.id, '3333', NOW),
    ).resolves.toEqual({ kind: 'needsConnection' });
  });

  it('drops the previous user’s token: the server ended that session when the PIN changed the user', async () => {
    await authDb().accounts.put({
      userId: cashier.id,
      user: cashier,
      jwt: 'cashier.jwt',
      jwtExpiresAt: null,
      updatedAt: NOW,
    });
    await waiterUsedPinOnline();
    expect(await authDb().accounts.get(cashier.id)).toMatchObject({ jwt: null });
  });

  it('locks after 5 wrong PINs for 15 minutes, even the right PIN, as the server does', async () => {
    await waiterUsedPinOnline();
    for (let attempt = 0; attempt < 5; attempt++) {
      await expect(checkOfflinePin(caller, waiter.id, '0000', NOW)).resolves.toEqual({ kind: 'wrongPin' });
    }
    await expect(checkOfflinePin(caller, waiter.id, '3333', NOW + MINUTE)).resolves.toEqual({
      kind: 'locked',
      retryAfterSeconds: 14 * 60,
    });
    await expect(checkOfflinePin(caller, waiter.id, '3333', NOW + 15 * MINUTE)).resolves.toMatchObject({
      kind: 'signedIn',
    });
  });

  it('a right PIN clears the wrong ones before it', async () => {
    await waiterUsedPinOnline();
    for (let attempt = 0; attempt < 4; attempt++) await checkOfflinePin(caller, waiter.id, '0000', NOW);
    await checkOfflinePin(caller, waiter.id, '3333', NOW);
    await expect(checkOfflinePin(caller, waiter.id, '0000', NOW)).resolves.toEqual({ kind: 'wrongPin' });
    await expect(checkOfflinePin(caller, waiter.id, '3333', NOW)).resolves.toMatchObject({ kind: 'signedIn' });
  });

  it('lists the branch’s known users offline, saying whose PIN the device can check', async () => {
    await waiterUsedPinOnline();
    await authDb().cards.bulkPut([
      {
        id: cashier.id,
        name: cashier.name,
        email: cashier.email,
        role: 'caja',
        phone: null,
        branch: branch.name,
        business: 'Demo',
        createdAt: cashier.createdAt,
        cachedAt: NOW,
      },
      {
        id: 'other',
        name: 'De otra sucursal',
        email: null,
        role: 'mesero',
        phone: null,
        branch: 'Otra',
        business: 'Demo',
        createdAt: cashier.createdAt,
        cachedAt: NOW,
      },
    ]);
    const page = await offlineCardsPage(0, '', branch);
    expect(page.content.map((card) => card.name)).toEqual([cashier.name, waiter.name].sort());
    expect([...page.usable]).toEqual([waiter.id]);
    expect((await offlineCardsPage(0, waiter.name.slice(0, 5).toLowerCase(), branch)).content).toHaveLength(1);
  });
});
