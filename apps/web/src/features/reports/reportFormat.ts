/** 'YYYY-MM-DD HH:mm:ss' as the spec shows dates: YYYY/MM/DD, h:mm a. */
export function formatCloseDate(closeDate: string | null): string {
  const match = closeDate && /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})/.exec(closeDate);
  if (!match) return '—';
  const [, year, month, day, hourText, minute] = match;
  const hour = Number(hourText);
  return `${year}/${month}/${day} ${hour % 12 || 12}:${minute} ${hour < 12 ? 'am' : 'pm'}`;
}
