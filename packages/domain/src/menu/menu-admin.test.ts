import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money } from '../money/money.js';
import { MONEY_MAX } from '../money/money-input.js';
import { CATEGORY_COLORS, categoryColorFor, categoryEditSchema } from './category-admin.js';
import { extrasGroupFormSchema, extrasOptionIssues } from './extras-admin.js';
import {
  lockedProductFields,
  PRODUCT_DEFAULTS,
  productBulkUpdateSchema,
  productFormSchema,
  sizesFromDeltas,
  sizesToDeltas,
  withPrepared,
} from './menu-admin.js';

const categoryId = '0194c2a0-0000-7000-8000-000000000001';
const productId = '0194c2a0-0000-7000-8000-000000000002';
const valid = { name: 'Pizza hawaiana', price: 22000, categoryId };
const messageOf = (input: object) => productFormSchema.safeParse(input).error?.issues[0]?.message;

describe('the product form', () => {
  it('fills in the spec defaults of a new product', () => {
    expect(productFormSchema.parse(valid)).toMatchObject({
      active: true,
      menuOnline: true,
      allowWithoutStock: false,
      isPrepared: true,
      isCalculatedCost: true,
      quantity: 0,
      stockMinimum: 0,
      sizes: [],
      printerId: null,
      sku: null,
      description: null,
    });
    expect(PRODUCT_DEFAULTS).toMatchObject({ isPrepared: true, isCalculatedCost: true, quantity: 0 });
  });

  it('says the spec message of each bad field', () => {
    expect(messageOf({ ...valid, name: 'Pi' })).toBe('ERROR ALPHANUMERIC');
    expect(messageOf({ ...valid, name: '¡¡¡Pizza!!!' })).toBe('ERROR ALPHANUMERIC');
    expect(messageOf({ ...valid, name: '' })).toBe('REQUIRED');
    expect(messageOf({ ...valid, price: undefined })).toBe('REQUIRED. ERROR NUMBER');
    expect(messageOf({ ...valid, price: -1 })).toBe('REQUIRED. ERROR NUMBER');
    expect(messageOf({ ...valid, price: 10.5 })).toBe('REQUIRED. ERROR NUMBER');
    expect(messageOf({ ...valid, price: '100' })).toBe('REQUIRED. ERROR NUMBER');
    expect(messageOf({ ...valid, price: MONEY_MAX + 1 })).toBe('REQUIRED. ERROR NUMBER');
    expect(messageOf({ ...valid, categoryId: '' })).toBe('REQUIRED');
    expect(messageOf({ ...valid, sizes: [{ name: 'Grande', price: -5 }] })).toBe('PRICE INVALID');
    expect(messageOf({ ...valid, sizes: [{ name: 'Grande' }] })).toBe('PRICE INVALID');
    expect(messageOf({ ...valid, sizes: [{ name: '', price: 5 }] })).toBe('REQUIRED');
    expect(messageOf({ ...valid, stockMinimum: -1 })).toBe('ERROR NUMBER');
    expect(messageOf({ ...valid, quantity: -1 })).toBe('ERROR NUMBER');
  });

  it('accepts the demo menu names with punctuation', () => {
    expect(productFormSchema.safeParse({ ...valid, name: 'Empanadas (3 unidades)' }).success).toBe(true);
    expect(productFormSchema.safeParse({ ...valid, name: 'Café tinto' }).success).toBe(true);
  });

  it('copies prepared into calculated cost and locks quantity and cost', () => {
    const form = productFormSchema.parse(valid);
    const bought = withPrepared(form, false);
    expect(bought).toMatchObject({ isPrepared: false, isCalculatedCost: false });
    expect(lockedProductFields(bought)).toEqual({ quantity: false, productCost: false });
    expect(lockedProductFields(form)).toEqual({ quantity: true, productCost: true });
    expect(lockedProductFields({ isPrepared: false, isCalculatedCost: true })).toEqual({
      quantity: false,
      productCost: true,
    });
  });
});

