/**
 * Text that a spreadsheet would read as a formula (it starts with = + - @, or a tab or carriage
 * return that some programs skip first) is prefixed with an apostrophe, so an exported cell never
 * runs a formula (CSV/formula injection, OWASP). Numbers are never passed through here: amounts stay numbers.
 */
export function neutraliseCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One CSV field (RFC 4180): neutralised, quoted when it holds a comma, quote or line break. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = neutraliseCell(value);
  return /[",\r\n;]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Minor units as the number a spreadsheet shows: 123456 → 1234.56 with 2 decimals (exact for safe integers). */
export function minorToNumber(minorUnits: number, decimals: number): number {
  return decimals === 0 ? minorUnits : Number((minorUnits / 10 ** decimals).toFixed(decimals));
}
