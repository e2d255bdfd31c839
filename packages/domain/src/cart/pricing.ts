import { type Money, money } from '../money/money.js';

export interface ChosenSize {
  name: string;
  /** Difference from the product's base price. */
  priceDelta: Money;
}

export interface ChosenExtra {
  groupId: string;
  optionId: string;
  name: string;
  price: Money;
  quantity: number;
}

/** Sizes arrive with absolute prices and are kept as the difference from the base price (spec 01 §3). */
export function sizeDelta(basePrice: Money, absoluteSizePrice: Money): Money {
  return money(absoluteSizePrice - basePrice);
}

/** What one unit costs: base price, plus the size difference, plus every chosen extra times its quantity. */
export function unitPrice(basePrice: Money, size: ChosenSize | null, extras: readonly ChosenExtra[]): Money {
  const extrasTotal = extras.reduce((sum, extra) => sum + extra.price * extra.quantity, 0);
  return money(basePrice + (size?.priceDelta ?? 0) + extrasTotal);
}

export function lineTotal(unit: Money, quantity: number): Money {
  return money(unit * quantity);
}
