import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from './tokens.js';

const secretA = new TextEncoder().encode('a'.repeat(40));
const secretB = new TextEncoder().encode('b'.repeat(40));
const issuedAt = new Date('2026-11-22T12:00:00Z');
const expiresAt = new Date('2026-11-22T13:00:00Z');

describe('tokens', () => {
  it('verifies its own tokens, also from the cache, until they expire', async () => {
    const token = await signToken(secretA, { userId: 'u1', sessionId: 's1' }, issuedAt, expiresAt);
    const early = new Date('2026-11-22T12:10:00Z');
    expect(await verifyToken(secretA, token, early)).toEqual({ userId: 'u1', sessionId: 's1' });
    expect(await verifyToken(secretA, token, early)).toEqual({ userId: 'u1', sessionId: 's1' });
    await expect(verifyToken(secretA, token, new Date('2026-11-22T13:00:01Z'))).rejects.toMatchObject({
      code: 'TOKEN_EXPIRED',
    });
  });

  it('does not accept a token verified under another secret', async () => {
    const token = await signToken(secretA, { userId: 'u2', sessionId: 's2' }, issuedAt, expiresAt);
    const now = new Date('2026-11-22T12:10:00Z');
    await verifyToken(secretA, token, now);
    await expect(verifyToken(secretB, token, now)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
