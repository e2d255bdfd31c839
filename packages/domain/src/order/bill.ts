import type { DiscountValue } from '../discount/sales-discount.js';
import { type Money, money } from '../money/money.js';
import type { Tax } from '../tax/tax.js';
import { type TipChoice, tipAmount } from '../tip/tip.js';
import type { OrderLine } from './order-lines.js';
import { splitEqually } from './split.js';
import { type PriceSummary, priceSummary } from './totals.js';

/** What is being paid: the whole bill, the chosen lines, or share `paying` (0-based) of `parts` equal ones. */
export type BillChoice =
  | { kind: 'whole' }
  | { kind: 'lines'; lineIds: readonly string[] }
  | { kind: 'equal'; parts: number; paying: number };

/** An order as its bill needs it. */
export interface BillOrder {
  lines: readonly Pick<OrderLine, 'id' | 'unitPrice' | 'quantity'>[];
  discount: DiscountValue | null;
  taxes: readonly Tax[];
  people: number | null;
  /** Delivery orders only. */
  deliveryValue?: number;
}

export interface Bill {
  /** The figures of this payment, as the closed order stores them. */
  charged: PriceSummary;
  /** What the bill shows: the whole order, or the chosen lines. */
  shown: PriceSummary;
  /** Equal parts: every part's amount (before its own tip). */
  shares: Money[] | null;
  /** The lines this payment closes (all of them for the whole bill, none for an equal part). */
  lineIds: string[];
}

/**
 * The one bill rule (server and tablet): chosen lines carry a percent discount only (a fixed one
 * goes with the last part paid) and no delivery value; equal parts split the discounted total with
 * taxes and delivery, and each part adds the tip of its own share.
 */
export function billOf(order: BillOrder, choice: BillChoice, tip: TipChoice): Bill {
  const base = { taxes: order.taxes, people: order.people };
  const chosen = choice.kind === 'lines' ? order.lines.filter((line) => choice.lineIds.includes(line.id)) : [];
  // Choosing every line is paying the whole bill.
  if (choice.kind === 'lines' && chosen.length < order.lines.length) {
    const partDiscount = order.discount?.type === 'PERCENT' ? order.discount : null;
    const summary = priceSummary({ ...base, lines: chosen, discount: partDiscount, tip });
    return { charged: summary, shown: summary, shares: null, lineIds: chosen.map((line) => line.id) };
  }
  const whole = { ...base, lines: order.lines, discount: order.discount, deliveryValue: order.deliveryValue ?? 0 };
  if (choice.kind === 'equal') {
    const shown = priceSummary({ ...whole, tip: null });
    const shares = splitEqually(shown.total, choice.parts);
    const share = shares[Math.min(Math.max(0, choice.paying), shares.length - 1)] ?? money(0);
    return { charged: shareSummary(share, tip), shown, shares, lineIds: [] };
  }
  const summary = priceSummary({ ...whole, tip });
  return { charged: summary, shown: summary, shares: null, lineIds: order.lines.map((line) => line.id) };
}

/** A part of an equally split bill: its share, plus the tip this part leaves. */
function shareSummary(share: Money, tip: TipChoice): PriceSummary {
  const tipOfShare = tipAmount(share, tip);
  const zero = money(0);
  return {
    subtotal: share,
    discount: zero,
    afterDiscount: share,
    taxes: [],
    addedTaxes: zero,
    includedTaxes: zero,
    tip: tipOfShare,
    deliveryValue: zero,
    total: money(share + tipOfShare),
    people: 1,
    perPerson: money(share + tipOfShare),
  };
}
