import { z } from 'zod';
import { idSchema } from '../schemas/common.js';
import type { ServiceType } from '../tip/tip.js';

/** The channel every order takes unless it came another way (spec 01 §3: orderChannel defaults to 'POS'). */
export const ORDER_CHANNEL_POS = 'POS';
/** Spec 01 §3: delivery orders use the channel named domicilios. */
export const ORDER_CHANNEL_DELIVERY = 'domicilios';
export const ORDER_CHANNEL_NAME_MAX = 60;

/** Spec 01 §3 Order channel: id, name, external (an outside platform rather than this POS). */
export const orderChannelSchema = z.object({ id: idSchema, name: z.string(), external: z.boolean() });
export type OrderChannel = z.infer<typeof orderChannelSchema>;
export const orderChannelListSchema = z.array(orderChannelSchema);

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** Spec 01 §7 `GET order-channels?deleted=false` plus filters: by name and by external. */
export const orderChannelQuerySchema = z.object({
  deleted: flag.default(false),
  name: z.string().trim().min(1).max(ORDER_CHANNEL_NAME_MAX).optional(),
  external: flag.optional(),
});
export type OrderChannelQuery = z.infer<typeof orderChannelQuerySchema>;

/** The channel an order taken in this POS belongs to: domicilios for a delivery, POS otherwise. */
export const orderChannelOfService = (service: ServiceType): string =>
  service === 'delivery' ? ORDER_CHANNEL_DELIVERY : ORDER_CHANNEL_POS;
