import type { BillingConfig, UpdateBillingConfig } from '@comandero/domain';

export interface BillingValues {
  consecutive: number | string;
  header: string;
  footer: string;
  qr: string;
}

export const billingValuesOf = (config: BillingConfig): BillingValues => ({
  consecutive: config.consecutive,
  header: config.header,
  footer: config.footer,
  qr: config.qr,
});

/** The consecutive as a whole number ≥ 0, or null while the field does not hold one. */
export function consecutiveOf(value: number | string): number | null {
  const number = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  return Number.isSafeInteger(number) && number >= 0 ? number : null;
}

/**
 * What the form changed against the saved settings (spec 01 §5: saving needs a change of
 * consecutive, header, footer or QR); null when nothing changed or the consecutive is not a number.
 */
export function billingChanges(saved: BillingConfig, values: BillingValues): UpdateBillingConfig | null {
  const consecutive = consecutiveOf(values.consecutive);
  if (consecutive === null) return null;
  const changes: UpdateBillingConfig = {};
  if (consecutive !== saved.consecutive) changes.consecutive = consecutive;
  if (values.header !== saved.header) changes.header = values.header;
  if (values.footer !== saved.footer) changes.footer = values.footer;
  if (values.qr.trim() !== saved.qr) changes.qr = values.qr.trim();
  return Object.keys(changes).length > 0 ? { ...changes, version: saved.version } : null;
}
