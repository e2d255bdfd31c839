import { z } from 'zod';
import { ADDRESS_PATTERN } from '../customer/customer.js';
import { DISCOUNT_REASONS, DISCOUNT_TYPES, salesDiscountSchema } from '../discount/sales-discount.js';
import { type Currency, type Money, money } from '../money/money.js';
import { moneyAmountSchema, moneySchema } from '../money/money-input.js';
import { idSchema, PATTERNS } from '../schemas/common.js';
import { VIRTUAL_TABLE_NUMBER } from '../table/table-rules.js';
import { emailSchema, personNameSchema, USER_MESSAGES } from '../user/user-admin.js';

/** The delivery form's message keys (spec 01 §5, §8); the web says each in es and en. */
export const DELIVERY_MESSAGES = {
  phone: 'ENTER_VALID_PHONE',
  required: USER_MESSAGES.required,
  text: 'ERROR TEXT',
  address: USER_MESSAGES.alphanumeric,
  email: USER_MESSAGES.email,
} as const;

/** The virtual table a delivery order sits on (spec 01 §3): every delivery has its own, numbered -1. */
export const DELIVERY_TABLE_NUMBER = VIRTUAL_TABLE_NUMBER;
export const isDeliveryTable = (table: { numberTable: number }): boolean => table.numberTable < 0;

/** Quick-pick delivery fees for a branch that has not chosen its own, in minor units of its currency. */
export const DELIVERY_FEE_SUGGESTIONS: Record<Currency, readonly number[]> = {
  COP: [3000, 4000, 5000, 6000, 8000],
  USD: [100, 200, 300, 500],
  MXN: [2000, 3000, 4000, 5000],
};

/** A branch's usual delivery fees fit one row of chips on a phone; more is a price list, not a pick. */
export const DELIVERY_FEES_MAX = 8;

/** The branch's usual fees (its preferences), each once; none chosen keeps the currency's suggestions. */
export const deliveryFeesSchema = z
  .array(moneyAmountSchema, { message: DELIVERY_MESSAGES.required })
  .max(DELIVERY_FEES_MAX, { message: 'MAX FEES' })
  .superRefine((fees, context) => {
    fees.forEach((fee, index) => {
      if (fees.indexOf(fee) !== index) context.addIssue({ code: 'custom', message: 'DUPLICATE FEE', path: [index] });
    });
  });

/** The fees the delivery form offers: the branch's own, smallest first, or its currency's suggestions. */
export function deliveryFeesOf(stored: readonly number[] | null, currency: Currency): Money[] {
  return (stored ?? DELIVERY_FEE_SUGGESTIONS[currency]).map(money).sort((a, b) => a - b);
}

/** The customer lookup starts at 8 characters of phone, debounced 500 ms (spec 01 §5). */
export const PHONE_LOOKUP_MIN = 8;
export const PHONE_LOOKUP_DEBOUNCE_MS = 500;
/** A delivery phone has 10 digits or more (spec 01 §5 'ENTER_VALID_PHONE'). */
export const DELIVERY_PHONE_MIN = 10;

/** The phone as stored and looked up: digits and a leading +, no spaces or dashes. */
export const normalizePhone = (phone: string): string => phone.trim().replace(/[\s\-().]/g, '');

const deliveryPhoneSchema = z
  .string({ message: DELIVERY_MESSAGES.phone })
  .trim()
  .max(30, { message: DELIVERY_MESSAGES.phone })
  .transform(normalizePhone)
  .refine((phone) => /^\+?\d+$/.test(phone) && phone.replace(/\D/g, '').length >= DELIVERY_PHONE_MIN, {
    message: DELIVERY_MESSAGES.phone,
  });

