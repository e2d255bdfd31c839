import { z } from 'zod';
import { money } from '../money/money.js';
import { moneySchema } from '../money/money-input.js';
import { idSchema, pageOf, pageRequest, STORED_INT_MAX, versionSchema } from '../schemas/common.js';
import { bulkUpdateOf, MENU_CREATE_MAX, MENU_MESSAGES, menuMoneySchema, menuNameSchema } from './menu-admin.js';

/** Extras list page size (spec 02 §9: 10). */
export const EXTRAS_PAGE_SIZE = 10;
export const EXTRAS_OPTIONS_MAX = 100;

const quantitySchema = z
  .number({ message: MENU_MESSAGES.required })
  .int({ message: MENU_MESSAGES.required })
  .min(1, { message: MENU_MESSAGES.required })
  .max(STORED_INT_MAX, { message: MENU_MESSAGES.required });

/**
 * An option of a group: a product of the menu, how much of it and how much per size of that
 * product (spec 02 §3 Extra items). An option made before options referenced products has a name
 * and a price instead; the editor keeps those as they are.
 */
export const extrasOptionFormSchema = z
  .object({
    /** The option's id when editing one that exists. */
    id: idSchema.optional(),
    productId: idSchema.or(z.literal('')).nullish(),
    /** Only for an option without a product. */
    name: z.string().trim().max(80).optional(),
    price: menuMoneySchema(MENU_MESSAGES.price).optional(),
    quantity: quantitySchema.default(1),
    /** One quantity per size of the referenced product, when it has sizes ('SIZES REQUIRED'). */
    sizes: z
      .array(z.object({ name: z.string().trim().min(1).max(40), quantity: quantitySchema.nullish() }))
      .max(20)
      .default([]),
  })
  .refine((option) => Boolean(option.productId) || (Boolean(option.name) && option.price !== undefined), {
    message: MENU_MESSAGES.required,
    path: ['productId'],
  });
export type ExtrasOptionForm = z.infer<typeof extrasOptionFormSchema>;

/** The extras group editor (spec 02 §3 Extra, §5): defaults price 0, min 1, required, single choice. */
const extrasGroupFields = z.object({
  name: menuNameSchema,
  price: menuMoneySchema(MENU_MESSAGES.price).default(money(0)),
  min: z
    .number({ message: MENU_MESSAGES.number })
    .int({ message: MENU_MESSAGES.number })
    .min(1, { message: MENU_MESSAGES.number })
    .max(1000, { message: MENU_MESSAGES.number })
    .default(1),
  /** 0 means unlimited. */
  max: z
    .number({ message: MENU_MESSAGES.number })
    .int({ message: MENU_MESSAGES.number })
    .min(0, { message: MENU_MESSAGES.number })
    .max(1000, { message: MENU_MESSAGES.number })
    .default(0),
  isRequired: z.boolean().default(true),
  allowMultiple: z.boolean().default(false),
  options: z.array(extrasOptionFormSchema).max(EXTRAS_OPTIONS_MAX).default([]),
});
/** Maximum 0 is unlimited; otherwise it cannot be below the minimum. */
const maxNotBelowMin: [(group: { min: number; max: number }) => boolean, { message: string; path: string[] }] = [
  (group) => group.max === 0 || group.max >= group.min,
  { message: MENU_MESSAGES.number, path: ['max'] },
];
export const extrasGroupFormSchema = extrasGroupFields.refine(...maxNotBelowMin);
export type ExtrasGroupForm = z.infer<typeof extrasGroupFormSchema>;
export type ExtrasGroupFormInput = z.input<typeof extrasGroupFormSchema>;

export interface OptionIssue {
  path: (string | number)[];
  message: string;
}

/**
 * 'SIZES REQUIRED' for each option whose product has sizes and that leaves one of them without a
 * quantity (spec 02 §5); `sizesOf` gives a referenced product's size names.
 */
