import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DiscountValue } from '../discount/sales-discount.js';
import { CURRENCIES, formatMoney, money, parseMoney } from '../money/money.js';
import type { Tax } from '../tax/tax.js';
import type { TipChoice } from '../tip/tip.js';
import { type PriceSummaryInput, priceSummary } from './totals.js';

const RUNS = { numRuns: 10_000 };
const tax = (rateBp: number, includeCost: boolean): Tax => ({ name: `T${rateBp}`, shortName: '', rateBp, includeCost });

const lineArb = fc.record({
  unitPrice: fc.integer({ min: 0, max: 5_000_000 }).map(money),
  quantity: fc.integer({ min: 1, max: 999 }),
});
const taxArb = fc
  .record({ rateBp: fc.integer({ min: 0, max: 10_000 }), includeCost: fc.boolean() })
  .map(({ rateBp, includeCost }) => tax(rateBp, includeCost));
const discountArb: fc.Arbitrary<DiscountValue | null> = fc.option(
  fc.oneof(
    fc.record({ type: fc.constant('PERCENT' as const), value: fc.integer({ min: 0, max: 100 }) }),
    fc.record({ type: fc.constant('USD' as const), value: fc.integer({ min: 0, max: 1e9 }) }),
  ),
);
const tipArb: fc.Arbitrary<TipChoice> = fc.oneof(
  fc.constant({ kind: 'none' as const }),
  fc.record({ kind: fc.constant('percent' as const), rateBp: fc.integer({ min: 0, max: 10_000 }) }),
  fc.record({ kind: fc.constant('amount' as const), amount: fc.integer({ min: 0, max: 1e7 }).map(money) }),
);
const inputArb: fc.Arbitrary<PriceSummaryInput> = fc.record({
  lines: fc.array(lineArb, { maxLength: 30 }),
  discount: discountArb,
  taxes: fc.array(taxArb, { maxLength: 4 }),
  tip: tipArb,
  deliveryValue: fc.integer({ min: 0, max: 1e6 }),
  people: fc.option(fc.integer({ min: 0, max: 99 })),
});

