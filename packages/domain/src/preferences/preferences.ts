import { z } from 'zod';
import { deliveryFeesSchema } from '../delivery/delivery-form.js';
import { moneyAmountSchema } from '../money/money-input.js';
import { idSchema, versionSchema } from '../schemas/common.js';
import { taxSchema } from '../tax/tax.js';
import { tipPreferencesSchema } from '../tip/tip.js';

/** A branch may keep a handful of taxes; a longer list is a mistake, not a menu. */
export const TAXES_MAX = 20;

/** A tax as the preferences screen edits it: inactive ones are kept but never billed. */
export const branchTaxSchema = taxSchema.extend({
  id: idSchema.optional(),
  active: z.boolean().default(true),
});
export type BranchTaxInput = z.input<typeof branchTaxSchema>;

/**
 * The preferences of a branch (spec 02 §3): order PIN, tips per service type, taxes, and the usual
 * delivery fees the delivery form offers as chips (its currency's suggestions until it chooses).
 */
export const preferencesSchema = z.object({
  orderPin: z.boolean(),
  tips: tipPreferencesSchema,
  taxes: z.array(branchTaxSchema.extend({ id: idSchema, active: z.boolean() })),
  deliveryFees: z.array(moneyAmountSchema),
  version: z.number().int(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/**
 * What the screen saves: the whole set, with the version it read (a stale one is refused with 409).
 * A tax without id is new; a stored tax missing from the list is deleted (soft).
 */
export const updatePreferencesSchema = z.object({
  orderPin: z.boolean({ message: 'REQUIRED' }),
  tips: tipPreferencesSchema,
  taxes: z.array(branchTaxSchema).max(TAXES_MAX),
  /** Left out, the branch's fees stay as they are (a client from before fees were a preference). */
  deliveryFees: deliveryFeesSchema.optional(),
  version: versionSchema,
});
export type UpdatePreferences = z.output<typeof updatePreferencesSchema>;
export type UpdatePreferencesInput = z.input<typeof updatePreferencesSchema>;

/** Spec 02 §9: preferences default to the order PIN on and no tips. */
export const DEFAULT_PREFERENCES = { orderPin: true, tips: [] } as const;
