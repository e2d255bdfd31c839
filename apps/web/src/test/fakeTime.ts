import { act } from '@testing-library/react';
import { vi } from 'vitest';

// For tests on fake timers (vi.useFakeTimers()): a spec's delays (a debounce, a dialog closing after
// 2 s) are counted on a clock the test moves, so a busy machine neither shortens nor stretches them.

/** Moves the fake clock `ms` on in steps, React rendering what each step brings as time passes. */
export async function elapse(ms: number): Promise<void> {
  for (let left = ms; left > 0; left -= 100) await act(() => vi.advanceTimersByTimeAsync(Math.min(100, left)));
}

/**
 * Runs what is due (answers, React's work) until `condition` holds, moving the clock `stepMs` each
 * round: 0 keeps it where it is. Fails when it does not hold within `rounds` rounds.
 */
export async function until(condition: () => boolean, stepMs = 0, rounds = 200): Promise<void> {
  for (let round = 0; round < rounds && !condition(); round++) {
    await act(() => vi.advanceTimersByTimeAsync(stepMs));
  }
  if (!condition()) throw new Error(`condition not met after ${rounds} rounds of ${stepMs} ms on the fake clock`);
}
