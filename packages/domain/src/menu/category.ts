import { z } from 'zod';
import { idSchema } from '../schemas/common.js';

/** A menu group (spec 01 §3 Menu.menu_groups): only active, not deleted ones are offered. */
export const categorySchema = z.object({
  id: idSchema,
  name: z.string(),
  color: z.string(),
  productCount: z.number().int().nonnegative(),
});
export type Category = z.infer<typeof categorySchema>;
