/** A unique index refused the write, on SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || String(message).includes('UNIQUE constraint failed')
  );
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
