import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATE_PRESETS, dayOfNumber, presetOf, presetRange } from './date-presets.js';
import { dayNumber, daysBetween } from './date-range.js';
import { formatDay } from './wall-clock.js';

const ZONES = ['America/Bogota', 'Europe/Madrid', 'Pacific/Auckland', 'UTC'];
// 2000-01-01 … 2100-01-01
const instants = fc.integer({ min: 946_684_800_000, max: 4_102_444_800_000 });

describe('dashboard date presets', () => {
  it('dayOfNumber inverts dayNumber', () => {
    fc.assert(
      fc.property(fc.integer({ min: -200_000, max: 200_000 }), (days) => {
        expect(dayNumber(dayOfNumber(days))).toBe(days);
      }),
      { numRuns: 5_000 },
    );
  });

  // 2024-03-10 and 2026-01-10 (UTC) for the last month across a leap February and a new year.
  it('names the days of a Wednesday evening in Bogotá (already Thursday in UTC)', () => {
    // 2026-11-26T03:00:00Z is Wednesday 2026-11-25 22:00 in Bogotá.
    const now = 1_795_662_000_000;
    const range = (preset: (typeof DATE_PRESETS)[number]) => presetRange(preset, now, 'America/Bogota');
    expect(range('today')).toEqual({ start: '2026-11-25', end: '2026-11-25' });
    expect(range('yesterday')).toEqual({ start: '2026-11-24', end: '2026-11-24' });
    expect(range('thisWeek')).toEqual({ start: '2026-11-23', end: '2026-11-25' });
    expect(range('lastWeek')).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(range('thisMonth')).toEqual({ start: '2026-11-01', end: '2026-11-25' });
    expect(range('lastMonth')).toEqual({ start: '2026-10-01', end: '2026-10-31' });
    expect(range('thisYear')).toEqual({ start: '2026-01-01', end: '2026-11-25' });
    expect(presetRange('lastMonth', 1_710_028_800_000, 'UTC')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(presetRange('lastMonth', 1_768_003_200_000, 'UTC')).toEqual({ start: '2025-12-01', end: '2025-12-31' });
  });

  it('every preset is a valid range within a year that ends by today, weeks Monday to Sunday', () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(...ZONES), (now, zone) => {
        const today = formatDay(now, zone);
        for (const preset of DATE_PRESETS) {
          const { start, end } = presetRange(preset, now, zone);
          const span = daysBetween(start, end) as number;
          expect(span).toBeGreaterThanOrEqual(0);
          expect(span).toBeLessThan(366);
          expect(end <= today).toBe(true);
          expect(presetOf({ start, end }, now, zone)).not.toBeNull();
        }
        const week = presetRange('thisWeek', now, zone);
        expect(((dayNumber(week.start) as number) + 3) % 7).toBe(0);
        const last = presetRange('lastWeek', now, zone);
        expect(daysBetween(last.start, last.end)).toBe(6);
        expect(daysBetween(last.end, week.start)).toBe(1);
        const lastMonth = presetRange('lastMonth', now, zone);
        expect(daysBetween(lastMonth.end, presetRange('thisMonth', now, zone).start)).toBe(1);
      }),
      { numRuns: 500 },
    );
  });
});
