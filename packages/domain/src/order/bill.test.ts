import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DiscountValue } from '../discount/sales-discount.js';
import { money } from '../money/money.js';
import type { Tax } from '../tax/tax.js';
import { NO_TIP, type TipChoice } from '../tip/tip.js';
import { type BillOrder, billOf } from './bill.js';

const RUNS = { numRuns: 1_000 };
const TIMEOUT_MS = 60_000;

const lineArb = fc.record({
  unitPrice: fc.integer({ min: 0, max: 5_000_000 }).map(money),
  quantity: fc.integer({ min: 1, max: 99 }),
});
const taxArb: fc.Arbitrary<Tax> = fc
  .record({ rateBp: fc.integer({ min: 0, max: 10_000 }), includeCost: fc.boolean() })
  .map(({ rateBp, includeCost }) => ({ name: `T${rateBp}`, shortName: '', rateBp, includeCost }));
const discountArb: fc.Arbitrary<DiscountValue | null> = fc.option(
  fc.oneof(
    fc.record({ type: fc.constant('PERCENT' as const), value: fc.integer({ min: 0, max: 100 }) }),
    fc.record({ type: fc.constant('USD' as const), value: fc.integer({ min: 0, max: 1e8 }) }),
  ),
);
const tipArb: fc.Arbitrary<TipChoice> = fc.oneof(
  fc.constant(NO_TIP),
  fc.record({ kind: fc.constant('percent' as const), rateBp: fc.integer({ min: 0, max: 2_000 }) }),
  fc.record({ kind: fc.constant('amount' as const), amount: fc.integer({ min: 0, max: 1e6 }).map(money) }),
);
const orderArb: fc.Arbitrary<BillOrder> = fc.record({
  lines: fc
    .array(lineArb, { minLength: 1, maxLength: 20 })
    .map((lines) => lines.map((line, index) => ({ ...line, id: `line-${index}` }))),
  discount: discountArb,
  taxes: fc.array(taxArb, { maxLength: 3 }),
  people: fc.option(fc.integer({ min: 1, max: 20 })),
  deliveryValue: fc.integer({ min: 0, max: 1e6 }),
});

describe('the bill', () => {
  it(
    'equal parts add up to the whole bill, to the unit, and each part adds only its own tip',
    () => {
      fc.assert(
        fc.property(orderArb, fc.integer({ min: 1, max: 20 }), tipArb, (order, parts, tip) => {
          const whole = billOf(order, { kind: 'whole' }, NO_TIP).charged.total;
          const charged = Array.from({ length: parts }, (_, paying) =>
            billOf(order, { kind: 'equal', parts, paying }, NO_TIP),
          );
          expect(charged.reduce((sum, bill) => sum + bill.charged.total, 0)).toBe(whole);
          const shares = charged.map((bill) => bill.charged.total);
          expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
          const tipped = billOf(order, { kind: 'equal', parts, paying: 0 }, tip).charged;
          expect(tipped.total).toBe(shares[0]! + tipped.tip);
        }),
        RUNS,
      );
    },
    TIMEOUT_MS,
  );

  it(
    'bills of chosen lines add up to the whole subtotal, and to the whole total when nothing is rounded per part',
    () => {
      fc.assert(
        fc.property(orderArb, fc.integer({ min: 1, max: 5 }), fc.nat(), (order, groups, seed) => {
          const groupOf = (index: number) => (index * 7 + seed) % groups;
          const partsOf = Array.from({ length: groups }, (_, group) =>
            order.lines.filter((_, index) => groupOf(index) === group).map((line) => line.id),
          ).filter((ids) => ids.length > 0 && ids.length < order.lines.length);
          const whole = billOf(order, { kind: 'whole' }, NO_TIP).charged;
          const billed = partsOf.map((lineIds) => billOf(order, { kind: 'lines', lineIds }, NO_TIP).charged);
          if (billed.length === partsOf.length && billed.length > 1) {
            const covered = partsOf.flat().length === order.lines.length;
            if (covered) {
              expect(billed.reduce((sum, part) => sum + part.subtotal, 0)).toBe(whole.subtotal);
              const plain = { ...order, discount: null, taxes: [], deliveryValue: 0 };
              const plainTotal = partsOf.reduce(
                (sum, lineIds) => sum + billOf(plain, { kind: 'lines', lineIds }, NO_TIP).charged.total,
                0,
              );
              expect(plainTotal).toBe(billOf(plain, { kind: 'whole' }, NO_TIP).charged.total);
            }
          }
        }),
        RUNS,
      );
    },
    TIMEOUT_MS,
  );

  it('choosing every line is the whole bill; a part carries a percent discount only, never delivery', () => {
    const order: BillOrder = {
      lines: [
        { id: 'a', unitPrice: money(10_000), quantity: 1 },
        { id: 'b', unitPrice: money(30_000), quantity: 1 },
      ],
      discount: { type: 'USD', value: 5_000 },
      taxes: [],
      people: 2,
      deliveryValue: 4_000,
    };
    expect(billOf(order, { kind: 'lines', lineIds: ['a', 'b'] }, NO_TIP)).toEqual(
      billOf(order, { kind: 'whole' }, NO_TIP),
    );
    expect(billOf(order, { kind: 'whole' }, NO_TIP).charged.total).toBe(40_000 - 5_000 + 4_000);
    const part = billOf(order, { kind: 'lines', lineIds: ['a'] }, NO_TIP);
    expect(part.charged).toMatchObject({ subtotal: 10_000, discount: 0, deliveryValue: 0, total: 10_000 });
    expect(part.lineIds).toEqual(['a']);
    const percent = billOf(
      { ...order, discount: { type: 'PERCENT', value: 10 } },
      { kind: 'lines', lineIds: ['b'] },
      NO_TIP,
    );
    expect(percent.charged.total).toBe(27_000);
  });

  it('an equal part shows the whole bill and charges its share', () => {
    const order: BillOrder = {
      lines: [{ id: 'a', unitPrice: money(10_000), quantity: 1 }],
      discount: null,
      taxes: [],
      people: 3,
    };
    const second = billOf(order, { kind: 'equal', parts: 3, paying: 1 }, { kind: 'percent', rateBp: 1_000 });
    expect(second.shown.total).toBe(10_000);
    expect(second.shares).toEqual([3_334, 3_333, 3_333]);
    expect(second.charged).toMatchObject({ subtotal: 3_333, tip: 333, total: 3_666 });
    expect(second.lineIds).toEqual([]);
  });
});
