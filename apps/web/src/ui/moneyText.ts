import { CURRENCIES, type Currency, type Money, type MoneyInputResult, parseMoneyInput } from '@comandero/domain';

/**
 * A money field's text as typed, between what the field shows ('$1.234,5') and minor units (123450):
 * whole digits and, where the currency has cents, one ',' and the digits after it ('1234,5').
 * Every step is string work on the digits, so no amount ever passes through a float.
 */

const decimalsOf = (currency: Currency) => CURRENCIES[currency].decimals;

/**
 * What the field holds after the keyboard (or a paste) changed it. '.' groups thousands as the field
 * shows them; where the currency has cents and no ',' was typed, a '.' not followed by exactly three
 * digits is the decimal point ('12.34', '12.'), as parseMoneyInput reads it.
 */
export function moneyTextOf(raw: string, currency: Currency): string {
  const body = raw.replace(/[\s$%]/g, '');
  if (decimalsOf(currency) === 0) return body.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  let decimalAt = body.lastIndexOf(',');
  if (decimalAt < 0) {
    const dot = body.lastIndexOf('.');
    if (dot >= 0 && !/^\d{3}$/.test(body.slice(dot + 1))) decimalAt = dot;
  }
  if (decimalAt < 0) return body.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  const whole = body
    .slice(0, decimalAt)
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '');
  return `${whole || '0'},${body.slice(decimalAt + 1).replace(/\D/g, '')}`;
}

/** How typed text reads in the field: '$100.000', '$1.234,5' while typing cents; '' stays empty. */
export function displayMoneyText(text: string): string {
  if (text === '') return '';
  const [whole = '', ...fraction] = text.split(',');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return fraction.length > 0 ? `$${grouped},${fraction.join('')}` : `$${grouped}`;
}

/**
 * Typed text in minor units: '12,34' → 1234 (USD), '12,' → 1200. The fraction is padded to the
 * currency's digits before parseMoneyInput reads it, so '1,234' is too many decimals and never thousands;
 * parseMoneyInput holds the limits (MONEY_MAX, no negatives).
 */
export function parseMoneyText(text: string, currency: Currency): MoneyInputResult {
  const decimals = decimalsOf(currency);
  const [whole = '', fraction = '', ...rest] = text.split(',');
  if (rest.length > 0) return { ok: false, error: 'INVALID' };
  if (fraction.length > decimals) return { ok: false, error: 'TOO_MANY_DECIMALS' };
  if (decimals === 0) return parseMoneyInput(whole, currency);
  if (whole === '' && fraction === '') return parseMoneyInput(text, currency);
  return parseMoneyInput(`${whole || '0'},${fraction.padEnd(decimals, '0')}`, currency);
}

/** The typed amount in minor units, or null when it is empty or not an amount. */
export function amountOfText(text: string, currency: Currency): Money | null {
  const parsed = parseMoneyText(text, currency);
  return parsed.ok ? parsed.value : null;
}

/** Minor units back to what the field types ('100000', '12,50'), cutting the digits' text, not dividing. */
export function textOfAmount(amount: number, currency: Currency): string {
  const decimals = decimalsOf(currency);
  if (decimals === 0) return String(amount);
  const digits = String(amount).padStart(decimals + 1, '0');
  return `${digits.slice(0, -decimals)},${digits.slice(-decimals)}`;
}
