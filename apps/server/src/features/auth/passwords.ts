import { createHmac } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id floor (DESIGN §9): 19 MiB, 2 passes, 1 lane. argon2id is the library default.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashSecret = (secret: string): Promise<string> => hash(secret, ARGON2_OPTIONS);

export async function verifySecret(storedHash: string, secret: string): Promise<boolean> {
  try {
    return await verify(storedHash, secret);
  } catch {
    return false;
  }
}

// Verified against when the account does not exist, so a missing user costs as much time as a wrong password.
let dummyHash: Promise<string> | undefined;
export function burnVerifyTime(secret: string): Promise<boolean> {
  dummyHash ??= hashSecret('comandero-dummy-password');
  return dummyHash.then((stored) => verifySecret(stored, secret));
}

/**
 * A PIN is short, so it cannot be found by its argon2 hash: a keyed HMAC of branch and PIN finds the
 * user (and keeps PINs unique per branch); the argon2 hash then confirms it.
 */
export const pinLookupKey = (pepper: string, branchId: string, pin: string): string =>
  createHmac('sha256', pepper).update(`${branchId}:${pin}`).digest('base64url');
