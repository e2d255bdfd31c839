import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, type Currency, currencyForCountry, formatMoney, money, parseMoney } from './money.js';

describe('money', () => {
  it('formats with $ and . thousands', () => {
    expect(formatMoney(money(0))).toBe('$0');
    expect(formatMoney(money(1500))).toBe('$1.500');
    expect(formatMoney(money(1234567))).toBe('$1.234.567');
    expect(formatMoney(money(-25000))).toBe('-$25.000');
    expect(formatMoney(money(123456), 'USD')).toBe('$1.234,56');
    expect(formatMoney(money(5), 'USD')).toBe('$0,05');
  });

  it('refuses fractions of a minor unit', () => {
    expect(() => money(10.5)).toThrow(RangeError);
    expect(() => money(Number.NaN)).toThrow(RangeError);
  });

  it('maps countries to currencies, colombia by default', () => {
    expect(currencyForCountry('colombia')).toBe('COP');
    expect(currencyForCountry(undefined)).toBe('COP');
    expect(currencyForCountry('Estados Unidos')).toBe('USD');
    expect(currencyForCountry('peru')).toBe('USD');
    expect(currencyForCountry('ecuador')).toBe('USD');
    expect(currencyForCountry('Mexico')).toBe('MXN');
  });

  it('parses what it formats, for every currency', () => {
    const currency = fc.constantFrom(...(Object.keys(CURRENCIES) as Currency[]));
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), currency, (amount, code) => {
        expect(parseMoney(formatMoney(money(amount), code), code)).toBe(amount);
      }),
      { numRuns: 100 },
    );
  }, 60_000);

  it('rejects text that is not money', () => {
    expect(parseMoney('abc')).toBeNull();
    expect(parseMoney('$1.000,5')).toBeNull();
    expect(parseMoney('$1,50', 'USD')).toBe(150);
  });
});
