import {
  type Currency,
  type DiscountReason,
  type DiscountType,
  type Money,
  type SalesDiscount,
  salesDiscountFormSchema,
} from '@comandero/domain';
import type { Resolver } from 'react-hook-form';
import { amountOfText, textOfAmount } from '../../ui/moneyText';

/** The sales form as typed: the value is text until it is checked. */
export interface DiscountValues {
  reason: DiscountReason | null;
  other: string;
  type: DiscountType;
  value: string;
}

export const discountValuesOf = (discount: SalesDiscount | null, currency: Currency): DiscountValues =>
  discount
    ? {
        reason: discount.reason,
        other: discount.other,
        type: discount.type,
        value: discount.type === 'USD' ? textOfAmount(discount.value, currency) : String(discount.value),
      }
    : { reason: null, other: '', type: 'PERCENT', value: '' };

/** The typed value as the schema reads it: minor units for USD, a percent; NaN when it is not a number. */
export function typedValue(values: Pick<DiscountValues, 'type' | 'value'>, currency: Currency): number | undefined {
  const text = values.value.trim();
  if (text === '') return undefined;
  if (values.type === 'USD') return amountOfText(text, currency) ?? Number.NaN;
  return /^\d+([.,]\d+)?$/.test(text) ? Number(text.replace(',', '.')) : Number.NaN;
}

/**
 * The typed value when the domain's form schema takes it for this subtotal, else null: the preview
 * shows no discounted subtotal for a value the form refuses (101 %, more than the subtotal).
 */
export function acceptedValue(
  values: Pick<DiscountValues, 'type' | 'value'>,
  subtotal: Money,
  currency: Currency,
): number | null {
  const value = typedValue(values, currency);
  if (value === undefined || Number.isNaN(value)) return null;
  const parsed = salesDiscountFormSchema(subtotal).safeParse({ reason: 'other', other: '-', type: values.type, value });
  return parsed.success || !parsed.error.issues.some((issue) => issue.path[0] === 'value') ? value : null;
}

/**
 * Spec 01 §5 by the domain's form schema: reason required (other needs its text), value required;
 * USD above the subtotal or PERCENT above 100 → 'INVALID'.
 */
export const discountResolver =
  (subtotal: Money, currency: Currency): Resolver<DiscountValues, unknown, SalesDiscount> =>
  async (values) => {
    const value = typedValue(values, currency);
    const parsed = salesDiscountFormSchema(subtotal).safeParse({
      reason: values.reason ?? undefined,
      other: values.other,
      type: values.type,
      value: Number.isNaN(value) ? -1 : value,
    });
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'value');
      errors[field] ??= { type: 'validate', message: issue.message };
    }
    return { values: {}, errors };
  };
