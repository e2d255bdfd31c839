import type { Clock } from '../shared/clock.js';

/** The dialect under test: `TEST_DIALECT=postgres` runs the same suite on PostgreSQL. */
export const TEST_DIALECT = process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

export const TEST_PIN_PEPPER = 'test-pin-pepper-that-is-long-enough!!';

export interface ManualClock extends Clock {
  advanceSeconds(seconds: number): void;
}

export function manualClock(start = new Date('2026-11-22T15:00:00.000Z')): ManualClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advanceSeconds: (seconds) => {
      current += seconds * 1000;
    },
  };
}
