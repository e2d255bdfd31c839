import { z } from 'zod';
import { money } from '../money/money.js';
import { moneySchema } from '../money/money-input.js';
import { idSchema } from '../schemas/common.js';
import { type Category, categorySchema } from './category.js';
import {
  type ExtrasGroup,
  extrasGroupSchema,
  type ProductDetail,
  productCardSchema,
  sizeStockSchema,
} from './product.js';

/**
 * A product as a device keeps it for offline use: its card, its sizes as differences from the base
 * price and its extras groups by id (the groups themselves come once, in the catalog's list).
 */
export const catalogProductSchema = productCardSchema.extend({
  description: z.string().nullable(),
  printerId: z.string().nullable(),
  sizes: z.array(z.object({ id: idSchema, name: z.string(), priceDelta: moneySchema, stock: sizeStockSchema })),
  extrasGroupIds: z.array(idSchema),
});
export type CatalogProduct = z.infer<typeof catalogProductSchema>;

/** The branch's whole menu in one answer: what a device stores to browse and search it offline. */
export const catalogSchema = z.object({
  /** Changes whenever a product, category or extras group of the branch changes. */
  version: z.string(),
  categories: z.array(categorySchema),
  products: z.array(catalogProductSchema),
  extrasGroups: z.array(extrasGroupSchema),
});
export type Catalog = z.infer<typeof catalogSchema>;

/**
 * `?since=<version>`: a device whose copy is still current gets no catalog back. With
 * `changes=products`, a copy that only lacks product changes gets those alone (issue 16 §6).
 */
export const catalogQuerySchema = z.object({
  since: z.string().max(200).optional(),
  changes: z.literal('products').optional(),
});

/**
 * The products changed since the device's version: live ones to store, others to drop. Categories
 * and extras groups (a few dozen rows) come whole.
 */
export const catalogChangesSchema = catalogSchema.extend({
  changed: z.literal('products'),
  removedProductIds: z.array(idSchema),
});
export type CatalogChanges = z.infer<typeof catalogChangesSchema>;

export const catalogAnswerSchema = z.discriminatedUnion('changed', [
  z.object({ changed: z.literal(false), version: z.string() }),
  catalogSchema.extend({ changed: z.literal(true) }),
  catalogChangesSchema,
]);
export type CatalogAnswer = z.infer<typeof catalogAnswerSchema>;

/**
 * The product page's detail from a stored catalog product, as GET /menu/products/:id answers it:
 * sizes with their absolute price, and the product's extras groups in its own order.
 */
export function productDetailOf(
  product: CatalogProduct,
  category: Pick<Category, 'id' | 'name'>,
  groupsById: ReadonlyMap<string, ExtrasGroup>,
): ProductDetail {
  const { sizes, extrasGroupIds, ...card } = product;
  return {
    ...card,
    category: { id: category.id, name: category.name },
    sizes: sizes.map((size) => ({ ...size, price: money(product.price + size.priceDelta) })),
    extrasGroups: extrasGroupIds.flatMap((id) => {
      const group = groupsById.get(id);
      return group ? [group] : [];
    }),
  };
}
