import { z } from 'zod';
import { type Money, money } from '../money/money.js';
import { MONEY_MAX, moneySchema } from '../money/money-input.js';
import { idSchema, pageOf, pageRequest, STORED_INT_MAX, versionSchema } from '../schemas/common.js';

/** The spec's message keys for the menu forms (02 §5, §8); the web says each in es and en. */
export const MENU_MESSAGES = {
  required: 'REQUIRED',
  alphanumeric: 'ERROR ALPHANUMERIC',
  price: 'REQUIRED. ERROR NUMBER',
  sizePrice: 'PRICE INVALID',
  sizesRequired: 'SIZES REQUIRED',
  number: 'ERROR NUMBER',
} as const;

/** Products list page size (spec 02 §9: table 20). */
export const MENU_ADMIN_PAGE_SIZE = 20;
/** Bulk actions take at most this many ids in one request. */
export const MENU_BULK_MAX = 500;
/** Create takes a list (spec 02 §7); this many records in one request. */
export const MENU_CREATE_MAX = 50;
export const PRODUCT_SIZES_MAX = 20;
export const PRODUCT_EXTRAS_GROUPS_MAX = 30;

// Letters, digits and spaces, plus the punctuation menus use ('Empanadas (3 unidades)', 'Coca-Cola').
const MENU_NAME_CHARS = /^[\p{L}\p{N} ().,'&/+#%-]+$/u;
const ALPHANUMERIC = /[\p{L}\p{N}]/gu;

/**
 * A product's or extras group's name (spec 02 §5): required, 3 or more letters or digits, 'ERROR
 * ALPHANUMERIC'. Wider than the spec's bare pattern so the demo's 'Helado (2 bolas)' stays editable.
 */
export const menuNameSchema = z
  .string({ message: MENU_MESSAGES.required })
  .trim()
  .min(1, { message: MENU_MESSAGES.required })
  .max(80, { message: MENU_MESSAGES.alphanumeric })
  .refine((name) => MENU_NAME_CHARS.test(name) && (name.match(ALPHANUMERIC)?.length ?? 0) >= 3, {
    message: MENU_MESSAGES.alphanumeric,
  });

/** An amount a form enters: integer minor units, 0..MONEY_MAX; the message is the field's own. */
export const menuMoneySchema = (message: string) =>
  z.number({ message }).int({ message }).min(0, { message }).max(MONEY_MAX, { message }).brand<'Money'>();

/** A count a form enters (stock minimum, quantity): a whole number, 0 or more. */
const countSchema = z
  .number({ message: MENU_MESSAGES.number })
  .int({ message: MENU_MESSAGES.number })
  .min(0, { message: MENU_MESSAGES.number })
  .max(STORED_INT_MAX, { message: MENU_MESSAGES.number });

/** Optional text: '' and absent are none. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((text) => (text ? text : null));

// ---------------------------------------------------------------------------------------------
// Sizes: entered with absolute prices, stored as differences from the base price (spec 01 §3).

/** A size as the form enters it: a name and its absolute price ('PRICE INVALID'). */
export const sizeFormSchema = z.object({
  /** The size's id when editing one that exists (kept, so orders and recipes still point at it). */
  id: idSchema.optional(),
  name: z
    .string({ message: MENU_MESSAGES.required })
    .trim()
    .min(1, { message: MENU_MESSAGES.required })
    .max(40, { message: MENU_MESSAGES.required }),
  price: menuMoneySchema(MENU_MESSAGES.sizePrice),
});
export type SizeForm = z.infer<typeof sizeFormSchema>;

export interface AbsoluteSize {
  name: string;
  price: Money;
}
export interface StoredSize {
  name: string;
  priceDelta: Money;
}

/** Absolute size prices → differences from the base price, as stored. */
export const sizesToDeltas = <T extends AbsoluteSize>(basePrice: Money, sizes: readonly T[]) =>
  sizes.map(({ price, ...size }) => ({ ...size, priceDelta: money(price - basePrice) }));

/** Stored differences → absolute prices, as the form shows them. */
export const sizesFromDeltas = <T extends StoredSize>(basePrice: Money, sizes: readonly T[]) =>
  sizes.map(({ priceDelta, ...size }) => ({ ...size, price: money(basePrice + priceDelta) }));

// ---------------------------------------------------------------------------------------------
// Product flags (spec 02 §4).

/** A new product's flags and counts (spec 02 §4). */
export const PRODUCT_DEFAULTS = {
  active: true,
  menuOnline: true,
  allowWithoutStock: false,
  isPrepared: true,
  isCalculatedCost: true,
  quantity: 0,
  stockMinimum: 0,
  productCost: money(0),
} as const;

export interface ProductFlags {
  isPrepared: boolean;
  isCalculatedCost: boolean;
}

/** Switching prepared copies its value into calculated cost (spec 02 §4). */
export const withPrepared = <T extends ProductFlags>(form: T, isPrepared: boolean): T => ({
  ...form,
  isPrepared,
  isCalculatedCost: isPrepared,
});

/**
 * Fields the form locks: a prepared product's stock comes from its ingredients, a calculated
 * cost from its recipe. The server keeps the stored value of a locked field whatever is sent.
 */
export const lockedProductFields = (flags: ProductFlags) => ({
  quantity: flags.isPrepared,
  productCost: flags.isCalculatedCost,
});

// ---------------------------------------------------------------------------------------------
// Products: the form, the list and the calls of /api/menu-product-items.

/** The product modal's info tab (spec 02 §3 Product / dish, §5). */
export const productFormSchema = z.object({
  name: menuNameSchema,
  sku: optionalText(60),
  price: menuMoneySchema(MENU_MESSAGES.price),
  description: optionalText(500),
  categoryId: idSchema.or(z.literal('')).refine((id) => id !== '', { message: MENU_MESSAGES.required }),
  sizes: z.array(sizeFormSchema).max(PRODUCT_SIZES_MAX).default([]),
  /** The kitchen printer; null is none (the spec's -1). */
  printerId: idSchema.nullish().transform((id) => id ?? null),
  /** Where the product is kept and who sells it (spec 02 §3); null is none. */
  locationId: idSchema.nullish().transform((id) => id ?? null),
  supplierId: idSchema.nullish().transform((id) => id ?? null),
  active: z.boolean().default(PRODUCT_DEFAULTS.active),
  menuOnline: z.boolean().default(PRODUCT_DEFAULTS.menuOnline),
  allowWithoutStock: z.boolean().default(PRODUCT_DEFAULTS.allowWithoutStock),
  isPrepared: z.boolean().default(PRODUCT_DEFAULTS.isPrepared),
  isCalculatedCost: z.boolean().default(PRODUCT_DEFAULTS.isCalculatedCost),
  stockMinimum: countSchema.default(PRODUCT_DEFAULTS.stockMinimum),
  /** Units in stock; ignored while the product is prepared (derived from its ingredients). */
  quantity: countSchema.default(PRODUCT_DEFAULTS.quantity),
  /** Ignored while the cost is calculated. */
  productCost: menuMoneySchema(MENU_MESSAGES.number).default(PRODUCT_DEFAULTS.productCost),
  /** The sides tab: the extras groups offered with the product, in this order. Absent keeps them. */
  extrasGroupIds: z.array(idSchema).max(PRODUCT_EXTRAS_GROUPS_MAX).optional(),
});
export type ProductForm = z.infer<typeof productFormSchema>;
export type ProductFormInput = z.input<typeof productFormSchema>;

/** `POST /api/menu-product-items`: a list; each carries the client's idCloud (the same create twice makes one product). */
export const createProductsSchema = z
  .array(productFormSchema.extend({ idCloud: idSchema }))
  .min(1)
  .max(MENU_CREATE_MAX);
export type CreateProducts = z.input<typeof createProductsSchema>;

/** `PUT /api/menu-product-items/:id`: the whole form and the version it edits (stale: 409 CONFLICT). */
export const productEditSchema = productFormSchema.extend({ version: versionSchema });
export type ProductEdit = z.infer<typeof productEditSchema>;
export type ProductEditInput = z.input<typeof productEditSchema>;

/** `PUT /api/menu-product-items/:id/extras`: the product's extras groups in order, and its version. */
export const productExtrasEditSchema = z.object({
  extrasGroupIds: z.array(idSchema).max(PRODUCT_EXTRAS_GROUPS_MAX),
  version: versionSchema,
});
export type ProductExtrasEdit = z.infer<typeof productExtrasEditSchema>;

/**
 * The bulk actions on selected products (spec 02 §4), one per request: delete, mark unavailable,
 * unavailable online, configure printer (null is none), allow without stock.
 */
export const productBulkPayloadSchema = z.union([
  z.strictObject({ deleted: z.literal(true) }),
  z.strictObject({ active: z.literal(false) }),
  z.strictObject({ menuOnline: z.literal(false) }),
  z.strictObject({ printerId: idSchema.nullable() }),
  z.strictObject({ allowWithoutStock: z.literal(true) }),
]);
export type ProductBulkPayload = z.infer<typeof productBulkPayloadSchema>;

/** `{ ids, payload }` (spec 02 §7), with the versions the list showed when given (stale: 409, nothing changed). */
export const bulkUpdateOf = <T extends z.ZodType>(payload: T) =>
  z
    .object({
      ids: z.array(idSchema).min(1).max(MENU_BULK_MAX),
      payload,
      /** versions[i] is the version of ids[i] the client saw; absent applies to whatever is there. */
      versions: z.array(versionSchema).max(MENU_BULK_MAX).optional(),
    })
    .refine((body) => !body.versions || body.versions.length === body.ids.length, {
      message: 'One version per id',
      path: ['versions'],
    });
export const productBulkUpdateSchema = bulkUpdateOf(productBulkPayloadSchema);
export type ProductBulkUpdate = z.infer<typeof productBulkUpdateSchema>;

export const bulkUpdateResultSchema = z.object({ updated: z.number().int().nonnegative() });
export type BulkUpdateResult = z.infer<typeof bulkUpdateResultSchema>;

/** `POST /api/menu-product-items/page`: 20 per page; search (the client waits 500 ms), category, status. */
export const productAdminPageRequestSchema = z.object({
  ...pageRequest(MENU_ADMIN_PAGE_SIZE),
  filters: z
    .object({
      name: z.string().trim().max(100).optional(),
      categoryId: idSchema.optional(),
      active: z.boolean().optional(),
      /** false: only counted products, what a purchase or a movement can move (spec 02 §7 selects). */
      isPrepared: z.boolean().optional(),
      /** Deleted rows are shown (styled, without actions) only when asked. */
      includeDeleted: z.boolean().optional(),
    })
    .default({}),
});
export type ProductAdminPageRequest = z.input<typeof productAdminPageRequestSchema>;

/** A row of the products list (spec 02 §2 generic list). */
export const productAdminRowSchema = z.object({
  id: idSchema,
  idCloud: idSchema.nullable(),
  name: z.string(),
  sku: z.string().nullable(),
  price: moneySchema,
  category: z.object({ id: idSchema, name: z.string() }),
  /** Units in stock; null when not counted (a prepared dish, until ingredients give it). */
  stock: z.number().int().nullable(),
  stockMinimum: z.number().int().nonnegative(),
  /** At or below its minimum stock: the list styles the row (spec 02 §2). */
  lowStock: z.boolean(),
  image: z.string().nullable(),
  printerId: idSchema.nullable(),
  active: z.boolean(),
  menuOnline: z.boolean(),
  allowWithoutStock: z.boolean(),
  isPrepared: z.boolean(),
  /**
   * It has recipe lines. A prepared product without them takes nothing from stock and cannot be
   * counted: the inventory says so instead of showing a stock.
   */
  hasRecipe: z.boolean(),
  isCalculatedCost: z.boolean(),
  sizeCount: z.number().int().nonnegative(),
  deleted: z.boolean(),
  version: z.number().int().positive(),
});
export type ProductAdminRow = z.infer<typeof productAdminRowSchema>;
export const productAdminPageSchema = pageOf(productAdminRowSchema);
export type ProductAdminPage = z.infer<typeof productAdminPageSchema>;

/** An extras group attached to a product, in the product's order. */
export const attachedExtrasGroupSchema = z.object({
  id: idSchema,
  name: z.string(),
  isRequired: z.boolean(),
  min: z.number().int().nonnegative(),
  max: z.number().int().nonnegative(),
});

/** `GET /api/menu-product-items/:id`: what the product modal edits. */
export const productAdminDetailSchema = productAdminRowSchema.extend({
  description: z.string().nullable(),
  productCost: moneySchema,
  locationId: idSchema.nullable(),
  supplierId: idSchema.nullable(),
  /** Absolute price for the form and the stored difference from the base price. */
  sizes: z.array(z.object({ id: idSchema, name: z.string(), price: moneySchema, priceDelta: moneySchema })),
  extrasGroups: z.array(attachedExtrasGroupSchema),
});
export type ProductAdminDetail = z.infer<typeof productAdminDetailSchema>;

/** The detail as the form's starting values (sizes absolute, groups by id in order). */
export function productFormOf(detail: ProductAdminDetail): ProductEditInput {
  return {
    name: detail.name,
    sku: detail.sku,
    price: detail.price,
    description: detail.description,
    categoryId: detail.category.id,
    sizes: detail.sizes.map(({ id, name, price }) => ({ id, name, price })),
    printerId: detail.printerId,
    locationId: detail.locationId,
    supplierId: detail.supplierId,
    active: detail.active,
    menuOnline: detail.menuOnline,
    allowWithoutStock: detail.allowWithoutStock,
    isPrepared: detail.isPrepared,
    isCalculatedCost: detail.isCalculatedCost,
    stockMinimum: detail.stockMinimum,
    quantity: detail.stock ?? 0,
    productCost: detail.productCost,
    extrasGroupIds: detail.extrasGroups.map((group) => group.id),
    version: detail.version,
  };
}

// ---------------------------------------------------------------------------------------------
// Product images.

/** Largest image accepted (bytes, after base64 decoding). */
export const PRODUCT_IMAGE_MAX_BYTES = 1024 * 1024;
export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** `POST /api/menu-product-items/:id/image`: the picture as base64 (no data: prefix) and its type. */
export const productImageUploadSchema = z.object({
  contentType: z.enum(PRODUCT_IMAGE_TYPES),
  // base64 of PRODUCT_IMAGE_MAX_BYTES is 4/3 as long; a longer text is refused before decoding.
  data: z
    .string()
    .min(1)
    .max(Math.ceil((PRODUCT_IMAGE_MAX_BYTES * 4) / 3) + 4),
  version: versionSchema,
});
export type ProductImageUpload = z.infer<typeof productImageUploadSchema>;
export const productImageAnswerSchema = z.object({ image: z.string(), version: z.number().int().positive() });
