import { type DateRange, dayNumber } from './date-range.js';
import { formatDay, type Instant } from './wall-clock.js';

/** The dashboard's range presets (spec 02 §2), weeks starting on Monday. */
export const DATE_PRESETS = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
  'thisYear',
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** The 'YYYY-MM-DD' day of a day number (days since 1970-01-01); the inverse of `dayNumber`. */
export function dayOfNumber(days: number): string {
  // Civil from days (H. Hinnant): years start in March so the leap day comes last.
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const date = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}

const numberOf = (day: string): number => dayNumber(day) as number;
const shift = (day: string, days: number): string => dayOfNumber(numberOf(day) + days);
/** 0 for Monday … 6 for Sunday (1970-01-01 was a Thursday). */
const weekdayOf = (day: string): number => (((numberOf(day) + 3) % 7) + 7) % 7;

/** The days a preset covers, seen from a moment on the restaurant's wall clock. */
export function presetRange(preset: DatePreset, now: Instant, timeZone: string): DateRange {
  const today = formatDay(now, timeZone);
  const monday = shift(today, -weekdayOf(today));
  const firstOfMonth = `${today.slice(0, 8)}01`;
  switch (preset) {
    case 'today':
      return { start: today, end: today };
    case 'yesterday': {
      const yesterday = shift(today, -1);
      return { start: yesterday, end: yesterday };
    }
    case 'thisWeek':
      return { start: monday, end: today };
    case 'lastWeek':
      return { start: shift(monday, -7), end: shift(monday, -1) };
    case 'thisMonth':
      return { start: firstOfMonth, end: today };
    case 'lastMonth': {
      const end = shift(firstOfMonth, -1);
      return { start: `${end.slice(0, 8)}01`, end };
    }
    case 'thisYear':
      return { start: `${today.slice(0, 4)}-01-01`, end: today };
  }
}

/** The preset a range is, seen from now, or null for a custom range. */
export const presetOf = (range: DateRange, now: Instant, timeZone: string): DatePreset | null =>
  DATE_PRESETS.find((preset) => {
    const candidate = presetRange(preset, now, timeZone);
    return candidate.start === range.start && candidate.end === range.end;
  }) ?? null;