export function extrasOptionIssues(
  options: readonly Pick<ExtrasOptionForm, 'productId' | 'sizes'>[],
  sizesOf: (productId: string) => readonly string[],
): OptionIssue[] {
  return options.flatMap((option, index) => {
    if (!option.productId) return [];
    const filled = new Set(
      option.sizes.filter((size) => size.quantity !== null && size.quantity !== undefined).map((size) => size.name),
    );
    const missing = sizesOf(option.productId).some((name) => !filled.has(name));
    return missing ? [{ path: ['options', index, 'sizes'], message: MENU_MESSAGES.sizesRequired }] : [];
  });
}

/** `POST /api/extras`: a list, each with the client's idCloud. */
export const createExtrasGroupsSchema = z
  .array(extrasGroupFields.extend({ idCloud: idSchema }).refine(...maxNotBelowMin))
  .min(1)
  .max(MENU_CREATE_MAX);
export type CreateExtrasGroups = z.input<typeof createExtrasGroupsSchema>;

/** `PUT /api/extras/:id`: the whole editor and the version it edits. */
export const extrasGroupEditSchema = extrasGroupFields.extend({ version: versionSchema }).refine(...maxNotBelowMin);
export type ExtrasGroupEdit = z.infer<typeof extrasGroupEditSchema>;

/**
 * `PUT /api/extras {ids, payload}`: soft delete (refused with 409 ERROR_REMOVE_RELATION while a live
 * product uses a group) or restore.
 */
export const extrasBulkUpdateSchema = bulkUpdateOf(z.strictObject({ deleted: z.boolean() }));
export type ExtrasBulkUpdate = z.infer<typeof extrasBulkUpdateSchema>;

/** `POST /api/extras/fetch`: 10 per page, by name and required. */
export const extrasPageRequestSchema = z.object({
  ...pageRequest(EXTRAS_PAGE_SIZE),
  filters: z
    .object({
      name: z.string().trim().max(100).optional(),
      isRequired: z.boolean().optional(),
      includeDeleted: z.boolean().optional(),
    })
    .default({}),
});
export type ExtrasPageRequest = z.input<typeof extrasPageRequestSchema>;

/** `POST /api/extras/ids`: the groups with these ids (deleted ones too). */
export const extrasIdsRequestSchema = z.object({ ids: z.array(idSchema).min(1).max(500) });

/** An option as the editor shows it: named and priced from its product when it references one. */
export const extrasOptionAdminSchema = z.object({
  id: idSchema,
  /** null for a named option made before options referenced products. */
  productId: idSchema.nullable(),
  name: z.string(),
  price: moneySchema,
  quantity: z.number().int().nonnegative(),
  sizes: z.array(z.object({ name: z.string(), quantity: z.number().int().nullable() })),
});
export type ExtrasOptionAdmin = z.infer<typeof extrasOptionAdminSchema>;

export const extrasGroupAdminSchema = z.object({
  id: idSchema,
  idCloud: idSchema.nullable(),
  name: z.string(),
  price: moneySchema,
  min: z.number().int().nonnegative(),
  max: z.number().int().nonnegative(),
  isRequired: z.boolean(),
  allowMultiple: z.boolean(),
  options: z.array(extrasOptionAdminSchema),
  /** Live products offering the group: it cannot be deleted while this is above 0. */
  productCount: z.number().int().nonnegative(),
  deleted: z.boolean(),
  version: z.number().int().positive(),
});
export type ExtrasGroupAdmin = z.infer<typeof extrasGroupAdminSchema>;
export const extrasAdminPageSchema = pageOf(extrasGroupAdminSchema);
export type ExtrasAdminPage = z.infer<typeof extrasAdminPageSchema>;

/** The editor's starting values from a stored group. */
export function extrasGroupFormOf(group: ExtrasGroupAdmin): ExtrasGroupFormInput & { version: number } {
  return {
    name: group.name,
    price: group.price,
    min: Math.max(1, group.min),
    max: group.max,
    isRequired: group.isRequired,
    allowMultiple: group.allowMultiple,
    options: group.options.map((option) =>
      option.productId
        ? { id: option.id, productId: option.productId, quantity: option.quantity, sizes: option.sizes }
        : { id: option.id, name: option.name, price: option.price, quantity: option.quantity },
    ),
    version: group.version,
  };
}
