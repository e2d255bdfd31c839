import { describe, expect, it } from 'vitest';
import { isLocked, OFFLINE_SESSION_MS, offlineSessionTerms, type PinFailures, withFailure } from './offlineRules';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;
const at = (ms: number) => new Date(NOW + ms).toISOString();

describe('offline session terms', () => {
  it('lasts 12 hours from the verification when there is no token', () => {
    expect(OFFLINE_SESSION_MS).toBe(12 * HOUR);
    expect(offlineSessionTerms(NOW, null, null)).toEqual({ jwt: null, until: NOW + 12 * HOUR });
  });

  it('carries a live token, and never outlives it', () => {
    expect(offlineSessionTerms(NOW, 'a.b.c', at(20 * HOUR))).toEqual({ jwt: 'a.b.c', until: NOW + 12 * HOUR });
    expect(offlineSessionTerms(NOW, 'a.b.c', at(2 * HOUR))).toEqual({ jwt: 'a.b.c', until: NOW + 2 * HOUR });
  });

  it('leaves out a token that has expired or is about to, and lasts 12 hours without it', () => {
    expect(offlineSessionTerms(NOW, 'a.b.c', at(-HOUR))).toEqual({ jwt: null, until: NOW + 12 * HOUR });
    expect(offlineSessionTerms(NOW, 'a.b.c', at(10 * MINUTE))).toEqual({ jwt: null, until: NOW + 12 * HOUR });
    expect(offlineSessionTerms(NOW, 'a.b.c', 'not a date')).toEqual({ jwt: null, until: NOW + 12 * HOUR });
  });
});

describe('the device PIN lock (as the server: 5 wrong in 15 minutes lock 15 minutes)', () => {
  const failTimes = (times: number[]) =>
    times.reduce<PinFailures | undefined>((record, time) => withFailure(record, 'user:1', time), undefined);

  it('four wrong PINs do not lock; the fifth does, for 15 minutes', () => {
    const four = failTimes([0, 1, 2, 3].map((index) => NOW + index * MINUTE));
    expect(isLocked(four, NOW + 4 * MINUTE)).toBe(false);
    const five = withFailure(four, 'user:1', NOW + 4 * MINUTE);
    expect(five.lockedUntil).toBe(NOW + 19 * MINUTE);
    expect(isLocked(five, NOW + 19 * MINUTE - 1)).toBe(true);
    expect(isLocked(five, NOW + 19 * MINUTE)).toBe(false);
  });

  it('counts only the wrong PINs of the last 15 minutes', () => {
    const spread = failTimes([0, 5, 10, 15, 20].map((minutes) => NOW + minutes * MINUTE));
    expect(spread?.lockedUntil).toBeNull();
    expect(spread?.failures).toHaveLength(4);
  });

  it('starts counting afresh after a lock', () => {
    const locked = failTimes([0, 1, 2, 3, 4].map((index) => NOW + index));
    const after = withFailure(locked, 'user:1', NOW + 20 * MINUTE);
    expect(after).toEqual({ subject: 'user:1', failures: [NOW + 20 * MINUTE], lockedUntil: null });
  });
});
