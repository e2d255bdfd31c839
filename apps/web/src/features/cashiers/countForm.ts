import {
  type Currency,
  countsFreeAmount,
  countTotal,
  type DenominationCounts,
  emptyCounts,
  type Money,
  money,
  parseMoneyInput,
} from '@comandero/domain';

/** Pieces per denomination as the inputs hold them: '' while a field is empty. */
export type CountValues = Record<string, number | ''>;

/** The coin and bill counting fields of the open and close forms; MXN counts one typed amount. */
export interface CountFormValues {
  counts: CountValues;
  amount: string;
}

export const initialCount = (currency: Currency): CountFormValues => ({ counts: emptyCounts(currency), amount: '' });

const isPieces = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** A typed amount in minor units, or null when it is not money. */
export function typedAmount(text: string, currency: Currency): Money | null {
  const parsed = parseMoneyInput(text, currency);
  return parsed.ok ? parsed.value : null;
}

/** The count as the API takes it ({ counts } or { amount }); an empty or bad field stays undefined for the schema. */
export function countDetail(
  currency: Currency,
  values: CountFormValues,
): { counts: Record<string, number | undefined> } | { amount: number | undefined } {
  if (countsFreeAmount(currency)) return { amount: typedAmount(values.amount, currency) ?? undefined };
  return {
    counts: Object.fromEntries(
      Object.keys(emptyCounts(currency)).map((key) => {
        const pieces = values.counts[key];
        return [key, pieces === '' || pieces === undefined ? undefined : pieces];
      }),
    ),
  };
}

/** The live total while typing: fields not yet valid count nothing. */
export function liveCountTotal(currency: Currency, values: Partial<CountFormValues>): Money {
  if (countsFreeAmount(currency)) return typedAmount(values.amount ?? '', currency) ?? money(0);
  const counts: DenominationCounts = {};
  for (const [key, pieces] of Object.entries(values.counts ?? {})) if (isPieces(pieces)) counts[key] = pieces;
  return countTotal(currency, counts);
}

/** The branch's currency as the domain knows it (COP when a branch carries another code). */
export function currencyOf(code: string | undefined): Currency {
  return code === 'USD' || code === 'MXN' ? code : 'COP';
}
