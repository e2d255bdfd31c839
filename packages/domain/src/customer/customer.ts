import { z } from 'zod';
import { idSchema, isoDateTimeSchema, pageOf, pageRequest } from '../schemas/common.js';
import { emailSchema, optionalPhoneSchema, personNameSchema, USER_MESSAGES } from '../user/user-admin.js';

/** Customers share the back office's list size (spec 02 §9, as cashiers). */
export const CUSTOMERS_PAGE_SIZE = 10;

/**
 * Address parts: letters, digits and spaces as the alphanumeric pattern, plus the marks an address
 * is written with ('Calle 10 # 5-23, apto 301'); 3 or more characters (spec 02 §5 ERROR ALPHANUMERIC).
 */
export const ADDRESS_PATTERN = /^[\p{L}\p{N} #\-.,/°]{3,}$/u;

const optionalAddressPart = z
  .string()
  .trim()
  .max(120, { message: USER_MESSAGES.alphanumeric })
  .refine((text) => text === '' || ADDRESS_PATTERN.test(text), { message: USER_MESSAGES.alphanumeric })
  .nullish()
  .transform((text) => (text ? text : null));

/** The customer modal (spec 02 §3 Customer, §5): name required; email, phone and the address optional. */
const addressSchema = z.object({
  address: optionalAddressPart,
  addressLine1: optionalAddressPart,
  neighborhood: optionalAddressPart,
});

export const customerFormSchema = z.object({
  name: personNameSchema,
  email: z
    .string()
    .trim()
    .nullish()
    .transform((email) => (email ? email : null))
    .pipe(emailSchema.nullable()),
  phone: optionalPhoneSchema,
  address: addressSchema.default({ address: null, addressLine1: null, neighborhood: null }),
});
export type CustomerForm = z.infer<typeof customerFormSchema>;
export type CustomerFormInput = z.input<typeof customerFormSchema>;

export const createCustomersSchema = z.array(customerFormSchema).min(1).max(50);

/** Bulk update `{ ids, payload }`: the form's fields (one customer) and/or `deleted` (spec 02 §4). */
export const customerUpdateSchema = z.object({
  ids: z.array(idSchema).min(1).max(200),
  // No defaults: a field left out keeps what the customer has.
  payload: customerFormSchema.partial().extend({ address: addressSchema.optional(), deleted: z.boolean().optional() }),
});
export type CustomerUpdate = z.infer<typeof customerUpdateSchema>;

export const customerSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.object({
    address: z.string().nullable(),
    addressLine1: z.string().nullable(),
    neighborhood: z.string().nullable(),
  }),
  deleted: z.boolean(),
  createdAt: isoDateTimeSchema,
});
export type Customer = z.infer<typeof customerSchema>;

/** `POST /customers/fetch` (spec 01 §7, 02 §7). */
export const customerPageRequestSchema = z.object({
  ...pageRequest(CUSTOMERS_PAGE_SIZE),
  filter: z
    .object({
      deleted: z.boolean().optional(),
      phone: z.string().trim().max(30).optional(),
      name: z.string().trim().max(100).optional(),
    })
    .default({}),
});
export type CustomerPageRequest = z.input<typeof customerPageRequestSchema>;
export const customerPageSchema = pageOf(customerSchema);
export type CustomerPage = z.infer<typeof customerPageSchema>;

/** A placeholder email `{phone}@{host}` (made where none was given) is treated as empty (spec 01 §3). */
export function visibleEmail(email: string | null, phone: string | null): string | null {
  if (!email) return null;
  const local = email.split('@')[0] ?? '';
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits !== '' && local.replace(/\D/g, '') === digits && /^\+?[\d -]+$/.test(local) ? null : email;
}