describe('sizes', () => {
  it('are entered absolute and stored as differences from the base price', () => {
    const stored = sizesToDeltas(money(22000), [
      { name: 'Personal', price: money(22000) },
      { name: 'Familiar', price: money(52000) },
      { name: 'Mini', price: money(15000) },
    ]);
    expect(stored).toEqual([
      { name: 'Personal', priceDelta: 0 },
      { name: 'Familiar', priceDelta: 30000 },
      { name: 'Mini', priceDelta: -7000 },
    ]);
  });

  it('come back to the same absolute prices (absolute → difference → absolute is the identity)', () => {
    const amount = fc.integer({ min: 0, max: MONEY_MAX }).map(money);
    fc.assert(
      fc.property(
        amount,
        fc.array(fc.record({ name: fc.string(), price: amount }), { maxLength: 20 }),
        (base, sizes) => {
          expect(sizesFromDeltas(base, sizesToDeltas(base, sizes))).toEqual(sizes);
        },
      ),
    );
  });
});

describe('the extras group editor', () => {
  const option = { productId, quantity: 1 };
  const groupMessage = (input: object) => extrasGroupFormSchema.safeParse(input).error?.issues[0]?.message;

  it('defaults to price 0, min 1, unlimited max, required and a single choice', () => {
    expect(extrasGroupFormSchema.parse({ name: 'Salsas' })).toEqual({
      name: 'Salsas',
      price: 0,
      min: 1,
      max: 0,
      isRequired: true,
      allowMultiple: false,
      options: [],
    });
  });

  it('says the spec message of each bad field', () => {
    expect(groupMessage({ name: 'Sa' })).toBe('ERROR ALPHANUMERIC');
    expect(groupMessage({ name: 'Salsas', min: 0 })).toBe('ERROR NUMBER');
    expect(groupMessage({ name: 'Salsas', max: -1 })).toBe('ERROR NUMBER');
    expect(groupMessage({ name: 'Salsas', min: 3, max: 2 })).toBe('ERROR NUMBER');
    expect(groupMessage({ name: 'Salsas', price: -1 })).toBe('REQUIRED. ERROR NUMBER');
    expect(groupMessage({ name: 'Salsas', options: [{ quantity: 1 }] })).toBe('REQUIRED');
    expect(groupMessage({ name: 'Salsas', options: [{ ...option, quantity: 0 }] })).toBe('REQUIRED');
    expect(extrasGroupFormSchema.safeParse({ name: 'Salsas', min: 3, max: 0, options: [option] }).success).toBe(true);
  });

  it("asks a quantity for every size of an option's product: 'SIZES REQUIRED'", () => {
    const sizesOf = (id: string) => (id === productId ? ['Vaso', 'Jarra'] : []);
    const form = extrasGroupFormSchema.parse({
      name: 'Bebida incluida',
      options: [
        { ...option, sizes: [{ name: 'Vaso', quantity: 1 }] },
        {
          ...option,
          sizes: [
            { name: 'Vaso', quantity: 1 },
            { name: 'Jarra', quantity: 2 },
          ],
        },
        { productId: categoryId, quantity: 2 },
      ],
    });
    expect(extrasOptionIssues(form.options, sizesOf)).toEqual([
      { path: ['options', 0, 'sizes'], message: 'SIZES REQUIRED' },
    ]);
  });
});

describe('bulk actions and categories', () => {
  it('take one of the spec bulk actions on up to 500 ids', () => {
    const ids = [productId];
    for (const payload of [
      { deleted: true },
      { active: false },
      { menuOnline: false },
      { printerId: null },
      { printerId: productId },
      { allowWithoutStock: true },
    ]) {
      expect(productBulkUpdateSchema.safeParse({ ids, payload }).success, JSON.stringify(payload)).toBe(true);
    }
    for (const payload of [{ active: true }, { price: 0 }, { deleted: true, active: false }, {}]) {
      expect(productBulkUpdateSchema.safeParse({ ids, payload }).success, JSON.stringify(payload)).toBe(false);
    }
    expect(
      productBulkUpdateSchema.safeParse({ ids: Array(501).fill(productId), payload: { active: false } }).success,
    ).toBe(false);
    expect(productBulkUpdateSchema.safeParse({ ids, versions: [1, 2], payload: { active: false } }).success).toBe(
      false,
    );
  });

  it('give a category a palette colour by name and edit it with a version', () => {
    expect(CATEGORY_COLORS).toContain(categoryColorFor('Especiales'));
    expect(categoryColorFor('Especiales')).toBe(categoryColorFor('Especiales'));
    expect(categoryEditSchema.safeParse({ name: 'Especiales' }).success).toBe(false);
    expect(categoryEditSchema.safeParse({ name: 'Especiales', version: 1 }).success).toBe(true);
  });
});