describe('price summary', () => {
  it('adds up a bill: subtotal − discount + added taxes + tip + delivery value', () => {
    const summary = priceSummary({
      lines: [
        { unitPrice: money(25_000), quantity: 2 },
        { unitPrice: money(8_000), quantity: 1 },
      ],
      discount: { type: 'PERCENT', value: 10 },
      taxes: [tax(800, true), tax(1000, false)],
      tip: { kind: 'percent', rateBp: 1000 },
      deliveryValue: 5_000,
      people: 3,
    });
    expect(summary).toMatchObject({
      subtotal: 58_000,
      discount: 5_800,
      afterDiscount: 52_200,
      addedTaxes: 5_220,
      includedTaxes: 3_867,
      tip: 5_220,
      deliveryValue: 5_000,
      total: 67_640,
      people: 3,
      perPerson: 22_547,
    });
    expect(summary.taxes.map((line) => [line.name, line.amount, line.includeCost])).toEqual([
      ['T800', 3_867, true],
      ['T1000', 5_220, false],
    ]);
  });

  it('is all zero for an empty cart, with one person by default', () => {
    expect(priceSummary({ lines: [] })).toEqual({
      subtotal: 0,
      discount: 0,
      afterDiscount: 0,
      taxes: [],
      addedTaxes: 0,
      includedTaxes: 0,
      tip: 0,
      deliveryValue: 0,
      total: 0,
      people: 1,
      perPerson: 0,
    });
  });

  it('never gives a negative figure, and the total is always the sum of its parts', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: -1e6, max: 0 }), (input, negativeDelivery) => {
        for (const candidate of [input, { ...input, deliveryValue: negativeDelivery }]) {
          const summary = priceSummary(candidate);
          for (const figure of [summary.subtotal, summary.discount, summary.addedTaxes, summary.includedTaxes]) {
            expect(figure).toBeGreaterThanOrEqual(0);
          }
          expect(summary.total).toBeGreaterThanOrEqual(0);
          expect(summary.perPerson).toBeGreaterThanOrEqual(0);
          expect(summary.afterDiscount).toBe(summary.subtotal - summary.discount);
          expect(summary.afterDiscount).toBeGreaterThanOrEqual(0);
          expect(summary.total).toBe(summary.afterDiscount + summary.addedTaxes + summary.tip + summary.deliveryValue);
        }
      }),
      RUNS,
    );
  }, 60_000);

  it('never changes the total for an included tax', () => {
    fc.assert(
      fc.property(
        inputArb,
        fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 3 }),
        (input, rates) => {
          const included = rates.map((rateBp) => tax(rateBp, true));
          const withIncluded = priceSummary({ ...input, taxes: [...(input.taxes ?? []), ...included] });
          expect(withIncluded.total).toBe(priceSummary(input).total);
          expect(withIncluded.includedTaxes).toBeLessThanOrEqual(withIncluded.afterDiscount);
        },
      ),
      RUNS,
    );
  }, 60_000);

  it('zeroes the subtotal after a 100 % discount, and with it the taxes and a percent tip', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const summary = priceSummary({ ...input, discount: { type: 'PERCENT', value: 100 } });
        expect(summary.discount).toBe(summary.subtotal);
        expect(summary.afterDiscount).toBe(0);
        expect(summary.addedTaxes).toBe(0);
        expect(summary.includedTaxes).toBe(0);
        const fixedTip = input.tip?.kind === 'amount' ? input.tip.amount : 0;
        expect(summary.total).toBe(fixedTip + summary.deliveryValue);
      }),
      RUNS,
    );
  }, 60_000);

  it('rounds exactly to the unit of COP (0 decimals) and USD (2 decimals)', () => {
    // Twice the rounding error, in units of the divisor, lies in (−divisor, divisor]: within half a unit, ties away from zero.
    const withinHalf = (rounded: number, numerator: bigint, divisor: bigint) => {
      const twiceError = 2n * (BigInt(rounded) * divisor - numerator);
      return twiceError <= divisor && twiceError > -divisor;
    };
    fc.assert(
      fc.property(inputArb, fc.constantFrom('COP' as const, 'USD' as const), (input, currency) => {
        const summary = priceSummary(input);
        const base = BigInt(summary.afterDiscount);
        const includedBp = BigInt((input.taxes ?? []).reduce((sum, t) => sum + (t.includeCost ? t.rateBp : 0), 0));
        for (const line of summary.taxes) {
          const divisor = line.includeCost ? 10_000n + includedBp : 10_000n;
          expect(withinHalf(line.amount, base * BigInt(line.rateBp), divisor)).toBe(true);
        }
        expect(withinHalf(summary.perPerson, BigInt(summary.total), BigInt(summary.people))).toBe(true);
        const { decimals } = CURRENCIES[currency];
        for (const figure of [summary.total, summary.perPerson, summary.addedTaxes, summary.tip, summary.discount]) {
          expect(Number.isSafeInteger(figure)).toBe(true);
          const shown = formatMoney(money(figure), currency);
          expect(shown.split(',')[1]?.length ?? 0).toBe(decimals);
          expect(parseMoney(shown, currency)).toBe(figure);
        }
      }),
      RUNS,
    );
  }, 60_000);

  it('splits per person, rounded, with one person when none or zero is given', () => {
    const lines = [{ unitPrice: money(10_000), quantity: 1 }];
    expect(priceSummary({ lines, people: 3 }).perPerson).toBe(3_333);
    expect(priceSummary({ lines: [{ unitPrice: money(5), quantity: 1 }], people: 2 }).perPerson).toBe(3);
    expect(priceSummary({ lines, people: 0 })).toMatchObject({ people: 1, perPerson: 10_000 });
    expect(priceSummary({ lines, people: null })).toMatchObject({ people: 1, perPerson: 10_000 });
  });

  it('applies a fixed tip from the tip jar as is', () => {
    const summary = priceSummary({
      lines: [{ unitPrice: money(90_000), quantity: 1 }],
      tip: { kind: 'amount', amount: money(4_000) },
    });
    expect(summary).toMatchObject({ tip: 4_000, total: 94_000 });
  });
});
