import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money } from '../money/money.js';
import {
  discountAmount,
  salesDiscountFormSchema,
  salesDiscountSchema,
  subtotalAfterDiscount,
} from './sales-discount.js';

const messages = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);

describe('sales discount', () => {
  it('takes a percent of the subtotal, rounded, or a fixed amount', () => {
    expect(discountAmount(money(100_000), { type: 'PERCENT', value: 10 })).toBe(10_000);
    expect(discountAmount(money(12_345), { type: 'PERCENT', value: 15 })).toBe(1_852);
    expect(discountAmount(money(50_000), { type: 'USD', value: 5_000 })).toBe(5_000);
    expect(discountAmount(money(50_000), null)).toBe(0);
  });

  it('never takes more than the subtotal, nor less than nothing', () => {
    expect(discountAmount(money(5_000), { type: 'USD', value: 9_000 })).toBe(5_000);
    expect(discountAmount(money(5_000), { type: 'PERCENT', value: 150 })).toBe(5_000);
    expect(discountAmount(money(5_000), { type: 'USD', value: -10 })).toBe(0);
    expect(discountAmount(money(5_000), { type: 'PERCENT', value: Number.NaN })).toBe(0);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.constantFrom('USD' as const, 'PERCENT' as const),
        fc.integer({ min: -1e6, max: 2e12 }),
        (subtotal, type, value) => {
          const amount = discountAmount(money(subtotal), { type, value });
          expect(amount >= 0 && amount <= subtotal && Number.isSafeInteger(amount)).toBe(true);
        },
      ),
      { numRuns: 10_000 },
    );
  }, 60_000);

  it('rounds the percent to a whole number', () => {
    const parsed = salesDiscountSchema.parse({ reason: 'cumpleanios', type: 'PERCENT', value: 12.5 });
    expect(parsed).toEqual({ reason: 'cumpleanios', other: '', type: 'PERCENT', value: 13 });
  });

  it("answers 'INVALID' for a USD value above the subtotal or a percent above 100", () => {
    const form = salesDiscountFormSchema(money(20_000));
    expect(form.safeParse({ reason: 'obsequio', type: 'USD', value: 20_000 }).success).toBe(true);
    expect(messages(form.safeParse({ reason: 'obsequio', type: 'USD', value: 20_001 }))).toEqual(['value:INVALID']);
    expect(messages(form.safeParse({ reason: 'obsequio', type: 'PERCENT', value: 100.4 }))).toEqual(['value:INVALID']);
    expect(messages(form.safeParse({ reason: 'obsequio', type: 'PERCENT', value: -1 }))).toEqual(['value:INVALID']);
    expect(messages(form.safeParse({ reason: 'obsequio', type: 'USD', value: 10.5 }))).toEqual(['value:INVALID']);
  });

  it('requires the reason, the value, and the free text with reason other', () => {
    expect(messages(salesDiscountSchema.safeParse({ type: 'USD', value: 1 }))).toEqual(['reason:REQUIRED']);
    expect(messages(salesDiscountSchema.safeParse({ reason: 'obsequio', type: 'USD' }))).toEqual(['value:REQUIRED']);
    expect(messages(salesDiscountSchema.safeParse({ reason: 'other', other: '  ', type: 'USD', value: 1 }))).toEqual([
      'other:REQUIRED',
    ]);
    expect(
      salesDiscountSchema.parse({ reason: 'other', other: ' Cliente frecuente ', type: 'USD', value: 1 }).other,
    ).toBe('Cliente frecuente');
    expect(salesDiscountSchema.parse({ reason: 'obsequio', other: 'x', type: 'USD', value: 1 }).other).toBe('');
  });

  it('gives the subtotal less its discount, never below zero (the floor tile shows it)', () => {
    expect(subtotalAfterDiscount(money(50_000), { type: 'PERCENT', value: 10 })).toBe(45_000);
    expect(subtotalAfterDiscount(money(50_000), { type: 'USD', value: 80_000 })).toBe(0);
    expect(subtotalAfterDiscount(money(50_000), null)).toBe(50_000);
  });
});
