import type { z } from 'zod';

/**
 * An amount in integer minor units of its currency (COP pesos, USD cents). Never a float. The brand
 * is zod's, so `moneySchema` in an answer's schema gives this same type.
 */
export type Money = number & z.$brand<'Money'>;

export const CURRENCIES = {
  COP: { decimals: 0 },
  USD: { decimals: 2 },
  MXN: { decimals: 2 },
} as const;
export type Currency = keyof typeof CURRENCIES;

export function money(minorUnits: number): Money {
  if (!Number.isSafeInteger(minorUnits)) throw new RangeError(`Money must be an integer of minor units: ${minorUnits}`);
  return minorUnits as Money;
}

/** The sum of amounts, checked like any amount. */
export const sumMoney = (amounts: Iterable<Money>): Money => {
  let sum = 0;
  for (const amount of amounts) sum += amount;
  return money(sum);
};

/** Country to currency (spec 01 §9); the default country is colombia. */
export function currencyForCountry(country: string | null | undefined): Currency {
  const normalized = (country ?? 'colombia').trim().toLowerCase();
  if (['ecuador', 'united states', 'estados unidos', 'eeuu', 'usa', 'peru', 'perú'].includes(normalized)) return 'USD';
  if (['mexico', 'méxico'].includes(normalized)) return 'MXN';
  return 'COP';
}

/** `$` prefix, `.` thousands separator, `,` before the minor digits when the currency has them. */
export function formatMoney(amount: Money, currency: Currency = 'COP'): string {
  const { decimals } = CURRENCIES[currency];
  const negative = amount < 0;
  const absolute = Math.abs(amount);
  const factor = 10 ** decimals;
  const whole = Math.floor(absolute / factor);
  const fraction = absolute % factor;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const cents = decimals > 0 ? `,${String(fraction).padStart(decimals, '0')}` : '';
  return `${negative ? '-' : ''}$${grouped}${cents}`;
}

/** Reads a formatted amount back; the inverse of formatMoney. Returns null for text that is not money. */
export function parseMoney(text: string, currency: Currency = 'COP'): Money | null {
  const { decimals } = CURRENCIES[currency];
  const match = /^\s*(-)?\$?\s*([\d.]+)(?:,(\d+))?\s*$/.exec(text);
  if (!match) return null;
  const [, sign, wholeText = '', fractionText = ''] = match;
  if (fractionText.length > decimals) return null;
  const whole = Number(wholeText.replaceAll('.', ''));
  const fraction = Number(fractionText.padEnd(decimals, '0') || '0');
  const value = whole * 10 ** decimals + fraction;
  if (!Number.isSafeInteger(value)) return null;
  return money(sign ? -value : value);
}
