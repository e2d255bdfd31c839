import { z } from 'zod';
import { idSchema } from '../schemas/common.js';
import { storedAmountSchema, storedQuantitySchema } from './units.js';

export const RECIPE_LINES_MAX = 100;

/** One ingredient line: sizeId null for every size (spec 02 §3 Product ingredient line). */
export const ingredientLineSchema = z.object({
  ingredientId: idSchema,
  sizeId: idSchema.nullable().default(null),
  /** Stored thousandths of the ingredient's base unit one dish (or one option) takes. */
  quantity: storedQuantitySchema,
});
export type IngredientLineInput = z.infer<typeof ingredientLineSchema>;

/** `PUT` a product's recipe or an extras option's lines: the whole list replaces the old one. */
export const ingredientLinesEditSchema = z.object({
  lines: z
    .array(ingredientLineSchema)
    .max(RECIPE_LINES_MAX)
    .refine((lines) => new Set(lines.map((line) => `${line.ingredientId}/${line.sizeId}`)).size === lines.length, {
      message: 'DUPLICATED',
    }),
});
export type IngredientLinesEdit = z.infer<typeof ingredientLinesEditSchema>;

export const ingredientLinesSchema = z.object({
  lines: z.array(
    z.object({
      ingredientId: idSchema,
      ingredientName: z.string(),
      unit: z.string(),
      sizeId: idSchema.nullable(),
      quantity: z.number().int(),
    }),
  ),
  /** Dishes the stock covers per size (key: size id, or 'base' without sizes); null without a recipe. */
  availability: z.record(z.string(), storedAmountSchema.nullable()),
  /** Sum of the lines' costs (isCalculatedCost), minor units. */
  computedCost: z.number().int(),
});
export type IngredientLines = z.infer<typeof ingredientLinesSchema>;
