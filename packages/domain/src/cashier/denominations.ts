import { type Currency, type Money, money } from '../money/money.js';

export type DenominationKind = 'coin' | 'bill';

/** One coin or bill of the counting form; key names its field (1000 is both a coin and a bill in COP). */
export interface Denomination {
  key: string;
  kind: DenominationKind;
  value: Money;
}

const setOf = (coins: readonly number[], bills: readonly number[]): readonly Denomination[] => [
  ...coins.map((value) => ({ key: `coin_${value}`, kind: 'coin' as const, value: money(value) })),
  ...bills.map((value) => ({ key: `bill_${value}`, kind: 'bill' as const, value: money(value) })),
];

/** Spec 01 §9, in minor units (USD in cents). MXN has none: its drawers count a free amount. */
export const DENOMINATIONS: Readonly<Record<Currency, readonly Denomination[]>> = {
  COP: setOf([50, 100, 200, 500, 1000], [1000, 2000, 5000, 10000, 20000, 50000, 100000]),
  USD: setOf([1, 5, 10, 25, 50, 100], [100, 200, 500, 1000, 2000, 5000, 10000]),
  MXN: [],
};

export const denominationsOf = (currency: Currency): readonly Denomination[] => DENOMINATIONS[currency];

/** True when the drawer is counted as one free amount instead of coins and bills. */
export const countsFreeAmount = (currency: Currency): boolean => DENOMINATIONS[currency].length === 0;
