const pad = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM-DD' of a moment, on this device's clock (the filters' default day). */
export const localDay = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The value a datetime-local input shows for a moment: 'YYYY-MM-DDTHH:mm'. */
export const localDateTimeInput = (date: Date): string =>
  `${localDay(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/**
 * A datetime-local value as the API wants it, ISO with this device's offset
 * ('2026-03-04T08:00:00-05:00'); undefined when empty, the text itself when it is not a date (the
 * schema then says INVALID).
 */
export function isoWithOffset(value: string): string | undefined {
  if (value.trim() === '') return undefined;
  const date = new Date(value);
  if (!LOCAL_DATE_TIME.test(value) || Number.isNaN(date.getTime())) return value;
  const offset = -date.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const hours = pad(Math.floor(Math.abs(offset) / 60));
  const minutes = pad(Math.abs(offset) % 60);
  return `${localDateTimeInput(date)}:${pad(date.getSeconds())}${sign}${hours}:${minutes}`;
}

/** Spec date display 'YYYY/MM/DD h:mm a', on this device's clock. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  const hours = date.getHours();
  const day = `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())}`;
  return `${day} ${hours % 12 || 12}:${pad(date.getMinutes())} ${hours < 12 ? 'am' : 'pm'}`;
}
