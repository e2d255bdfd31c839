/**
 * A salted PBKDF2-SHA-256 verifier of a secret (DESIGN §9): what the device keeps instead of a
 * password or PIN, so it can check one offline without ever storing it.
 */
export interface Verifier {
  algorithm: 'PBKDF2-SHA-256';
  /** Recorded with the verifier, so a later build that raises the count still checks older ones. */
  iterations: number;
  /** 16 random bytes, base64. */
  salt: string;
  /** 32 derived bytes, base64. */
  hash: string;
}

/** OWASP's 2023 figure for PBKDF2-HMAC-SHA-256. */
export const VERIFIER_ITERATIONS = 600_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

async function derive(secret: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), 'PBKDF2', false, ['deriveBits']);
  const params = { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations };
  return new Uint8Array(await crypto.subtle.deriveBits(params, key, HASH_BITS));
}

export async function makeVerifier(secret: string, iterations = VERIFIER_ITERATIONS): Promise<Verifier> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(secret, salt, iterations);
  return { algorithm: 'PBKDF2-SHA-256', iterations, salt: toBase64(salt), hash: toBase64(hash) };
}

/** Whether `secret` is the one the verifier was made from; compared in constant time. */
export async function matchesVerifier(secret: string, verifier: Verifier): Promise<boolean> {
  if (verifier.algorithm !== 'PBKDF2-SHA-256' || verifier.iterations < 1) return false;
  const expected = fromBase64(verifier.hash);
  const actual = await derive(secret, fromBase64(verifier.salt), verifier.iterations);
  if (actual.length !== expected.length) return false;
  let difference = 0;
  for (let index = 0; index < actual.length; index++) difference |= (actual[index] ?? 0) ^ (expected[index] ?? 0);
  return difference === 0;
}

/** The secret of a password login: the identifier as the server matches it, and the password. */
export const passwordSecret = (identifier: string, password: string): string =>
  `login\u0000${normalizeIdentifier(identifier)}\u0000${password}`;

/** The secret of a PIN: tied to its user, so equal PINs of two users never share a verifier. */
export const pinSecret = (userId: string, pin: string): string => `pin\u0000${userId}\u0000${pin}`;

export const normalizeIdentifier = (identifier: string): string => identifier.trim().toLowerCase();
