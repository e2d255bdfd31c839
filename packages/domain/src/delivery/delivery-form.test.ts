import { describe, expect, it } from 'vitest';
import {
  addressHistory,
  DELIVERY_FEE_SUGGESTIONS,
  DELIVERY_FEES_MAX,
  deliveryFeesOf,
  deliveryFeesSchema,
  deliveryFormSchema,
  deliveryLookupQuerySchema,
  isDeliveryTable,
} from './delivery-form.js';
import { deliveryCustomerOf } from './delivery-ticket.js';

const valid = {
  phone: '300 123-4567',
  customer: 'Ana Gómez',
  address: 'Calle 10 # 5-23',
  valueDelivery: 5000,
};

const messageOf = (input: Record<string, unknown>, path: string) =>
  deliveryFormSchema.safeParse(input).error?.issues.find((issue) => issue.path.join('.') === path)?.message;

describe('delivery form (spec 01 §5)', () => {
  it('accepts the required fields and stores the phone without spaces or dashes', () => {
    const form = deliveryFormSchema.parse(valid);
    expect(form).toMatchObject({
      phone: '3001234567',
      identification: null,
      email: null,
      addressLine1: null,
      neighborhood: null,
      dateDelivery: null,
      sales: null,
    });
  });

  it('wants a phone of 10 digits or more: ENTER_VALID_PHONE', () => {
    expect(messageOf({ ...valid, phone: '300123456' }, 'phone')).toBe('ENTER_VALID_PHONE');
    expect(messageOf({ ...valid, phone: 'abc1234567' }, 'phone')).toBe('ENTER_VALID_PHONE');
    expect(messageOf({ ...valid, phone: '' }, 'phone')).toBe('ENTER_VALID_PHONE');
    expect(deliveryFormSchema.safeParse({ ...valid, phone: '+57 300 123 4567' }).success).toBe(true);
  });

  it('requires the customer name and the address', () => {
    expect(messageOf({ ...valid, customer: '' }, 'customer')).toBe('REQUIRED');
    expect(messageOf({ ...valid, address: '  ' }, 'address')).toBe('REQUIRED');
  });

  it('checks identification, address line 2 and neighborhood with the text pattern, empty allowed', () => {
    expect(messageOf({ ...valid, identification: '12' }, 'identification')).toBe('ERROR TEXT');
    expect(messageOf({ ...valid, neighborhood: 'a' }, 'neighborhood')).toBe('ERROR TEXT');
    expect(messageOf({ ...valid, addressLine1: 'x' }, 'addressLine1')).toBe('ERROR TEXT');
    const form = deliveryFormSchema.parse({
      ...valid,
      identification: '',
      addressLine1: 'Apto 301',
      neighborhood: 'Centro',
    });
    expect(form).toMatchObject({ identification: null, addressLine1: 'Apto 301', neighborhood: 'Centro' });
  });

  it('takes an optional email, checked when given', () => {
    expect(messageOf({ ...valid, email: 'nope' }, 'email')).toBe('ERROR EMAIL');
    expect(deliveryFormSchema.parse({ ...valid, email: 'ana@example.com' }).email).toBe('ana@example.com');
  });

  it('requires a delivery value of 0 or more in minor units', () => {
    expect(deliveryFormSchema.safeParse({ ...valid, valueDelivery: undefined }).success).toBe(false);
    expect(deliveryFormSchema.safeParse({ ...valid, valueDelivery: -1 }).success).toBe(false);
    expect(deliveryFormSchema.safeParse({ ...valid, valueDelivery: 1.5 }).success).toBe(false);
    expect(deliveryFormSchema.parse({ ...valid, valueDelivery: 0 }).valueDelivery).toBe(0);
  });

  it('takes an optional sales discount', () => {
    const form = deliveryFormSchema.parse({ ...valid, sales: { reason: 'cumpleanios', type: 'PERCENT', value: 10 } });
    expect(form.sales).toMatchObject({ type: 'PERCENT', value: 10 });
  });
});

describe('phone lookup and address history', () => {
  it('looks up from 8 digits', () => {
    expect(deliveryLookupQuerySchema.safeParse({ phone: '3001234' }).success).toBe(false);
    expect(deliveryLookupQuerySchema.parse({ phone: '300-123-45' }).phone).toBe('30012345');
  });

  it('keeps distinct addresses, newest first, at most the limit', () => {
    const history = addressHistory(
      [
        { address: 'Calle 10 # 5-23', addressLine1: 'Apto 301', neighborhood: 'Centro' },
        { address: 'calle 10  # 5-23', addressLine1: 'apto 301', neighborhood: 'centro' },
        { address: 'Carrera 7 # 1-2', addressLine1: null, neighborhood: null },
        { address: '', addressLine1: null, neighborhood: null },
      ],
      5,
    );
    expect(history.map((entry) => entry.address)).toEqual(['Calle 10 # 5-23', 'Carrera 7 # 1-2']);
    expect(addressHistory(history, 1)).toHaveLength(1);
  });

  it('knows a delivery table by its number -1 and prints its customer', () => {
    expect(isDeliveryTable({ numberTable: -1 })).toBe(true);
    expect(isDeliveryTable({ numberTable: 3 })).toBe(false);
    expect(
      deliveryCustomerOf({
        customer: 'Ana',
        identification: null,
        address: 'Calle 1',
        addressLine1: null,
        neighborhood: 'Centro',
        phone: '3001234567',
      }),
    ).toEqual({
      name: 'Ana',
      identification: null,
      address: 'Calle 1',
      addressLine1: null,
      neighborhood: 'Centro',
      phone: '3001234567',
    });
  });
});

describe("the branch's usual delivery fees", () => {
  it('offers the currency suggestions until the branch chooses, then its own, smallest first', () => {
    expect(deliveryFeesOf(null, 'COP')).toEqual(DELIVERY_FEE_SUGGESTIONS.COP);
    expect(deliveryFeesOf([7000, 2500], 'COP')).toEqual([2500, 7000]);
    expect(deliveryFeesOf([], 'USD')).toEqual([]);
  });

  it(`takes up to ${DELIVERY_FEES_MAX} amounts ≥ 0 in minor units, each once`, () => {
    expect(deliveryFeesSchema.safeParse([0, 3000, 5000]).success).toBe(true);
    expect(deliveryFeesSchema.safeParse(Array.from({ length: DELIVERY_FEES_MAX }, (_, i) => i * 1000)).success).toBe(
      true,
    );
    const tooMany = deliveryFeesSchema.safeParse(Array.from({ length: DELIVERY_FEES_MAX + 1 }, (_, i) => i * 1000));
    expect(tooMany.error?.issues[0]?.message).toBe('MAX FEES');
    const repeated = deliveryFeesSchema.safeParse([3000, 5000, 3000]);
    expect(repeated.error?.issues[0]).toMatchObject({ message: 'DUPLICATE FEE', path: [2] });
    expect(deliveryFeesSchema.safeParse([-1]).success).toBe(false);
    expect(deliveryFeesSchema.safeParse([10.5]).success).toBe(false);
    expect(deliveryFeesSchema.safeParse(['5000']).success).toBe(false);
  });
});
