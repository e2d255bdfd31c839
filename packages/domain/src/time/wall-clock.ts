import { z } from 'zod';

/** A moment as epoch milliseconds or anything with getTime() (a Date made outside the domain). */
export type Instant = number | { getTime(): number };

export const CLOSE_DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
export const closeDateSchema = z.string().regex(CLOSE_DATE_PATTERN, { message: 'INVALID' });

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsOf(instant: Instant, timeZone: string): Record<string, string> {
  const milliseconds = typeof instant === 'number' ? instant : instant.getTime();
  if (!Number.isFinite(milliseconds)) throw new RangeError('Invalid instant');
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // h23: some engines print midnight as 24 with hour12 false.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return Object.fromEntries(formatter.formatToParts(milliseconds).map((part) => [part.type, part.value]));
}

/** The close date as orders store it, 'YYYY-MM-DD HH:mm:ss', on the wall clock of an IANA time zone. */
export function formatCloseDate(instant: Instant, timeZone: string): string {
  const parts = partsOf(instant, timeZone);
  return `${formatDayOf(parts)} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** The calendar day 'YYYY-MM-DD' of a moment in a time zone (date filters, "today"). */
export const formatDay = (instant: Instant, timeZone: string): string => formatDayOf(partsOf(instant, timeZone));

const formatDayOf = (parts: Record<string, string>): string =>
  `${parts.year?.padStart(4, '0')}-${parts.month}-${parts.day}`;
