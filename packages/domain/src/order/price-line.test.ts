import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '../menu/product.js';
import { money } from '../money/money.js';
import { isLineProblem, priceLine } from './price-line.js';

const id = (n: number) => `0190f000-0000-7000-8000-${String(n).padStart(12, '0')}`;

const burger = (over: Partial<ProductDetail> = {}): ProductDetail => ({
  id: id(1),
  name: 'Hamburguesa',
  price: money(18000),
  image: null,
  stock: null,
  allowWithoutStock: false,
  categoryId: id(2),
  hasOptions: true,
  requiresChoice: true,
  description: null,
  printerId: 'cocina',
  category: { id: id(2), name: 'Platos' },
  sizes: [{ id: id(10), name: 'Doble', price: money(24000), priceDelta: money(6000) }],
  extrasGroups: [
    {
      id: id(20),
      name: 'Término',
      isRequired: true,
      allowMultiple: false,
      min: 1,
      max: 1,
      options: [
        { id: id(21), name: 'Medio', price: money(0) },
        { id: id(22), name: 'Bien asado', price: money(0) },
      ],
    },
    {
      id: id(30),
      name: 'Adiciones',
      isRequired: false,
      allowMultiple: true,
      min: 0,
      max: 2,
      options: [
        { id: id(31), name: 'Queso', price: money(2000) },
        { id: id(32), name: 'Tocineta', price: money(3500) },
        { id: id(33), name: 'Huevo', price: money(1500) },
      ],
    },
  ],
  ...over,
});

describe('priceLine', () => {
  it('adds the size difference and each extra times its quantity', () => {
    const line = priceLine(burger(), {
      sizeId: id(10),
      extras: [
        { optionId: id(21), quantity: 1 },
        { optionId: id(31), quantity: 2 },
      ],
      quantity: 1,
    });
    expect(isLineProblem(line)).toBe(false);
    if (isLineProblem(line)) return;
    expect(line.unitPrice).toBe(18000 + 6000 + 2 * 2000);
    expect(line.size).toEqual({ id: id(10), name: 'Doble', priceDelta: 6000 });
    expect(line.extras.map((extra) => extra.groupId)).toEqual([id(20), id(30)]);
  });

  it('refuses an unsatisfied required group, a group above its maximum, foreign options and sizes', () => {
    const problem = (choice: Parameters<typeof priceLine>[1]) => {
      const result = priceLine(burger(), choice);
      return isLineProblem(result) ? result.code : null;
    };
    expect(problem({ sizeId: null, extras: [], quantity: 1 })).toBe('EXTRAS_INVALID');
    const tooMany = [id(21), id(31), id(32), id(33)].map((optionId) => ({ optionId, quantity: 1 }));
    expect(problem({ sizeId: null, extras: tooMany, quantity: 1 })).toBe('EXTRAS_INVALID');
    const bothDoneness = [id(21), id(22)].map((optionId) => ({ optionId, quantity: 1 }));
    expect(problem({ sizeId: null, extras: bothDoneness, quantity: 1 })).toBe('EXTRAS_INVALID');
    expect(problem({ sizeId: id(99), extras: [{ optionId: id(21), quantity: 1 }], quantity: 1 })).toBe(
      'EXTRAS_INVALID',
    );
    expect(problem({ sizeId: null, extras: [{ optionId: id(98), quantity: 1 }], quantity: 1 })).toBe('EXTRAS_INVALID');
    const twice = [id(21), id(21)].map((optionId) => ({ optionId, quantity: 1 }));
    expect(problem({ sizeId: null, extras: twice, quantity: 1 })).toBe('EXTRAS_INVALID');
  });

  it('applies the stock rules', () => {
    const plain = { sizeId: null, extras: [{ optionId: id(21), quantity: 1 }], quantity: 3 };
    const code = (over: Partial<ProductDetail>) => {
      const result = priceLine(burger(over), plain);
      return isLineProblem(result) ? result.code : null;
    };
    expect(code({ stock: 0 })).toBe('NO_STOCK');
    expect(code({ stock: 2 })).toBe('INSUFFICIENT_STOCK');
    expect(code({ stock: 2, allowWithoutStock: true })).toBeNull();
    expect(code({ stock: 3 })).toBeNull();
  });

  it('applies a size’s own stock to that size, the product’s to the base (a recipe per size)', () => {
    const product = burger({
      stock: 4,
      sizes: [{ id: id(10), name: 'Doble', price: money(24000), priceDelta: money(6000), stock: 0 }],
    });
    const code = (sizeId: string | null, quantity = 1) => {
      const result = priceLine(product, { sizeId, extras: [{ optionId: id(21), quantity: 1 }], quantity });
      return isLineProblem(result) ? result.code : null;
    };
    expect(code(id(10))).toBe('NO_STOCK');
    expect(code(null)).toBeNull();
    expect(code(null, 5)).toBe('INSUFFICIENT_STOCK');
    expect(
      isLineProblem(
        priceLine(
          { ...product, allowWithoutStock: true },
          { sizeId: id(10), extras: [{ optionId: id(21), quantity: 1 }], quantity: 1 },
        ),
      ),
    ).toBe(false);
  });

  it('property: the unit price is base + size difference + Σ extra × quantity, never fractional', () => {
    const options = [id(31), id(32), id(33)];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }).map(money),
        fc.integer({ min: -5_000, max: 5_000_000 }).map(money),
        fc.subarray(options, { maxLength: 2 }),
        fc.array(fc.integer({ min: 1, max: 99 }), { minLength: 3, maxLength: 3 }),
        fc.boolean(),
        (base, delta, chosen, quantities, withSize) => {
          const product = burger({
            price: base,
            sizes: [{ id: id(10), name: 'Doble', price: money(base + delta), priceDelta: delta }],
          });
          const extras = [
            { optionId: id(21), quantity: 1 },
            ...chosen.map((optionId, i) => ({ optionId, quantity: quantities[i] ?? 1 })),
          ];
          const line = priceLine(product, { sizeId: withSize ? id(10) : null, extras, quantity: 1 });
          if (isLineProblem(line)) return false;
          const prices: Record<string, number> = { [id(31)]: 2000, [id(32)]: 3500, [id(33)]: 1500 };
          const extrasTotal = chosen.reduce(
            (sum, optionId, i) => sum + (prices[optionId] ?? 0) * (quantities[i] ?? 1),
            0,
          );
          return line.unitPrice === base + (withSize ? delta : 0) + extrasTotal && Number.isInteger(line.unitPrice);
        },
      ),
      { numRuns: 10_000 },
    );
  }, 60_000);
});
