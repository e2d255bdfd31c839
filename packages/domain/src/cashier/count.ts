import { z } from 'zod';
import { type Currency, type Money, money } from '../money/money.js';
import { MONEY_MAX } from '../money/money-input.js';
import { countsFreeAmount, denominationsOf } from './denominations.js';

export const COUNT_INVALID = 'Ingrese un valor válido';
/** More pieces of one coin or bill than any drawer holds is a typing mistake. */
export const PIECES_MAX = 100_000;

/** Pieces counted per denomination key ('bill_50000': 3). */
export type DenominationCounts = Record<string, number>;

/** A counted drawer: the pieces (empty for a free amount) and their total in minor units. */
export interface CashCount {
  counts: DenominationCounts;
  total: Money;
}

/** Σ pieces × value over the currency's denominations, exact in minor units; unknown keys count nothing. */
export function countTotal(currency: Currency, counts: DenominationCounts): Money {
  return money(denominationsOf(currency).reduce((sum, { key, value }) => sum + (counts[key] ?? 0) * value, 0));
}

/** Every denomination at 0: the form's starting values. */
export const emptyCounts = (currency: Currency): DenominationCounts =>
  Object.fromEntries(denominationsOf(currency).map(({ key }) => [key, 0]));

const piecesSchema = z
  .number({ message: COUNT_INVALID })
  .int({ message: COUNT_INVALID })
  .min(0, { message: COUNT_INVALID })
  .max(PIECES_MAX, { message: COUNT_INVALID });

const freeAmountSchema = z
  .number({ message: COUNT_INVALID })
  .int({ message: COUNT_INVALID })
  .min(0, { message: COUNT_INVALID })
  .max(MONEY_MAX, { message: COUNT_INVALID });

/**
 * The coin and bill counting form: each count required, a whole number ≥ 0 ('Ingrese un valor válido');
 * a currency without denominations (MXN) takes one free amount instead.
 */
export function cashCountSchema(
  currency: Currency,
): z.ZodType<CashCount, { counts: DenominationCounts } | { amount: number }> {
  if (countsFreeAmount(currency)) {
    return z.object({ amount: freeAmountSchema }).transform(({ amount }) => ({ counts: {}, total: money(amount) }));
  }
  const shape = Object.fromEntries(denominationsOf(currency).map(({ key }) => [key, piecesSchema]));
  return z
    .object({ counts: z.object(shape) })
    .transform(({ counts }) => ({ counts, total: countTotal(currency, counts) }));
}
