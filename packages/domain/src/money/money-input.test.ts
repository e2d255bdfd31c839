import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, money } from './money.js';
import { MONEY_MAX, moneyAmountSchema, moneyInputSchema, parseMoneyInput } from './money-input.js';

const value = (text: string, currency: 'COP' | 'USD' | 'MXN') => {
  const result = parseMoneyInput(text, currency);
  return result.ok ? result.value : result.error;
};

describe('money input', () => {
  it('reads pesos with . or , thousands', () => {
    expect(value('$100.000', 'COP')).toBe(100000);
    expect(value('100000', 'COP')).toBe(100000);
    expect(value(' $ 1.234.567 ', 'COP')).toBe(1234567);
    expect(value('1,000,000', 'COP')).toBe(1000000);
    expect(value('0', 'COP')).toBe(0);
  });

  it('reads dollars with a decimal comma or point', () => {
    expect(value('12,50', 'USD')).toBe(1250);
    expect(value('12.50', 'USD')).toBe(1250);
    expect(value('12.5', 'USD')).toBe(1250);
    expect(value('$1.234,56', 'USD')).toBe(123456);
    expect(value('1,234.56', 'USD')).toBe(123456);
    expect(value('12', 'USD')).toBe(1200);
    expect(value('0.05', 'USD')).toBe(5);
    expect(value('1.000', 'USD')).toBe(100000);
  });

  it('refuses floats for COP, extra decimals, negatives, words and huge values', () => {
    expect(value('12.5', 'COP')).toBe('TOO_MANY_DECIMALS');
    expect(value('100,00', 'COP')).toBe('TOO_MANY_DECIMALS');
    expect(value('1.005', 'USD')).toBe(100500);
    expect(value('0.125', 'USD')).toBe('TOO_MANY_DECIMALS');
    expect(value('12,505', 'MXN')).toBe(1250500);
    expect(value('-100', 'COP')).toBe('NEGATIVE');
    expect(value('-$100', 'COP')).toBe('NEGATIVE');
    expect(value('$-100', 'COP')).toBe('NEGATIVE');
    expect(value('', 'COP')).toBe('EMPTY');
    expect(value('  $ ', 'COP')).toBe('EMPTY');
    expect(value('abc', 'COP')).toBe('INVALID');
    expect(value('1e5', 'COP')).toBe('INVALID');
    expect(value('12.', 'USD')).toBe('INVALID');
    expect(value('.50', 'USD')).toBe('INVALID');
    expect(value('1.00.0', 'COP')).toBe('INVALID');
    expect(value('1.000,000', 'COP')).toBe('TOO_MANY_DECIMALS');
    expect(value('1.000,000.5', 'USD')).toBe('INVALID');
    expect(value('99999999999999999999', 'COP')).toBe('TOO_LARGE');
    expect(value('1.000.000.000.001', 'COP')).toBe('TOO_LARGE');
    expect(value('10.000.000.000,01', 'USD')).toBe('TOO_LARGE');
    expect(value('1.000.000.000.000', 'COP')).toBe(MONEY_MAX);
  });

  it('reads back what formatMoney shows, in every currency', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MONEY_MAX }), fc.constantFrom('COP', 'USD', 'MXN'), (amount, currency) => {
        expect(value(formatMoney(money(amount), currency), currency)).toBe(amount);
      }),
      { numRuns: 10_000 },
    );
  }, 60_000);

  it('validates API amounts: integers of minor units, 0..MONEY_MAX', () => {
    expect(moneyAmountSchema.parse(100000)).toBe(100000);
    for (const bad of [-1, 10.5, '100', MONEY_MAX + 1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(moneyAmountSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('gives form messages REQUIRED and INVALID', () => {
    expect(moneyInputSchema('COP').parse('$5.000')).toBe(5000);
    expect(moneyInputSchema('COP').safeParse('').error?.issues[0]?.message).toBe('REQUIRED');
    expect(moneyInputSchema('COP').safeParse('5,5').error?.issues[0]?.message).toBe('INVALID');
  });
});
