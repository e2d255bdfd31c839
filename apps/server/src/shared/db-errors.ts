/** A unique index refused the write, on SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || String(message).includes('UNIQUE constraint failed')
  );
}

/** A number passed its column's range (PostgreSQL's 32-bit integer columns; SQLite's are 64-bit). */
export function isOutOfRange(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '22003';
}
