const pad = (value: number) => String(value).padStart(2, '0');

/** Spec display 'YYYY/MM/DD h:mm a' on this device's clock; empty for no date. */
export function formatPrintTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const hours = date.getHours() % 12 || 12;
  const half = date.getHours() < 12 ? 'am' : 'pm';
  return `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())} ${hours}:${pad(date.getMinutes())} ${half}`;
}
