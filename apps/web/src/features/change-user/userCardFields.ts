/** Spec 01 §9 date format YYYY/MM/DD, in the terminal's own day. */
export function formatCardDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())}`;
}

/** A field the server left empty reads 'NOT NAME' (spec 01 §2), in the interface language. */
export const orMissing = (value: string | null | undefined, missing: string): string =>
  value && value.trim() !== '' ? value : missing;
