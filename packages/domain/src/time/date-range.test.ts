import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dateRangeSchema,
  dayNumber,
  daysBetween,
  isDateRangeAllowed,
  requiredDateTimeSchema,
  todayRange,
} from './date-range.js';

describe('date ranges', () => {
  it('counts days without Date, across months and leap years', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('2000-03-01')).toBe(11_017);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2023-02-28', '2023-03-01')).toBe(1);
    expect(daysBetween('2025-12-31', '2026-01-01')).toBe(1);
  });

  it('agrees with the epoch milliseconds of Intl for any day', () => {
    const format = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    fc.assert(
      fc.property(fc.integer({ min: -200_000, max: 200_000 }), (days) => {
        expect(dayNumber(format.format(days * 86_400_000))).toBe(days);
      }),
      { numRuns: 10_000 },
    );
  }, 60_000);

  it('refuses what is not a calendar day', () => {
    for (const bad of ['2026-02-29', '2026-13-01', '2026-04-31', '2026-00-10', '26-01-01', '2026-1-1', '']) {
      expect(dayNumber(bad)).toBeNull();
    }
    expect(dayNumber('2024-02-29')).not.toBeNull();
  });

  it('allows ranges under 90 days, end not before start', () => {
    expect(isDateRangeAllowed('2026-01-01', '2026-01-01')).toBe(true);
    expect(isDateRangeAllowed('2026-01-01', '2026-03-31')).toBe(true);
    expect(daysBetween('2026-01-01', '2026-04-01')).toBe(90);
    expect(isDateRangeAllowed('2026-01-01', '2026-04-01')).toBe(false);
    expect(isDateRangeAllowed('2026-01-02', '2026-01-01')).toBe(false);
    expect(isDateRangeAllowed('2026-01-01', 'nope')).toBe(false);
    expect(isDateRangeAllowed('2026-01-01 00:00:00', '2026-03-31 23:59:59')).toBe(true);
    expect(isDateRangeAllowed('2026-01-01 00:00:00', '2026-04-01 00:00:00')).toBe(false);
  });

  it("answers 'ERROR DATE RANGE' at 90 days and 'INVALID' for an inverted range", () => {
    const message = (start: string, end: string) => dateRangeSchema.safeParse({ start, end }).error?.issues[0]?.message;
    expect(message('2026-01-01', '2026-04-01')).toBe('ERROR DATE RANGE');
    expect(message('2026-01-02', '2026-01-01')).toBe('INVALID');
    expect(message('2026-02-30', '2026-03-01')).toBe('INVALID');
    expect(dateRangeSchema.parse({ start: '2026-01-01', end: '2026-01-31' })).toEqual({
      start: '2026-01-01',
      end: '2026-01-31',
    });
  });

  it('defaults to today in the branch time zone', () => {
    // 2026-03-05T04:07:09Z is still March 4 in Bogotá.
    expect(todayRange(1_772_683_629_000, 'America/Bogota')).toEqual({ start: '2026-03-04', end: '2026-03-04' });
  });

  it('requires an opening or closing moment with its offset', () => {
    expect(requiredDateTimeSchema.parse('2026-03-04T23:07:09-05:00')).toBe('2026-03-04T23:07:09-05:00');
    expect(requiredDateTimeSchema.safeParse(undefined).error?.issues[0]?.message).toBe('REQUIRED');
    expect(requiredDateTimeSchema.safeParse('yesterday').error?.issues[0]?.message).toBe('INVALID');
  });
});
