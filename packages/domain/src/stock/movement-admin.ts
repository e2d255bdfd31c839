import { z } from 'zod';
import { moneyAmountSchema, moneySchema } from '../money/money-input.js';
import { idSchema, isoDateTimeSchema, pageOf, pageRequest } from '../schemas/common.js';
import { isDateRangeAllowed } from '../time/date-range.js';
import { STOCK_PAGE_SIZE } from './ingredient-admin.js';
import { MANUAL_MOVEMENT_TYPES, movementTypeSchema } from './movement.js';
import { QUANTITY_MAX, storedAmountSchema, storedQuantitySchema } from './units.js';

export const STOCK_ITEMS_MAX = 200;
/** Whole units of a product one item moves: products.stock is a 32-bit column, and no kitchen counts more. */
export const PRODUCT_ITEM_QUANTITY_MAX = 1_000_000;
const dateSchema = z.iso.date({ message: 'INVALID' });

/** An item is an ingredient (stored thousandths) or a product that is not prepared (whole units). */
const itemTarget = z.union([
  z.object({ ingredientId: idSchema, productId: z.undefined().optional() }),
  z.object({ productId: idSchema, ingredientId: z.undefined().optional() }),
]);

/** Every item of a movement, purchase or waste: one target, and a product's whole units within bounds. */
const checkItem = (item: { ingredientId?: string; productId?: string; quantity: number }, context: z.RefinementCtx) => {
  if (!itemTarget.safeParse(item).success)
    context.addIssue({ code: 'custom', message: 'REQUIRED', path: ['ingredientId'] });
  else if (item.productId && item.quantity > PRODUCT_ITEM_QUANTITY_MAX)
    context.addIssue({ code: 'custom', message: 'INVALID', path: ['quantity'] });
};

/**
 * The items of one request that move the same ingredient add up within QUANTITY_MAX: 200 items of
 * the largest quantity would otherwise pass what a stock row can hold (and 2⁵³).
 */
function checkItemsSum(
  items: readonly { ingredientId?: string | undefined; quantity: number }[],
  context: z.RefinementCtx,
) {
  const sums = new Map<string, number>();
  for (const [index, item] of items.entries()) {
    if (!item.ingredientId) continue;
    const sum = (sums.get(item.ingredientId) ?? 0) + item.quantity;
    sums.set(item.ingredientId, sum);
    if (sum > QUANTITY_MAX) {
      context.addIssue({ code: 'custom', message: 'INVALID', path: [index, 'quantity'] });
      return;
    }
  }
}

const movementItemSchema = z
  .object({
    ingredientId: idSchema.optional(),
    productId: idSchema.optional(),
    /** Positive; its sign comes from the type (for 'Ajuste a Ingrediente/Receta', from `decrease`). */
    quantity: storedQuantitySchema,
    decrease: z.boolean().default(false),
    /** Total cost of the item, minor units (unit value = cost ÷ quantity). */
    cost: moneyAmountSchema.optional(),
    expiration: dateSchema.nullish(),
  })
  .superRefine(checkItem);
export type StockMovementItem = z.infer<typeof movementItemSchema>;

/** `POST /api/movements`: the movement form; 'NOT SELECTED' without items (spec 02 §5). */
export const stockMovementCreateSchema = z.object({
  type: z.enum(MANUAL_MOVEMENT_TYPES, { message: 'REQUIRED' }),
  supplierId: idSchema.nullish(),
  observation: z.string().trim().max(500).nullish(),
  /** The order a return-exit gives back (spec 02 §4: that type shows the order number field). */
  orderNumber: z.string().trim().max(60).nullish(),
  items: z.array(movementItemSchema).max(STOCK_ITEMS_MAX).superRefine(checkItemsSum).default([]),
});
export type StockMovementCreate = z.infer<typeof stockMovementCreateSchema>;

