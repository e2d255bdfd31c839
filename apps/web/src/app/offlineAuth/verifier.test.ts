import { describe, expect, it } from 'vitest';
import { makeVerifier, matchesVerifier, passwordSecret, pinSecret, VERIFIER_ITERATIONS } from './verifier';

const bytesOf = (base64: string) => atob(base64).length;

describe('offline verifier (PBKDF2-SHA-256)', () => {
  it('matches the secret it was made from, and no other', async () => {
    const verifier = await makeVerifier(passwordSecret('mesero@demo.pos', 'mesero1234'));
    await expect(matchesVerifier(passwordSecret('mesero@demo.pos', 'mesero1234'), verifier)).resolves.toBe(true);
    await expect(matchesVerifier(passwordSecret('mesero@demo.pos', 'mesero12345'), verifier)).resolves.toBe(false);
    await expect(matchesVerifier(passwordSecret('caja@demo.pos', 'mesero1234'), verifier)).resolves.toBe(false);
  });

  it('matches the identifier as the server does: trimmed, any case', async () => {
    const verifier = await makeVerifier(passwordSecret('Mesero@Demo.pos ', 'mesero1234'));
    await expect(matchesVerifier(passwordSecret('mesero@demo.pos', 'mesero1234'), verifier)).resolves.toBe(true);
    // The password keeps its case.
    await expect(matchesVerifier(passwordSecret('mesero@demo.pos', 'MESERO1234'), verifier)).resolves.toBe(false);
  });

  it('records ≥ 600,000 iterations, a 16-byte salt and a 32-byte hash, and never the secret', async () => {
    const verifier = await makeVerifier(passwordSecret('mesero@demo.pos', 'mesero1234'));
    expect(VERIFIER_ITERATIONS).toBeGreaterThanOrEqual(600_000);
    expect(verifier).toMatchObject({ algorithm: 'PBKDF2-SHA-256', iterations: VERIFIER_ITERATIONS });
    expect(bytesOf(verifier.salt)).toBe(16);
    expect(bytesOf(verifier.hash)).toBe(32);
    expect(JSON.stringify(verifier)).not.toContain('mesero1234');
  });

  it('salts every verifier anew: the same secret twice gives two different verifiers, both matching', async () => {
    const secret = pinSecret('user-1', '3333');
    const [first, second] = await Promise.all([makeVerifier(secret), makeVerifier(secret)]);
    expect(first.salt).not.toBe(second.salt);
    expect(first.hash).not.toBe(second.hash);
    await expect(matchesVerifier(secret, second)).resolves.toBe(true);
  });

  it('ties a PIN to its user: the same PIN of another user does not match', async () => {
    const verifier = await makeVerifier(pinSecret('user-1', '3333'), 1000);
    await expect(matchesVerifier(pinSecret('user-2', '3333'), verifier)).resolves.toBe(false);
  });

  it('checks with the iterations recorded in the verifier, and refuses a tampered one', async () => {
    const verifier = await makeVerifier('secret', 1000);
    await expect(matchesVerifier('secret', verifier)).resolves.toBe(true);
    await expect(matchesVerifier('secret', { ...verifier, iterations: 1001 })).resolves.toBe(false);
    const flipped = btoa(String.fromCharCode(...Uint8Array.from(atob(verifier.hash), (c) => c.charCodeAt(0) ^ 1)));
    await expect(matchesVerifier('secret', { ...verifier, hash: flipped })).resolves.toBe(false);
  });
});
