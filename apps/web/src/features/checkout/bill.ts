import {
  type CheckoutSettings,
  type CloseTableInput,
  type DiscountValue,
  type Money,
  money,
  type OrderLine,
  billOf as orderBill,
  type PriceSummary,
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
  /** A delivery's fee, added to the whole bill (domain billOf). */
  deliveryValue?: number;
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
  part: CloseTableInput['part'];
  /** Nothing to charge (no line chosen). */
  empty: boolean;
}

/** The bill as the server computes it (the domain's one rule), shaped for the payment drawer. */
export function billOf({ lines, discount, settings, tip, people, split, deliveryValue = 0 }: BillInput): Bill {
  const order = { lines, discount, taxes: settings.taxes, people, deliveryValue };
  if (split.kind === 'equal') {
    const paying = Math.max(0, Math.min(split.paid, split.parts - 1));
    const bill = orderBill(order, { kind: 'equal', parts: split.parts, paying }, tip);
    const part = { equalParts: split.parts };
    return {
      summary: bill.shown,
      total: bill.charged.total,
      shares: bill.shares,
      paying,
      part,
      empty: lines.length === 0,
    };
  }
  const bill = orderBill(order, split.kind === 'lines' ? split : { kind: 'whole' }, tip);
  const isPart = bill.lineIds.length < lines.length;
  const part = isPart && bill.lineIds.length > 0 ? { lineIds: bill.lineIds } : undefined;
  const empty = bill.lineIds.length === 0;
  return { summary: bill.shown, total: bill.charged.total, shares: null, paying: null, part, empty };
}

/** The tip this payment leaves: of the summary's base, or of the part's share. */
export function tipOf(bill: Bill, tip: TipChoice): Money {
  if (bill.shares && bill.paying !== null) return tipAmount(bill.shares[bill.paying] ?? money(0), tip);
  return bill.summary.tip;
}
