import { type DiscountValue, money } from '@comandero/domain';
import { describe, expect, it } from 'vitest';
import { AJIACO, LEMONADES, SERVED_LINES, SETTINGS } from '../../test/checkoutFixtures';
import { billOf, tipOf } from './bill';

const birthday: DiscountValue = { type: 'PERCENT', value: 10 };
const tenPercent = { kind: 'percent', rateBp: 1000 } as const;
const base = { settings: SETTINGS, people: 2, discount: null, tip: { kind: 'none' } as const };

describe('the bill the drawer charges', () => {
  it('computes the whole bill as the server does: 10 % off, the suggested tip on the discounted subtotal', () => {
    const bill = billOf({
      ...base,
      lines: SERVED_LINES,
      discount: birthday,
      tip: tenPercent,
      split: { kind: 'whole' },
    });
    expect(bill.summary).toMatchObject({ subtotal: 46000, discount: 4600, tip: 4140, addedTaxes: 0, total: 45540 });
    // INC is inside the prices: shown, never added.
    expect(bill.summary.taxes).toEqual([
      expect.objectContaining({ shortName: 'INC', includeCost: true, amount: 3067 }),
    ]);
    expect(bill.summary.perPerson).toBe(22770);
    expect(bill).toMatchObject({ total: 45540, part: undefined, empty: false });
  });

  it('adds a delivery fee to the whole bill (domain billOf), as the server charges it', () => {
    const bill = billOf({ ...base, lines: SERVED_LINES, split: { kind: 'whole' }, deliveryValue: 5000 });
    expect(bill.summary).toMatchObject({ subtotal: 46000, deliveryValue: 5000, total: 51000 });
    expect(bill.total).toBe(51000);
  });

  it('charges chosen lines with a percent discount, and leaves a fixed one to the last part', () => {
    const lines = {
      ...base,
      lines: SERVED_LINES,
      tip: tenPercent,
      split: { kind: 'lines', lineIds: [LEMONADES.id] },
    } as const;
    expect(billOf({ ...lines, discount: birthday })).toMatchObject({
      total: 16200 + 1620,
      part: { lineIds: [LEMONADES.id] },
    });
    expect(billOf({ ...lines, discount: { type: 'USD', value: 5000 } }).total).toBe(18000 + 1800);
    const nothing = billOf({ ...lines, split: { kind: 'lines', lineIds: [] } });
    expect(nothing).toMatchObject({ empty: true, part: undefined, total: 0 });
  });

  it('charges every line chosen as the whole bill, with the whole discount', () => {
    const all = billOf({
      ...base,
      lines: SERVED_LINES,
      discount: { type: 'USD', value: 6000 },
      split: { kind: 'lines', lineIds: [AJIACO.id, LEMONADES.id] },
    });
    expect(all).toMatchObject({ total: 40000, part: undefined });
  });

  it('splits into equal parts that add up to the total, each part with its own tip', () => {
    const lines = [LEMONADES, { ...AJIACO, unitPrice: money(4000), quantity: 1 }].map((line, index) =>
      index === 0 ? { ...line, quantity: 1 } : line,
    );
    const thirds = [0, 1, 2].map((paid) => billOf({ ...base, lines, split: { kind: 'equal', parts: 3, paid } }));
    expect(thirds[0]!.shares).toEqual([4334, 4333, 4333]);
    expect(thirds.map((bill) => [bill.paying, bill.total])).toEqual([
      [0, 4334],
      [1, 4333],
      [2, 4333],
    ]);
    expect(thirds[0]!.part).toEqual({ equalParts: 3 });

    const halves = billOf({ ...base, lines, tip: tenPercent, split: { kind: 'equal', parts: 2, paid: 0 } });
    expect(halves.shares).toEqual([6500, 6500]);
    expect(halves.total).toBe(7150);
    expect(tipOf(halves, tenPercent)).toBe(650);
    expect(tipOf(halves, { kind: 'amount', amount: money(5000) })).toBe(5000);
  });
});
