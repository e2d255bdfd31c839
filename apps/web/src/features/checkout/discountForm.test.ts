import { money } from '@comandero/domain';
import { describe, expect, it } from 'vitest';
import { type DiscountValues, discountResolver, discountValuesOf } from './discountForm';

const resolve = async (values: Partial<DiscountValues>, subtotal = 46000) => {
  const form: DiscountValues = { reason: 'cumpleanios', other: '', type: 'PERCENT', value: '10', ...values };
  const result = await discountResolver(money(subtotal), 'COP')(form, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const errors = Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [field, (error as { message: string }).message]),
  );
  return { values: result.values, errors };
};

describe('the sales discount form (spec 01 §5)', () => {
  it('needs a reason, and the free text when the reason is other', async () => {
    expect((await resolve({ reason: null })).errors).toEqual({ reason: 'REQUIRED' });
    expect((await resolve({ reason: 'other' })).errors).toEqual({ other: 'REQUIRED' });
    expect((await resolve({ reason: 'other', other: 'Cliente frecuente' })).values).toEqual({
      reason: 'other',
      other: 'Cliente frecuente',
      type: 'PERCENT',
      value: 10,
    });
  });

  it('needs a value: INVALID above the subtotal (USD) or above 100 (PERCENT); the percent is rounded', async () => {
    expect((await resolve({ value: '' })).errors).toEqual({ value: 'REQUIRED' });
    expect((await resolve({ value: '101' })).errors).toEqual({ value: 'INVALID' });
    expect((await resolve({ type: 'USD', value: '46001' })).errors).toEqual({ value: 'INVALID' });
    expect((await resolve({ type: 'USD', value: '12,5' })).errors).toEqual({ value: 'INVALID' });
    expect((await resolve({ type: 'USD', value: '46000' })).values).toMatchObject({ type: 'USD', value: 46000 });
    expect((await resolve({ value: '10,4' })).values).toMatchObject({ value: 10 });
    expect((await resolve({ value: '100' })).values).toMatchObject({ value: 100 });
  });

  it('drops the free text of any reason but other, and starts from the discount already set', async () => {
    expect((await resolve({ other: 'ignored' })).values).toMatchObject({ other: '' });
    expect(discountValuesOf({ reason: 'obsequio', other: '', type: 'USD', value: 5000 }, 'COP')).toEqual({
      reason: 'obsequio',
      other: '',
      type: 'USD',
      value: '5000',
    });
    expect(discountValuesOf(null, 'COP')).toEqual({ reason: null, other: '', type: 'PERCENT', value: '' });
  });
});