/** Optional text with the spec's text pattern (3 or more characters); '' is none. */
const optionalText = (max: number, pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .max(max, { message })
    .refine((text) => text === '' || pattern.test(text), { message })
    .nullish()
    .transform((text) => (text ? text : null));

/**
 * The delivery customer form (spec 01 §3 Delivery form, §5): phone (≥ 10 digits), customer name and
 * address required; identification, address line 2 and neighborhood follow the text pattern; email
 * optional; the delivery value required, ≥ 0 (minor units); the delivery date; an optional discount.
 */
export const deliveryFormSchema = z.object({
  phone: deliveryPhoneSchema,
  customer: personNameSchema,
  identification: optionalText(30, PATTERNS.text, DELIVERY_MESSAGES.text),
  email: z
    .string()
    .trim()
    .nullish()
    .transform((email) => (email ? email : null))
    .pipe(emailSchema.nullable()),
  address: z
    .string({ message: DELIVERY_MESSAGES.required })
    .trim()
    .min(1, { message: DELIVERY_MESSAGES.required })
    .max(120, { message: DELIVERY_MESSAGES.address })
    .regex(ADDRESS_PATTERN, { message: DELIVERY_MESSAGES.address }),
  addressLine1: optionalText(120, PATTERNS.text, DELIVERY_MESSAGES.text),
  neighborhood: optionalText(80, PATTERNS.text, DELIVERY_MESSAGES.text),
  valueDelivery: moneyAmountSchema,
  /** When it is to be delivered ('YYYY-MM-DDTHH:mm' on the restaurant's wall clock); null is now. */
  dateDelivery: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/, { message: DELIVERY_MESSAGES.text })
    .nullish()
    .transform((date) => date ?? null),
  sales: salesDiscountSchema.nullable().default(null),
});
export type DeliveryForm = z.output<typeof deliveryFormSchema>;
export type DeliveryFormInput = z.input<typeof deliveryFormSchema>;

/** Opening a delivery: the virtual table's id comes from the tablet (a retried open finds it). */
export const openDeliverySchema = z.object({ id: idSchema, form: deliveryFormSchema });
export type OpenDelivery = z.output<typeof openDeliverySchema>;
export type OpenDeliveryInput = z.input<typeof openDeliverySchema>;

export const updateDeliverySchema = z.object({ form: deliveryFormSchema });

/** An address the customer had a delivery sent to (address history). */
export const deliveryAddressSchema = z.object({
  address: z.string(),
  addressLine1: z.string().nullable(),
  neighborhood: z.string().nullable(),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

/** `GET /api/delivery/customers?phone=`: the customer with that phone, and the addresses used before. */
export const deliveryLookupQuerySchema = z.object({
  phone: z
    .string()
    .trim()
    .transform(normalizePhone)
    .refine((phone) => /^\+?\d+$/.test(phone) && phone.length >= PHONE_LOOKUP_MIN && phone.length <= 20, {
      message: DELIVERY_MESSAGES.phone,
    }),
});
export const deliveryLookupSchema = z.object({
  customer: z
    .object({
      id: idSchema,
      name: z.string(),
      phone: z.string().nullable(),
      identification: z.string().nullable(),
      email: z.string().nullable(),
    })
    .nullable(),
  addresses: z.array(deliveryAddressSchema),
});
export type DeliveryLookup = z.infer<typeof deliveryLookupSchema>;

/** A delivery order's customer and delivery fields, as the 'General information' modal edits them. */
export const deliveryInfoSchema = z.object({
  tableId: idSchema,
  orderId: idSchema,
  customerId: idSchema.nullable(),
  phone: z.string(),
  customer: z.string(),
  identification: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string(),
  addressLine1: z.string().nullable(),
  neighborhood: z.string().nullable(),
  valueDelivery: moneySchema,
  dateDelivery: z.string().nullable(),
  /** The delivery's sales discount as stored (spec 01 §3 Delivery form sales {reason, type, value}). */
  sales: z
    .object({ reason: z.enum(DISCOUNT_REASONS), other: z.string(), type: z.enum(DISCOUNT_TYPES), value: z.number() })
    .nullable(),
});
export type DeliveryInfo = z.infer<typeof deliveryInfoSchema>;

/** Distinct addresses, newest first, at most `limit` (the same street written twice is one). */
export function addressHistory(addresses: readonly DeliveryAddress[], limit = 5): DeliveryAddress[] {
  const seen = new Set<string>();
  const out: DeliveryAddress[] = [];
  for (const entry of addresses) {
    const key = [entry.address, entry.addressLine1 ?? '', entry.neighborhood ?? '']
      .map((part) => part.trim().toLowerCase().replace(/\s+/g, ' '))
      .join('|');
    if (entry.address.trim() === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(entry);
    if (out.length >= limit) break;
  }
  return out;
}