export const stockMovementSchema = z.object({
  id: idSchema,
  createdAt: isoDateTimeSchema,
  type: movementTypeSchema,
  entity: z.enum(['ingredients', 'products']),
  ingredientId: idSchema.nullable(),
  productId: idSchema.nullable(),
  /** The ingredient's or product's name. */
  name: z.string(),
  /** The unit the amounts are in: an ingredient's (stored thousandths of its base) or 'product' (whole units). */
  unit: z.string(),
  amountBefore: storedAmountSchema,
  amountEntered: storedAmountSchema,
  amountAfter: storedAmountSchema,
  cost: moneySchema,
  valueUnit: moneySchema,
  expiration: z.string().nullable(),
  supplierId: idSchema.nullable(),
  supplierName: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  /** A return-exit's order number; absent before it existed. */
  orderNumber: z.string().nullish(),
  observation: z.string().nullable(),
  orderId: idSchema.nullable(),
  purchaseId: idSchema.nullable(),
  user: z.object({ id: idSchema, name: z.string() }),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

export const stockMovementPageRequestSchema = z
  .object({
    ...pageRequest(STOCK_PAGE_SIZE),
    filters: z
      .object({
        dateStart: dateSchema.optional(),
        dateEnd: dateSchema.optional(),
        supplierId: idSchema.optional(),
        userId: idSchema.optional(),
        name: z.string().trim().max(100).optional(),
        ingredientId: idSchema.optional(),
        productId: idSchema.optional(),
        orderId: idSchema.optional(),
        /** One type only: the waste list is the 'Salida - Merma' movements. */
        type: movementTypeSchema.optional(),
      })
      .default({}),
  })
  .refine(({ filters: { dateStart, dateEnd } }) => !dateStart || !dateEnd || isDateRangeAllowed(dateStart, dateEnd), {
    message: 'ERROR FILTER',
    path: ['filters', 'dateEnd'],
  });
export type StockMovementPageRequest = z.infer<typeof stockMovementPageRequestSchema>;
export const stockMovementPageSchema = pageOf(stockMovementSchema);
export type StockMovementPage = z.infer<typeof stockMovementPageSchema>;

/** Purchase form (spec 02 §3, §5): invoice and vendor required, items of quantity and total ≥ 1. */
export const purchaseCreateSchema = z.object({
  date: dateSchema.optional(),
  invoiceNumber: z.string({ message: 'REQUIRED' }).trim().min(1, { message: 'REQUIRED' }).max(60),
  supplierId: z.uuid({ message: 'Seleccione un proveedor' }),
  totalInvoice: moneyAmountSchema.optional(),
  totalPaid: moneyAmountSchema.optional(),
  items: z
    .array(
      z
        .object({
          ingredientId: idSchema.optional(),
          productId: idSchema.optional(),
          quantity: storedQuantitySchema,
          total: moneyAmountSchema.min(1, { message: 'REQUIRED' }),
          expiration: dateSchema.nullish(),
        })
        .superRefine(checkItem),
    )
    .max(STOCK_ITEMS_MAX)
    .superRefine(checkItemsSum)
    .default([]),
});
export type PurchaseCreate = z.infer<typeof purchaseCreateSchema>;

export const purchaseSchema = z.object({
  id: idSchema,
  date: z.string(),
  invoiceNumber: z.string(),
  supplierId: idSchema,
  vendor: z.string(),
  createdBy: z.string(),
  /** The first item's name, and how many more ('Carne +2'). */
  item: z.string(),
  total: moneySchema,
  totalPaid: moneySchema,
  totalOverdue: moneySchema,
  createdAt: isoDateTimeSchema,
});
export type Purchase = z.infer<typeof purchaseSchema>;
export const purchasePageRequestSchema = z.object({
  ...pageRequest(STOCK_PAGE_SIZE),
  filters: z
    .object({ supplierId: idSchema.optional(), invoiceNumber: z.string().trim().max(60).optional() })
    .default({}),
});
export const purchasePageSchema = pageOf(purchaseSchema);
export type PurchasePage = z.infer<typeof purchasePageSchema>;

/** Waste (spec 02 §2 trashes): spoiled or wasted items with a reason, recorded as 'Salida - Merma'. */
export const wasteCreateSchema = z.object({
  reason: z.string({ message: 'REQUIRED' }).trim().min(3, { message: 'REQUIRED' }).max(300),
  items: z
    .array(
      z
        .object({ ingredientId: idSchema.optional(), productId: idSchema.optional(), quantity: storedQuantitySchema })
        .superRefine(checkItem),
    )
    .max(STOCK_ITEMS_MAX)
    .superRefine(checkItemsSum)
    .default([]),
});
export type WasteCreate = z.infer<typeof wasteCreateSchema>;

/** A stock count for a location: what was counted per ingredient (stored thousandths, 0 allowed). */
export const stockCountCreateSchema = z.object({
  locationId: idSchema,
  observation: z.string().trim().max(500).nullish(),
  counts: z
    .array(z.object({ ingredientId: idSchema, counted: z.number().int().min(0).max(1_000_000_000_000_000) }))
    .max(1000)
    .default([]),
});
export type StockCountCreate = z.infer<typeof stockCountCreateSchema>;

export const stockCountReportSchema = z.object({
  lines: z.array(
    z.object({
      ingredientId: idSchema,
      name: z.string(),
      unit: z.string(),
      theoretical: storedAmountSchema,
      counted: z.number().int(),
      difference: storedAmountSchema,
      /** Value of the difference at the ingredient's cost, minor units (negative: a loss). */
      value: moneySchema,
      movementId: idSchema.nullable(),
    }),
  ),
  totalValue: moneySchema,
});
export type StockCountReport = z.infer<typeof stockCountReportSchema>;
