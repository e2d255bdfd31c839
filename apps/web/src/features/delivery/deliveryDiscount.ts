import {
  type Currency,
  type DeliveryInfo,
  type DiscountReason,
  type DiscountType,
  formatMoney,
  money,
  parseMoneyInput,
} from '@comandero/domain';

/** The discount part of the delivery draft, as typed. */
export interface DiscountDraft {
  discountReason: DiscountReason | '';
  discountOther: string;
  discountType: DiscountType;
  discountValue: string;
}

export const NO_DISCOUNT: DiscountDraft = {
  discountReason: '',
  discountOther: '',
  discountType: 'PERCENT',
  discountValue: '',
};

/** The schema's discount fields → the draft's, so an issue shows under the field it is about. */
export const DISCOUNT_FIELDS: Record<string, keyof DiscountDraft> = {
  reason: 'discountReason',
  other: 'discountOther',
  type: 'discountType',
  value: 'discountValue',
};

export const hasDiscount = (draft: DiscountDraft): boolean =>
  draft.discountReason !== '' || draft.discountValue.trim() !== '';

export const discountDraftOf = (sales: DeliveryInfo['sales'], currency: Currency): DiscountDraft =>
  sales
    ? {
        discountReason: sales.reason,
        discountOther: sales.other,
        discountType: sales.type,
        discountValue: sales.type === 'USD' ? formatMoney(money(sales.value), currency) : String(sales.value),
      }
    : NO_DISCOUNT;

/** The typed value as the schema reads it: minor units for USD, a percent; -1 (INVALID) when unreadable. */
function typedDiscount(draft: DiscountDraft, currency: Currency): number | undefined {
  const text = draft.discountValue.trim();
  if (text === '') return undefined;
  if (draft.discountType === 'USD') {
    const amount = parseMoneyInput(text, currency);
    return amount.ok ? amount.value : -1;
  }
  const percent = text.replace(/\s*%$/, '');
  return /^\d+([.,]\d+)?$/.test(percent) ? Number(percent.replace(',', '.')) : -1;
}

/**
 * What the form sends as `sales`: nothing when neither a reason nor a value was given; otherwise
 * every part, missing ones undefined, for the domain's schema to call REQUIRED or INVALID.
 */
export function discountOfDraft(draft: DiscountDraft, currency: Currency) {
  if (!hasDiscount(draft)) return null;
  return {
    reason: draft.discountReason || undefined,
    other: draft.discountOther,
    type: draft.discountType,
    value: typedDiscount(draft, currency),
  };
}
