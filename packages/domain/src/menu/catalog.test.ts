import { describe, expect, it } from 'vitest';
import { money } from '../money/money.js';
import { type CatalogProduct, catalogAnswerSchema, productDetailOf } from './catalog.js';
import type { ExtrasGroup } from './product.js';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const group = (n: number, name: string): ExtrasGroup => ({
  id: id(n),
  name,
  isRequired: false,
  allowMultiple: true,
  min: 0,
  max: 2,
  options: [{ id: id(n + 100), name: `${name} A`, price: money(500) }],
});
const pizza: CatalogProduct = {
  id: id(1),
  name: 'Pizza',
  price: money(22000),
  image: null,
  stock: null,
  allowWithoutStock: false,
  categoryId: id(2),
  hasOptions: true,
  requiresChoice: false,
  description: 'Masa fina',
  printerId: null,
  sizes: [{ id: id(3), name: 'Familiar', priceDelta: money(30000) }],
  extrasGroupIds: [id(11), id(10), id(99)],
};

describe('a product detail from the stored catalog', () => {
  it('prices each size from the base price and lists the product groups in its own order, skipping unknown ones', () => {
    const groups = new Map([group(10, 'Salsas'), group(11, 'Quesos')].map((g) => [g.id, g]));
    const detail = productDetailOf(pizza, { id: id(2), name: 'Pizzas' }, groups);
    expect(detail.sizes).toEqual([{ id: id(3), name: 'Familiar', price: 52000, priceDelta: 30000 }]);
    expect(detail.extrasGroups.map((g) => g.name)).toEqual(['Quesos', 'Salsas']);
    expect(detail).toMatchObject({ category: { id: id(2), name: 'Pizzas' }, description: 'Masa fina', price: 22000 });
    expect(detail).not.toHaveProperty('extrasGroupIds');
  });

  it('reads an unchanged answer without a catalog and a changed one with it', () => {
    expect(catalogAnswerSchema.parse({ changed: false, version: 'v1' })).toEqual({ changed: false, version: 'v1' });
    const changed = { changed: true, version: 'v2', categories: [], products: [pizza], extrasGroups: [] };
    expect(catalogAnswerSchema.parse(changed)).toEqual(changed);
    expect(catalogAnswerSchema.safeParse({ changed: true, version: 'v2' }).success).toBe(false);
  });
});
