import { z } from 'zod';
import { type Money, sumMoney } from '../money/money.js';
import { BASIS_POINTS, mulDivRound } from '../money/rounding.js';

/** A tax of the branch (spec 01 §3). The rate is in basis points: 8 % is 800; 0..100 % (spec 02 §9). */
export const taxSchema = z.object({
  name: z.string().trim().min(1, { message: 'REQUIRED' }).max(60),
  shortName: z.string().trim().max(12).default(''),
  rateBp: z.number({ message: 'REQUIRED' }).int().min(0).max(BASIS_POINTS),
  includeCost: z.boolean({ message: 'REQUIRED' }),
});
export type Tax = z.infer<typeof taxSchema>;

/** One tax on a bill, as the order stores it and the bill prints it. */
export interface TaxLine {
  name: string;
  shortName: string;
  rateBp: number;
  includeCost: boolean;
  amount: Money;
}

const lineOf = (tax: Tax, amount: Money): TaxLine => ({
  name: tax.name,
  shortName: tax.shortName,
  rateBp: tax.rateBp,
  includeCost: tax.includeCost,
  amount,
});

/**
 * Every tax on an amount, each rounded to a whole minor unit (pesos for COP, cents for USD).
 * An included tax is extracted from the price: amount × rate ÷ (1 + sum of included rates), which
 * for one tax is amount − amount ÷ (1 + rate); it is informative and never changes the total.
 * An added tax is rate × the amount (spec 01 §9), the same with or without included taxes.
 */
export function taxLines(amount: Money, taxes: readonly Tax[]): TaxLine[] {
  const includedRateBp = taxes.reduce((sum, tax) => sum + (tax.includeCost ? tax.rateBp : 0), 0);
  return taxes.map((tax) =>
    lineOf(tax, mulDivRound(amount, tax.rateBp, tax.includeCost ? BASIS_POINTS + includedRateBp : BASIS_POINTS)),
  );
}

const sumOfTaxes = (lines: readonly TaxLine[]): Money => sumMoney(lines.map((line) => line.amount));

/** What the taxes add to the bill. */
export const addedTaxTotal = (lines: readonly TaxLine[]): Money =>
  sumOfTaxes(lines.filter((line) => !line.includeCost));

/** What the prices already hold; shown on the bill, never added. */
export const includedTaxTotal = (lines: readonly TaxLine[]): Money =>
  sumOfTaxes(lines.filter((line) => line.includeCost));
