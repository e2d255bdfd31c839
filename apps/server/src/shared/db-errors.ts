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
