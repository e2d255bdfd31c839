const pad = (value: number) => String(value).padStart(2, '0');
const spec = (year: string, month: string, day: string, hour: number, minute: string) =>
  `${year}/${month}/${day} ${hour % 12 || 12}:${minute} ${hour < 12 ? 'am' : 'pm'}`;

/**
 * The spec's date display, YYYY/MM/DD h:mm a, of an order's wall-clock close 'YYYY-MM-DD HH:mm:ss'
 * as it is, or of an ISO instant (a cash drawer's open and close) on this device's clock.
 */
export function formatCloseDate(closeDate: string | null): string {
  const match = closeDate && /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})/.exec(closeDate);
  if (match) return spec(match[1]!, match[2]!, match[3]!, Number(match[4]), match[5]!);
  const date = closeDate ? new Date(closeDate) : null;
  if (!date || Number.isNaN(date.getTime())) return '—';
  return spec(
    String(date.getFullYear()),
    pad(date.getMonth() + 1),
    pad(date.getDate()),
    date.getHours(),
    pad(date.getMinutes()),
  );
}
