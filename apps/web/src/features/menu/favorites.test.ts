import { money } from '@comandero/domain';
import { describe, expect, it } from 'vitest';
import { FAVORITES_KEY, type FavoriteProduct, readFavorites, recordProductView } from './favorites';

const category = { id: '0194c2a0-0000-7000-8000-000000000301', name: 'Bebidas' };
const product = (n: number) => ({
  id: `0194c2a0-0000-7000-8000-${String(n).padStart(12, '0')}`,
  name: `Producto ${n}`,
  description: null,
  image: null,
  price: money(1000 * n),
  category,
});
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));

describe('favorites (most used products of this device)', () => {
  it('counts each view of a product and sorts by count, most used first', () => {
    recordProductView(product(1), at(0));
    recordProductView(product(2), at(1));
    recordProductView(product(2), at(2));
    const favorites = readFavorites();
    expect(favorites.map((entry) => [entry.name, entry.count])).toEqual([
      ['Producto 2', 2],
      ['Producto 1', 1],
    ]);
    expect(favorites[0]).toMatchObject({ category, lastUpdate: at(2).toISOString(), price: 2000 });
  });

  it('keeps at most 10, and a newly viewed product enters over an older one of the same count', () => {
    for (let n = 1; n <= 10; n++) recordProductView(product(n), at(n));
    recordProductView(product(1), at(20));
    const favorites = recordProductView(product(11), at(21));
    expect(favorites).toHaveLength(10);
    expect(favorites[0]!.name).toBe('Producto 1');
    expect(favorites[1]!.name).toBe('Producto 11');
    // The oldest single view is the one left out.
    expect(favorites.map((entry) => entry.name)).not.toContain('Producto 2');
    expect(JSON.parse(localStorage.getItem(FAVORITES_KEY)!)).toHaveLength(10);
  });

  it('resets the list when its first stored entry lacks a category', () => {
    const old: Partial<FavoriteProduct>[] = [{ id: product(1).id, name: 'Viejo', count: 9 }];
    localStorage.setItem(FAVORITES_KEY, JSON.stringify(old));
    expect(readFavorites()).toEqual([]);
    expect(localStorage.getItem(FAVORITES_KEY)).toBe('[]');
    expect(recordProductView(product(3), at(0)).map((entry) => entry.count)).toEqual([1]);
  });

  it('reads nothing from a missing or garbled key', () => {
    expect(readFavorites()).toEqual([]);
    localStorage.setItem(FAVORITES_KEY, '{not json');
    expect(readFavorites()).toEqual([]);
  });
});
