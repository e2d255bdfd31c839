import { createHash, randomInt } from 'node:crypto';

// No 0/O or 1/I/L: the code is read out and typed by a person.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 12;

/** A one-time code, 12 characters (≈ 59 bits) in groups of four: ABCD-EFGH-JKMN. */
export function newPasswordCode(): string {
  const characters = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return [0, 4, 8].map((start) => characters.slice(start, start + 4).join('')).join('-');
}

/** How a code is stored and looked up: typed in any case, with or without its dashes. */
export function passwordCodeHash(code: string): string {
  const normalized = code.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return createHash('sha256').update(normalized).digest('hex');
}
