import { CURRENCIES, type Currency, MONEY_MAX } from '@comandero/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountOfText, displayMoneyText, moneyTextOf, parseMoneyText, textOfAmount } from './moneyText';

const currencies = Object.keys(CURRENCIES) as Currency[];
/** What the field reads after the shown text was typed or pasted in. */
const typed = (raw: string, currency: Currency) => amountOfText(moneyTextOf(raw, currency), currency);

describe('money text', () => {
  it('reads typed amounts in minor units: a "." is the decimal point only where the currency has cents', () => {
    expect(typed('12.34', 'USD')).toBe(1234);
    expect(typed('12,34', 'USD')).toBe(1234);
    expect(typed('$1.234,5', 'USD')).toBe(123450);
    expect(typed('1.234', 'USD')).toBe(123400);
    expect(typed('0.1', 'USD')).toBe(10);
    expect(typed('0.2', 'USD')).toBe(20);
    expect(typed('0.07', 'MXN')).toBe(7);
    expect(typed('$100.000', 'COP')).toBe(100000);
    expect(typed('12.5', 'COP')).toBe(125);
  });

  it('adds tenths without the float error 0.1 + 0.2 has', () => {
    const sum = (typed('0.1', 'USD') ?? 0) + (typed('0.2', 'USD') ?? 0);
    expect(sum).toBe(30);
    expect(typed('0.3', 'USD')).toBe(sum);
    expect(typed('1.005', 'USD')).toBe(100500);
    expect(typed('1,15', 'USD')).toBe(115);
  });

  it('reads a half-typed amount ("12,") as what it says so far', () => {
    expect(moneyTextOf('$12.', 'USD')).toBe('12,');
    expect(amountOfText('12,', 'USD')).toBe(1200);
    expect(moneyTextOf(',5', 'USD')).toBe('0,5');
    expect(amountOfText('0,5', 'USD')).toBe(50);
  });

  it('refuses more decimals than the currency has, amounts above MONEY_MAX and empty text', () => {
    expect(parseMoneyText('1,234', 'USD')).toEqual({ ok: false, error: 'TOO_MANY_DECIMALS' });
    expect(parseMoneyText(String(MONEY_MAX), 'COP')).toEqual({ ok: true, value: MONEY_MAX });
    expect(parseMoneyText(String(MONEY_MAX + 1), 'COP')).toEqual({ ok: false, error: 'TOO_LARGE' });
    expect(parseMoneyText('10000000000,01', 'USD')).toEqual({ ok: false, error: 'TOO_LARGE' });
    expect(parseMoneyText('99999999999999999999', 'COP')).toEqual({ ok: false, error: 'TOO_LARGE' });
    expect(parseMoneyText('', 'COP')).toEqual({ ok: false, error: 'EMPTY' });
    expect(parseMoneyText('1,2,3', 'USD')).toEqual({ ok: false, error: 'INVALID' });
  });

  it('shows "$" and "." thousands, and the cents as typed', () => {
    expect(displayMoneyText('')).toBe('');
    expect(displayMoneyText('100000')).toBe('$100.000');
    expect(displayMoneyText('1234,5')).toBe('$1.234,5');
    expect(displayMoneyText('0,')).toBe('$0,');
    expect(textOfAmount(100000, 'COP')).toBe('100000');
    expect(textOfAmount(1250, 'USD')).toBe('12,50');
    expect(textOfAmount(5, 'USD')).toBe('0,05');
  });

  it('gives back every amount it showed: text of n, shown, typed again, reads n', () => {
    fc.assert(
      fc.property(fc.constantFrom(...currencies), fc.integer({ min: 0, max: MONEY_MAX }), (currency, n) => {
        const text = textOfAmount(n, currency);
        expect(amountOfText(text, currency)).toBe(n);
        expect(typed(displayMoneyText(text), currency)).toBe(n);
      }),
    );
  });
});
