import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/fixtures';
import { readStoredSession, writeStoredSession } from './storage';

describe('stored session', () => {
  it('restores the token and the user a login stored', async () => {
    const user = makeUser('mesero');
    writeStoredSession({ jwt: 'abc.def.ghi', user });
    await expect(readStoredSession()).resolves.toEqual({ jwt: 'abc.def.ghi', user });
  });

  it('treats a user stored by an older build, missing a field, as absent', async () => {
    const { cashier: _dropped, ...older } = makeUser('mesero');
    localStorage.setItem('jwt', 'abc.def.ghi');
    localStorage.setItem('user', JSON.stringify(older));
    await expect(readStoredSession()).resolves.toEqual({ jwt: 'abc.def.ghi', user: null });
  });

  it('treats a stored user that is not JSON or not a user as absent', async () => {
    localStorage.setItem('user', '{not json');
    expect((await readStoredSession()).user).toBeNull();
    localStorage.setItem('user', JSON.stringify({ ...makeUser('mesero'), securityPolitics: null }));
    expect((await readStoredSession()).user).toBeNull();
  });
});
