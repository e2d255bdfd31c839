import { type DiscountValue, subtotalAfterDiscount } from '../discount/sales-discount.js';
import { type Money, money } from '../money/money.js';
import { mulDivRound } from '../money/rounding.js';
import { addedTaxTotal, includedTaxTotal, type Tax, type TaxLine, taxLines } from '../tax/tax.js';
import { type TipChoice, tipAmount } from '../tip/tip.js';
import type { OrderLine } from './order-lines.js';
import { orderSubtotal } from './preparation.js';

export interface PriceSummaryInput {
  lines: readonly Pick<OrderLine, 'unitPrice' | 'quantity'>[];
  discount?: DiscountValue | null;
  taxes?: readonly Tax[];
  tip?: TipChoice | null;
  /** Only delivery orders carry one; pass 0 (or nothing) otherwise. */
  deliveryValue?: number;
  people?: number | null;
}

/** The price summary of a cart, a bill and a stored order, all in minor units of the branch currency. */
export interface PriceSummary {
  subtotal: Money;
  discount: Money;
  /** Subtotal − discount: what taxes and a percent tip are computed on. */
  afterDiscount: Money;
  taxes: TaxLine[];
  addedTaxes: Money;
  /** Already inside the prices; printed, never added. */
  includedTaxes: Money;
  tip: Money;
  deliveryValue: Money;
  total: Money;
  people: number;
  perPerson: Money;
}

const nonNegative = (amount: number): Money => money(Math.max(0, amount));

/**
 * Total = subtotal − discount + added taxes + tip + delivery value (spec 01 §9). Taxes and a percent
 * tip apply to the discounted subtotal (a gift is not taxed); tip and delivery are not taxed.
 * Per person = total ÷ people (default 1), rounded. No figure is ever negative.
 */
export function priceSummary(input: PriceSummaryInput): PriceSummary {
  const subtotal = nonNegative(orderSubtotal(input.lines));
  const afterDiscount = subtotalAfterDiscount(subtotal, input.discount);
  const discount = money(subtotal - afterDiscount);
  const taxes = taxLines(afterDiscount, input.taxes ?? []);
  const addedTaxes = addedTaxTotal(taxes);
  const tip = tipAmount(afterDiscount, input.tip);
  const deliveryValue = nonNegative(Math.trunc(input.deliveryValue ?? 0));
  const total = money(afterDiscount + addedTaxes + tip + deliveryValue);
  const people = Math.max(1, Math.trunc(input.people ?? 1) || 1);
  return {
    subtotal,
    discount,
    afterDiscount,
    taxes,
    addedTaxes,
    includedTaxes: includedTaxTotal(taxes),
    tip,
    deliveryValue,
    total,
    people,
    perPerson: mulDivRound(total, 1, people),
  };
}
