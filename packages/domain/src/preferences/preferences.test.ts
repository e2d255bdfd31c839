import { describe, expect, it } from 'vitest';
import { updatePreferencesSchema } from './preferences.js';

const valid = {
  orderPin: false,
  tips: [{ rateBp: 1000, serviceTypes: ['onsite', 'delivery'] }],
  taxes: [{ name: 'IVA', rateBp: 1900, includeCost: false }],
  version: 1,
};

describe('preferences schema', () => {
  it('takes a valid set and makes new taxes active', () => {
    expect(updatePreferencesSchema.parse(valid).taxes[0]).toMatchObject({ name: 'IVA', active: true, shortName: '' });
  });

  it('keeps tax and tip values within 0..100 %', () => {
    const tax = (rateBp: number) => ({ ...valid, taxes: [{ name: 'IVA', rateBp, includeCost: false }] });
    expect(updatePreferencesSchema.safeParse(tax(10_000)).success).toBe(true);
    expect(updatePreferencesSchema.safeParse(tax(10_001)).success).toBe(false);
    expect(updatePreferencesSchema.safeParse(tax(-1)).success).toBe(false);
    const tip = (rateBp: number) => ({ ...valid, tips: [{ rateBp, serviceTypes: ['onsite'] }] });
    expect(updatePreferencesSchema.safeParse(tip(0)).success).toBe(true);
    expect(updatePreferencesSchema.safeParse(tip(10_001)).success).toBe(false);
  });

  it('puts each service type in one tip row only', () => {
    const result = updatePreferencesSchema.safeParse({
      ...valid,
      tips: [
        { rateBp: 1000, serviceTypes: ['onsite'] },
        { rateBp: 500, serviceTypes: ['onsite', 'self-service'] },
      ],
    });
    expect(result.error?.issues[0]).toMatchObject({ message: 'DUPLICATE TIP TYPE', path: ['tips', 1, 'serviceTypes'] });
  });

  it('keeps the delivery fees as they are when left out, and checks them when given', () => {
    expect(updatePreferencesSchema.parse(valid).deliveryFees).toBeUndefined();
    expect(updatePreferencesSchema.parse({ ...valid, deliveryFees: [4000, 0] }).deliveryFees).toEqual([4000, 0]);
    const repeated = updatePreferencesSchema.safeParse({ ...valid, deliveryFees: [4000, 4000] });
    expect(repeated.error?.issues[0]).toMatchObject({ message: 'DUPLICATE FEE', path: ['deliveryFees', 1] });
  });

  it('needs a tax name, value and includeCost', () => {
    const result = updatePreferencesSchema.safeParse({ ...valid, taxes: [{ name: ' ', rateBp: 800 }] });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['REQUIRED', 'REQUIRED']);
  });
});
