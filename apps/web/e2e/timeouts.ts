/**
 * Every e2e wait is a bound for something that never happens, not a speed check (timed figures are
 * `npm run bench`'s). E2E_TIMEOUT_FACTOR multiplies them all — test, expect, action, navigation and
 * the server's start — for a slow or busy machine: default 1, or 2 when CI is set.
 */
function timeoutFactor(): number {
  const given = process.env.E2E_TIMEOUT_FACTOR;
  if (given === undefined || given === '') return process.env.CI ? 2 : 1;
  const factor = Number(given);
  if (!Number.isFinite(factor) || factor <= 0)
    throw new Error(`E2E_TIMEOUT_FACTOR must be a positive number, not "${given}"`);
  return factor;
}

export const TIMEOUT_FACTOR = timeoutFactor();

/** `ms` scaled by E2E_TIMEOUT_FACTOR. */
export const scaled = (ms: number): number => Math.round(ms * TIMEOUT_FACTOR);
