import { describe, expect, it } from 'vitest';
import { ORDER_CHANNEL_DELIVERY, orderChannelOfService, orderChannelQuerySchema } from './order-channel.js';

describe('order channels', () => {
  it('puts delivery orders in domicilios and every other order in POS', () => {
    expect(orderChannelOfService('delivery')).toBe(ORDER_CHANNEL_DELIVERY);
    expect(ORDER_CHANNEL_DELIVERY).toBe('domicilios');
    expect(orderChannelOfService('onsite')).toBe('POS');
    expect(orderChannelOfService('self-service')).toBe('POS');
  });

  it('reads the query as spec 01 §7 sends it: deleted=false by default, optional name and external', () => {
    expect(orderChannelQuerySchema.parse({})).toEqual({ deleted: false });
    expect(orderChannelQuerySchema.parse({ deleted: 'false', name: ' domicilios ', external: 'true' })).toEqual({
      deleted: false,
      name: 'domicilios',
      external: true,
    });
    expect(orderChannelQuerySchema.safeParse({ deleted: 'maybe' }).success).toBe(false);
  });
});
