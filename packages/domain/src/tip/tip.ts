import { z } from 'zod';
import { type Money, money } from '../money/money.js';
import { moneyAmountSchema } from '../money/money-input.js';
import { applyRate, BASIS_POINTS } from '../money/rounding.js';

/** How an order is served, the order's methodDelivery; the tips screen calls them tables, self-service, deliveries. */
export const SERVICE_TYPES = ['onsite', 'self-service', 'delivery'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** Amounts the tip jar offers at checkout: 4000 to 10000 in steps of 1000 (spec 01 §9), in minor units. */
export const TIP_JAR_SUGGESTIONS: readonly Money[] = [4000, 5000, 6000, 7000, 8000, 9000, 10000].map(money);

/** One row of the tips preference: a percent (0..100, in basis points) for one or more service types. */
export const tipPreferenceSchema = z.object({
  rateBp: z.number({ message: 'REQUIRED' }).int().min(0).max(BASIS_POINTS),
  serviceTypes: z.array(z.enum(SERVICE_TYPES)).min(1, { message: 'REQUIRED' }),
});
export type TipPreference = z.infer<typeof tipPreferenceSchema>;

/** Each service type may belong to only one row (spec 02 §5). */
export const tipPreferencesSchema = z.array(tipPreferenceSchema).superRefine((rows, context) => {
  const seen = new Set<ServiceType>();
  rows.forEach((row, index) => {
    for (const type of row.serviceTypes) {
      if (seen.has(type))
        context.addIssue({ code: 'custom', message: 'DUPLICATE TIP TYPE', path: [index, 'serviceTypes'] });
      seen.add(type);
    }
  });
});

/** The service types no row covers yet; when empty, adding a row answers 'HAVE ALL TIP'. */
export const unusedServiceTypes = (rows: readonly TipPreference[]): ServiceType[] =>
  SERVICE_TYPES.filter((type) => !rows.some((row) => row.serviceTypes.includes(type)));

/** The tip on a bill: none, a percent of the discounted subtotal, or a fixed amount (the tip jar, or typed). */
export const tipChoiceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('percent'), rateBp: z.number().int().min(0).max(BASIS_POINTS) }),
  z.object({ kind: z.literal('amount'), amount: moneyAmountSchema }),
]);
export type TipChoice = z.infer<typeof tipChoiceSchema>;
export const NO_TIP: TipChoice = { kind: 'none' };

/** The tip the preferences suggest for a service type, or none when no row covers it. */
export function suggestedTip(rows: readonly TipPreference[], serviceType: ServiceType): TipChoice {
  const row = rows.find((candidate) => candidate.serviceTypes.includes(serviceType));
  return row ? { kind: 'percent', rateBp: row.rateBp } : NO_TIP;
}

/** What the tip adds to a bill whose discounted subtotal is base; never negative. */
export function tipAmount(base: Money, choice: TipChoice | null | undefined): Money {
  if (!choice || choice.kind === 'none') return money(0);
  if (choice.kind === 'amount') return money(Math.max(0, choice.amount));
  return applyRate(money(Math.max(0, base)), Math.min(Math.max(0, choice.rateBp), BASIS_POINTS));
}
