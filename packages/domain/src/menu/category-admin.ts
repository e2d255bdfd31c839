import { z } from 'zod';
import { idSchema, versionSchema } from '../schemas/common.js';
import { MENU_CREATE_MAX, MENU_MESSAGES } from './menu-admin.js';

/** Colours a new category gets when none is chosen (spec 02 §3: a colour is assigned). */
export const CATEGORY_COLORS = [
  '#e8590c',
  '#2f9e44',
  '#1971c2',
  '#9c36b5',
  '#f08c00',
  '#c2255c',
  '#0c8599',
  '#5c940d',
  '#3b5bdb',
  '#e03131',
] as const;

/** A colour for a category by its name: the same name gets the same colour (the domain has no randomness). */
export function categoryColorFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return CATEGORY_COLORS[hash % CATEGORY_COLORS.length]!;
}

export const categoryNameSchema = z
  .string({ message: MENU_MESSAGES.required })
  .trim()
  .min(1, { message: MENU_MESSAGES.required })
  .max(60, { message: MENU_MESSAGES.alphanumeric });

export const colorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/** `POST /api/categories`: a list of names (spec 02 §7), colour assigned when absent; new ones go last. */
export const createCategoriesSchema = z
  .array(
    z.object({
      name: categoryNameSchema,
      color: colorSchema.optional(),
      /** The client's id for the create: the same create twice makes one category. */
      idCloud: idSchema.optional(),
    }),
  )
  .min(1)
  .max(MENU_CREATE_MAX);
export type CreateCategories = z.input<typeof createCategoriesSchema>;

/**
 * `PUT /api/categories/:id`: rename, colour, order, active, or soft delete (refused with 409
 * ERROR_REMOVE_RELATION while live products use it); always with the version it edits.
 */
export const categoryEditSchema = z.object({
  name: categoryNameSchema.optional(),
  color: colorSchema.optional(),
  sort: z.number().int().min(0).max(100_000).optional(),
  active: z.boolean().optional(),
  deleted: z.literal(true).optional(),
  version: versionSchema,
});
export type CategoryEdit = z.infer<typeof categoryEditSchema>;

/** `GET /api/categories`: every category of the branch not deleted, inactive ones too, in menu order. */
export const categoryAdminSchema = z.object({
  id: idSchema,
  name: z.string(),
  color: z.string(),
  sort: z.number().int(),
  active: z.boolean(),
  /** Live (not deleted) products in the category, active or not: it cannot be deleted while above 0. */
  productCount: z.number().int().nonnegative(),
  version: z.number().int().positive(),
});
export type CategoryAdmin = z.infer<typeof categoryAdminSchema>;
