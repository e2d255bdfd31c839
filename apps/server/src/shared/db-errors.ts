import { conflict } from './errors.js';

/** A unique index refused the write, on SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || String(message).includes('UNIQUE constraint failed')
  );
}

/** A client-chosen id some other business or branch already holds: refused without saying whose or what. */
export const idTaken = () => conflict('That id is already in use; send the request with a new id');

/** Runs an insert of a client-chosen id, answering 409 (not 500) when the id is taken elsewhere. */
export async function refusingTakenId<T>(insert: () => Promise<T>): Promise<T> {
  try {
    return await insert();
  } catch (error) {
    if (isUniqueViolation(error)) throw idTaken();
    throw error;
  }
}

/** A number passed its column's range (PostgreSQL's 32-bit integer columns; SQLite's are 64-bit). */
export function isOutOfRange(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '22003';
}

/** SQLSTATEs of a server that is gone, restarting or failing over: the request may succeed later. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_SYSTEM_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
];

/**
 * PostgreSQL could not be reached or dropped the connection (a restart, a failover, a killed
 * session): not the request's fault nor a bug, so it is answered 503 and the client retries.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_STATES.has(code) || code.startsWith('08'))) return true;
  if (typeof code === 'string' && UNAVAILABLE_SYSTEM_CODES.has(code)) return true;
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  return UNAVAILABLE_MESSAGES.some((known) => String(message).includes(known));
}
