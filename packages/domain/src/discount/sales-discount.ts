import { z } from 'zod';
import { type Money, money } from '../money/money.js';
import { MONEY_MAX } from '../money/money-input.js';
import { mulDivRound } from '../money/rounding.js';

/** Reasons offered by the sales discount form (spec 01 §5). */
export const DISCOUNT_REASONS = ['cumpleanios', 'obsequio', 'pedidoDemorado', 'clienteInsatisfecho', 'other'] as const;
export type DiscountReason = (typeof DISCOUNT_REASONS)[number];
/** USD is a fixed amount in the branch currency (also for COP), PERCENT a share of the subtotal. */
export const DISCOUNT_TYPES = ['USD', 'PERCENT'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
export const DISCOUNT_PERCENT_MAX = 100;
export const DISCOUNT_OTHER_MAX = 200;

/** What the price summary needs: a USD value in minor units, or a whole percent. */
export interface DiscountValue {
  type: DiscountType;
  value: number;
}

const salesDiscountShape = z.object({
  reason: z.enum(DISCOUNT_REASONS, { message: 'REQUIRED' }),
  other: z.string().trim().max(DISCOUNT_OTHER_MAX).default(''),
  type: z.enum(DISCOUNT_TYPES, { message: 'REQUIRED' }),
  value: z.number({ message: 'REQUIRED' }).min(0, { message: 'INVALID' }),
});
type SalesDiscountShape = z.output<typeof salesDiscountShape>;

/** The free text is required with reason other; a USD value is whole minor units; a percent at most 100. */
function checkDiscount(discount: SalesDiscountShape, context: z.RefinementCtx, subtotal: Money | null): void {
  const invalid = () => context.addIssue({ code: 'custom', message: 'INVALID', path: ['value'] });
  if (discount.reason === 'other' && discount.other === '') {
    context.addIssue({ code: 'custom', message: 'REQUIRED', path: ['other'] });
  }
  if (discount.type === 'PERCENT' && discount.value > DISCOUNT_PERCENT_MAX) invalid();
  if (discount.type === 'USD' && (!Number.isInteger(discount.value) || discount.value > MONEY_MAX)) invalid();
  if (discount.type === 'USD' && subtotal !== null && discount.value > subtotal) invalid();
}

/** The percent is kept whole ("percent rounded", spec 01 §5); the other text only with reason other. */
const normalized = (discount: SalesDiscountShape) => ({
  ...discount,
  other: discount.reason === 'other' ? discount.other : '',
  value: discount.type === 'PERCENT' ? Math.round(discount.value) : discount.value,
});

/** A discount as stored and sent; the subtotal check happens where the subtotal is known. */
export const salesDiscountSchema = salesDiscountShape
  .superRefine((discount, context) => checkDiscount(discount, context, null))
  .transform(normalized);
export type SalesDiscount = z.output<typeof salesDiscountSchema>;
export type SalesDiscountInput = z.input<typeof salesDiscountSchema>;

/** The sales discount form of a cart: a USD value above the subtotal is 'INVALID'. */
export const salesDiscountFormSchema = (subtotal: Money) =>
  salesDiscountShape
    .superRefine((discount, context) => checkDiscount(discount, context, subtotal))
    .transform(normalized);

/** What the discount takes off, rounded to a minor unit and never more than the subtotal. */
export function discountAmount(subtotal: Money, discount: DiscountValue | null | undefined): Money {
  if (!discount || subtotal <= 0 || !Number.isFinite(discount.value) || discount.value <= 0) return money(0);
  if (discount.type === 'USD') return money(Math.min(subtotal, Math.trunc(discount.value)));
  const percent = Math.round(Math.min(discount.value, DISCOUNT_PERCENT_MAX));
  return mulDivRound(subtotal, percent, 100);
}

/** The subtotal less its discount: what a table's order comes to before taxes and tip. */
export const subtotalAfterDiscount = (subtotal: Money, discount: DiscountValue | null | undefined): Money =>
  money(subtotal - discountAmount(subtotal, discount));
