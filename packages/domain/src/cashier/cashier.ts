import { z } from 'zod';
import { idSchema, PATTERNS } from '../schemas/common.js';

export const CASHIER_NAME_INVALID = 'Ingrese un nombre válido. Mínimo 3 carácteres alfanuméricos';

/** The cashier box drawer (spec 02 §5): a name of 3 or more letters, digits or spaces, and its users. */
export const cashierFormSchema = z.object({
  name: z
    .string({ message: CASHIER_NAME_INVALID })
    .trim()
    .max(60)
    .regex(PATTERNS.name, { message: CASHIER_NAME_INVALID }),
  userIds: z.array(idSchema).max(200).default([]),
});
export type CashierForm = z.infer<typeof cashierFormSchema>;
export type CashierFormInput = z.input<typeof cashierFormSchema>;
