import {
  type CheckoutSettings,
  type CloseTable,
  type DiscountValue,
  type Money,
  money,
  type OrderLine,
  type PriceSummary,
  priceSummary,
  splitEqually,
  type TipChoice,
  tipAmount,
} from '@comandero/domain';

/** How the bill is paid: all at once, the chosen lines, or one of N equal parts. */
export type SplitChoice =
  | { kind: 'whole' }
  | { kind: 'lines'; lineIds: readonly string[] }
  | { kind: 'equal'; parts: number; paid: number };

export interface BillInput {
  lines: readonly OrderLine[];
  discount: DiscountValue | null;
  settings: Pick<CheckoutSettings, 'taxes'>;
  tip: TipChoice;
  people: number | null;
  split: SplitChoice;
}

export interface Bill {
  /** What the summary shows: the whole bill, or the chosen lines. */
  summary: PriceSummary;
  /** What this payment charges (the part's share plus its tip for equal parts). */
  total: Money;
  /** Equal parts: every part's amount, and which one is being paid (0-based). */
  shares: Money[] | null;
  paying: number | null;
  /** The part sent to the server, when only a part is paid. */
  part: CloseTable['part'];
  /** Nothing to charge (no line chosen). */
  empty: boolean;
}

/**
 * The bill exactly as the server will compute it (checkout.service): chosen lines carry a percent
 * discount only (a fixed one goes with the last part); equal parts split the discounted total with
 * taxes, and each part adds its own tip.
 */
export function billOf({ lines, discount, settings, tip, people, split }: BillInput): Bill {
  const base = { taxes: settings.taxes, people };
  if (split.kind === 'lines') {
    const chosen = lines.filter((line) => split.lineIds.includes(line.id));
    if (chosen.length < lines.length) {
      const partDiscount = discount?.type === 'PERCENT' ? discount : null;
      const summary = priceSummary({ ...base, lines: chosen, discount: partDiscount, tip });
      const part = chosen.length > 0 ? { lineIds: chosen.map((line) => line.id) } : undefined;
      return { summary, total: summary.total, shares: null, paying: null, part, empty: chosen.length === 0 };
    }
  }
  if (split.kind === 'equal') {
    const summary = priceSummary({ ...base, lines, discount, tip: null });
    const shares = splitEqually(summary.total, split.parts);
    const paying = Math.min(split.paid, shares.length - 1);
    const share = shares[paying] ?? money(0);
    const total = money(share + tipAmount(share, tip));
    return { summary, total, shares, paying, part: { equalParts: split.parts }, empty: lines.length === 0 };
  }
  const summary = priceSummary({ ...base, lines, discount, tip });
  return { summary, total: summary.total, shares: null, paying: null, part: undefined, empty: lines.length === 0 };
}

/** The tip this payment leaves: of the summary's base, or of the part's share. */
export function tipOf(bill: Bill, tip: TipChoice): Money {
  if (bill.shares && bill.paying !== null) return tipAmount(bill.shares[bill.paying] ?? money(0), tip);
  return bill.summary.tip;
}
