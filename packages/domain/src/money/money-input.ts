import { z } from 'zod';
import { CURRENCIES, type Currency, type Money, money } from './money.js';

/** Larger amounts are typing mistakes or attacks (10^12 minor units: a trillion pesos, ten billion dollars). */
export const MONEY_MAX = money(1_000_000_000_000);

export type MoneyInputError = 'EMPTY' | 'INVALID' | 'NEGATIVE' | 'TOO_MANY_DECIMALS' | 'TOO_LARGE';
export type MoneyInputResult = { ok: true; value: Money } | { ok: false; error: MoneyInputError };

const fail = (error: MoneyInputError): MoneyInputResult => ({ ok: false, error });
const GROUPED = [/^[1-9]\d{0,2}(?:\.\d{3})+$/, /^[1-9]\d{0,2}(?:,\d{3})+$/];

/**
 * Where the decimal separator is, or -1. The last separator is decimal when the other kind also
 * appears ('1.234,56', '1,234.56'), or when it is the only one and not followed by exactly three
 * digits ('12,50', '12.5'); '100.000' and '1.000.000' are thousands.
 */
function decimalSeparatorIndex(body: string): number {
  const separators = body.match(/[.,]/g) ?? [];
  const last = Math.max(body.lastIndexOf('.'), body.lastIndexOf(','));
  if (last < 0) return -1;
  const mixed = separators.some((separator) => separator !== body[last]);
  const lone = separators.length === 1 && (body.length - last - 1 !== 3 || body.startsWith('0'));
  return mixed || lone ? last : -1;
}

/**
 * What a person typed, in minor units of the currency: '$100.000' → 100000 (COP), '12,50' and
 * '12.50' → 1250 (USD). Refuses fractions the currency has not (a float for COP), negatives and
 * amounts above MONEY_MAX.
 */
export function parseMoneyInput(text: string, currency: Currency): MoneyInputResult {
  const body = text.replace(/\s+/g, '').replace(/^\$/, '');
  if (body === '') return fail('EMPTY');
  if (body.startsWith('-')) return fail('NEGATIVE');
  if (!/^\d[\d.,]*$/.test(body)) return fail('INVALID');
  const decimalAt = decimalSeparatorIndex(body);
  const integerText = decimalAt < 0 ? body : body.slice(0, decimalAt);
  const fractionText = decimalAt < 0 ? '' : body.slice(decimalAt + 1);
  if (decimalAt >= 0 && !/^\d+$/.test(fractionText)) return fail('INVALID');
  if (!/^\d+$/.test(integerText) && !GROUPED.some((pattern) => pattern.test(integerText))) return fail('INVALID');
  const { decimals } = CURRENCIES[currency];
  if (fractionText.length > decimals) return fail('TOO_MANY_DECIMALS');
  const digits = `${integerText.replace(/[.,]/g, '')}${fractionText.padEnd(decimals, '0')}`.replace(/^0+(?=\d)/, '');
  // Compared as text first: Number() of a 20-digit string is already inexact.
  if (digits.length > String(MONEY_MAX).length || Number(digits) > MONEY_MAX) return fail('TOO_LARGE');
  return { ok: true, value: money(Number(digits)) };
}

/** An amount in an answer: integer minor units, signed (a cash count's difference can be short). */
export const moneySchema = z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER).brand<'Money'>();

/** An amount in an API payload: integer minor units, 0..MONEY_MAX; strings, floats and negatives are refused. */
export const moneyAmountSchema = moneySchema.min(0).max(MONEY_MAX);

/** A money field as typed: 'REQUIRED' when empty, 'INVALID' otherwise; the reason is in params. */
export const moneyInputSchema = (currency: Currency) =>
  z.string().transform((text, context) => {
    const result = parseMoneyInput(text, currency);
    if (result.ok) return result.value;
    context.addIssue({
      code: 'custom',
      message: result.error === 'EMPTY' ? 'REQUIRED' : 'INVALID',
      params: { reason: result.error },
    });
    return z.NEVER;
  });
