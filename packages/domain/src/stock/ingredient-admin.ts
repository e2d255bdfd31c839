import { z } from 'zod';
import { money } from '../money/money.js';
import { moneyAmountSchema, moneySchema } from '../money/money-input.js';
import { idSchema, isoDateTimeSchema, pageOf, pageRequest } from '../schemas/common.js';
import { QUANTITY_MAX, storedAmountSchema, unitIdSchema } from './units.js';

/** Spec 02 §9: tables and movements page by 20. */
export const STOCK_PAGE_SIZE = 20;
/** The default inventory every branch gets (spec 02 §2) is described so (spec 02 §9). */
export const DEFAULT_LOCATION_DESCRIPTION = 'Inventario por defecto';
/** Spec 02 §9: the default inventory's name is the business's and the branch's names joined with an underscore. */
export const defaultLocationName = (business: string, branch: string): string => `${business}_${branch}`;

const nameSchema = z
  .string({ message: 'REQUIRED' })
  .trim()
  .min(3, { message: 'ERROR ALPHANUMERIC' })
  .max(80, { message: 'ERROR ALPHANUMERIC' })
  .regex(/^[\p{L}\p{N} .,'()/-]+$/u, { message: 'ERROR ALPHANUMERIC' });
const optionalText = (max: number) => z.string().trim().max(max).nullish();
const stockMinimumSchema = z.number().int().min(0).max(QUANTITY_MAX);

const ingredientFields = z.object({
  name: nameSchema,
  description: optionalText(500),
  unit: unitIdSchema,
  locationId: idSchema.nullish(),
  sku: optionalText(60),
  /** Minor units per one whole unit of the ingredient's unit. */
  cost: moneyAmountSchema,
  supplierId: idSchema.nullish(),
  /** Stored thousandths of the base unit. */
  stockMinimum: stockMinimumSchema,
});

/** The ingredient modal (spec 02 §3 Ingredient): quantity is absent, it moves only through movements. */
export const ingredientFormSchema = ingredientFields.extend({
  cost: moneyAmountSchema.default(money(0)),
  stockMinimum: stockMinimumSchema.default(0),
});
export type IngredientForm = z.infer<typeof ingredientFormSchema>;

/** An edit sends only what changes; unit (locked) and quantity (movements only) are refused. */
export const ingredientEditSchema = ingredientFields.omit({ unit: true }).partial().strict();
export type IngredientEdit = z.infer<typeof ingredientEditSchema>;

export const ingredientSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string().nullable(),
  unit: unitIdSchema,
  locationId: idSchema.nullable(),
  locationName: z.string().nullable(),
  sku: z.string().nullable(),
  cost: moneySchema,
  supplierId: idSchema.nullable(),
  supplierName: z.string().nullable(),
  stockMinimum: storedAmountSchema,
  /** Stored thousandths of the base unit; the sum of its movements. */
  quantity: storedAmountSchema,
  /** At or below its minimum (spec 02 §2: low-stock style). */
  lowStock: z.boolean(),
  /** Made in batches from other ingredients (a sub-recipe): it has a recipe and can be produced. */
  prepared: z.boolean(),
  createdAt: isoDateTimeSchema,
});
export type Ingredient = z.infer<typeof ingredientSchema>;

export const ingredientPageRequestSchema = z.object({
  ...pageRequest(STOCK_PAGE_SIZE),
  filters: z
    .object({
      name: z.string().trim().max(100).optional(),
      lowStock: z.boolean().optional(),
      locationId: idSchema.optional(),
    })
    .default({}),
});
export type IngredientPageRequest = z.infer<typeof ingredientPageRequestSchema>;
export const ingredientPageSchema = pageOf(ingredientSchema);
export type IngredientPage = z.infer<typeof ingredientPageSchema>;

/** Vendors, also expenses' and purchases' suppliers (spec 02 §3 Vendor list). */
export const supplierFormSchema = z.object({
  name: nameSchema,
  phone: z
    .string()
    .trim()
    .max(30)
    .regex(/^[\d +()-]*$/, { message: 'INVALID' })
    .nullish(),
  address: optionalText(200),
});
export type SupplierForm = z.infer<typeof supplierFormSchema>;
export const supplierSchema = z.object({
  id: idSchema,
  name: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  /** Sum of the totals of its purchases, minor units. */
  totalPurchases: moneySchema,
  /** Sum of its non-stock expenses (rent, services), minor units; not part of totalPurchases. */
  totalExpenses: moneySchema,
});
export type Supplier = z.infer<typeof supplierSchema>;

export const locationFormSchema = z.object({ name: nameSchema, description: optionalText(200) });
export type LocationForm = z.infer<typeof locationFormSchema>;
export const locationSchema = z.object({ id: idSchema, name: z.string(), description: z.string().nullable() });
export type Location = z.infer<typeof locationSchema>;
/** `GET /api/locations/page?page&pageSize` (spec 02 §7). */
export const locationPageSchema = pageOf(locationSchema);
export type LocationPage = z.infer<typeof locationPageSchema>;
