import { z } from 'zod';
import { CLOSE_DATE_PATTERN, formatDay, type Instant } from './wall-clock.js';

/** Date filters (orders history, cashier movements, reports) must span less than 90 days (spec 01 §5). */
export const DATE_RANGE_MAX_DAYS = 90;
export const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysInMonth = (year: number, month: number) =>
  month === 2 ? (isLeap(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/** Days since 1970-01-01 of a 'YYYY-MM-DD' day, or null when it is not a calendar day (no Date in the domain). */
export function dayNumber(day: string): number | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > 12 || date < 1 || date > daysInMonth(year, month)) return null;
  // Days from civil (H. Hinnant): years start in March so the leap day comes last.
  const shifted = month <= 2 ? year - 1 : year;
  const era = Math.floor(shifted / 400);
  const yearOfEra = shifted - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + date - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The day of a 'YYYY-MM-DD' filter or of a 'YYYY-MM-DD HH:mm:ss' close date. */
const dayPartOf = (text: string): string => (CLOSE_DATE_PATTERN.test(text) ? text.slice(0, 10) : text);

/** end − start in days, by calendar day; the span of a one-day filter is 0. */
export function daysBetween(start: string, end: string): number | null {
  const from = dayNumber(dayPartOf(start));
  const to = dayNumber(dayPartOf(end));
  return from === null || to === null ? null : to - from;
}

/** A valid range: real days (or close dates), end not before start, spanning under 90 days. */
export function isDateRangeAllowed(start: string, end: string): boolean {
  const span = daysBetween(start, end);
  return span !== null && span >= 0 && span < DATE_RANGE_MAX_DAYS;
}

/** A required moment with offset (opening and closing dates): 'REQUIRED' when missing, 'INVALID' when malformed. */
export const requiredDateTimeSchema = z.iso.datetime({
  offset: true,
  error: (issue) => (issue.input === undefined ? 'REQUIRED' : 'INVALID'),
});

export const daySchema = z.string().refine((day) => dayNumber(day) !== null, { message: 'INVALID' });

/** A day filter { start, end }: 'INVALID' when end is before start, 'ERROR DATE RANGE' at 90 days or more. */
export const dateRangeSchema = z.object({ start: daySchema, end: daySchema }).superRefine(({ start, end }, context) => {
  const span = daysBetween(start, end);
  if (span === null) return;
  if (span < 0) context.addIssue({ code: 'custom', message: 'INVALID', path: ['end'] });
  else if (span >= DATE_RANGE_MAX_DAYS)
    context.addIssue({ code: 'custom', message: 'ERROR DATE RANGE', path: ['end'] });
});
export type DateRange = z.infer<typeof dateRangeSchema>;

/** The default filter: today, in the branch's time zone. */
export const todayRange = (now: Instant, timeZone: string): DateRange => {
  const today = formatDay(now, timeZone);
  return { start: today, end: today };
};
