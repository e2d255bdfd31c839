import { z } from 'zod';
import { moneySchema } from '../money/money-input.js';
import { idSchema, pageOf, pageRequest } from '../schemas/common.js';

/** Product filter page size (spec 01 §9). */
export const PRODUCT_FILTER_PAGE_SIZE = 10;

/**
 * Dishes a size's own recipe covers (a prepared product with a recipe per size); absent or null: the
 * product's stock applies to the size.
 */
export const sizeStockSchema = z.number().int().nullable().optional();

/** A size as a card offers it, at its absolute price: one tap adds the product in that size. */
export const cardSizeSchema = z.object({ id: idSchema, name: z.string(), price: moneySchema, stock: sizeStockSchema });

/** A product as the category screen and the filter list show it. */
export const productCardSchema = z.object({
  id: idSchema,
  name: z.string(),
  price: moneySchema,
  image: z.string().nullable(),
  stock: z.number().int().nullable(),
  allowWithoutStock: z.boolean(),
  categoryId: idSchema,
  /** Sizes or extras to choose: the card offers the product page for them beside its quick add. */
  hasOptions: z.boolean(),
  /** A required extras group: nothing can be added without a choice, so a tap opens the product page. */
  requiresChoice: z.boolean(),
  /** The sizes in the menu's order; none for a product sold as it is. */
  sizes: z.array(cardSizeSchema),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const extrasOptionSchema = z.object({ id: idSchema, name: z.string(), price: moneySchema });

export const extrasGroupSchema = z.object({
  id: idSchema,
  name: z.string(),
  isRequired: z.boolean(),
  allowMultiple: z.boolean(),
  min: z.number().int().nonnegative(),
  max: z.number().int().nonnegative(),
  options: z.array(extrasOptionSchema),
});
export type ExtrasGroup = z.infer<typeof extrasGroupSchema>;

export const productDetailSchema = productCardSchema.extend({
  description: z.string().nullable(),
  printerId: z.string().nullable(),
  category: z.object({ id: idSchema, name: z.string() }),
  /** Absolute price for display and the stored difference from the base price. */
  sizes: z.array(
    z.object({ id: idSchema, name: z.string(), price: moneySchema, priceDelta: moneySchema, stock: sizeStockSchema }),
  ),
  extrasGroups: z.array(extrasGroupSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productPageRequestSchema = z.object({
  ...pageRequest(PRODUCT_FILTER_PAGE_SIZE),
  filters: z
    .object({
      name: z.string().trim().max(100).optional(),
      categoryId: idSchema.optional(),
    })
    .default({}),
});
export type ProductPageRequest = z.input<typeof productPageRequestSchema>;

export const productPageSchema = pageOf(productCardSchema);
export type ProductPage = z.infer<typeof productPageSchema>;

/** Lower-case, accents off: 'Café' is found by 'cafe', 'Jalapeños' by 'jalapenos'. */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}
