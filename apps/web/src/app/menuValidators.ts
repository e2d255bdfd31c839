// The catalog and order schemas, in a chunk of their own that only the menu screens load (the /pos
// route's first download stays as it was). Import through loadMenuValidators().
import { extrasGroupSchema, productCardSchema } from '@comandero/domain';
import { z } from 'zod';

export {
  productDetailSchema,
  productPageSchema,
  sendCommandResponseSchema,
  tableOrderSchema,
} from '@comandero/domain';

export const productCardsSchema = z.array(productCardSchema);
export const extrasGroupsSchema = z.array(extrasGroupSchema);
export const stockFlagAnswerSchema = z.object({ updated: z.number().int().nonnegative() });
