import type { ProductDetail } from '@comandero/domain';

/** Spec 01 §3 local storage key of the most used products, counted per device. */
export const FAVORITES_KEY = 'moreUsed';
/** Spec 01 §9: favorites 10. */
export const FAVORITES_MAX = 10;

export interface FavoriteProduct {
  id: string;
  name: string;
  description: string | null;
  image: string | null;
  price: number;
  category: { id: string; name: string };
  count: number;
  /** ISO date of the last view (stored items keep a lastUpdate date). */
  lastUpdate: string;
}

const hasCategory = (entry: unknown): boolean => {
  const category = (entry as { category?: { id?: unknown } } | null)?.category;
  return typeof category?.id === 'string';
};

/** More views first; among equals the most recent, so a newly viewed product is not the one trimmed. */
const byUse = (a: FavoriteProduct, b: FavoriteProduct) => b.count - a.count || b.lastUpdate.localeCompare(a.lastUpdate);

/** The stored list; a list whose first entry lacks a category is from an older format: reset to []. */
export function readFavorites(storage: Storage = localStorage): FavoriteProduct[] {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(FAVORITES_KEY) ?? '[]');
  } catch {
    stored = [];
  }
  if (!Array.isArray(stored)) return [];
  if (stored.length > 0 && !hasCategory(stored[0])) {
    storage.setItem(FAVORITES_KEY, '[]');
    return [];
  }
  return (stored as FavoriteProduct[]).filter(hasCategory).sort(byUse).slice(0, FAVORITES_MAX);
}

/** Viewing a product counts one use; the list is sorted by count and trimmed to 10. */
export function recordProductView(
  product: Pick<ProductDetail, 'id' | 'name' | 'description' | 'image' | 'price' | 'category'>,
  now: Date,
  storage: Storage = localStorage,
): FavoriteProduct[] {
  const favorites = readFavorites(storage);
  const previous = favorites.find((entry) => entry.id === product.id);
  const entry: FavoriteProduct = {
    id: product.id,
    name: product.name,
    description: product.description,
    image: product.image,
    price: product.price,
    category: { id: product.category.id, name: product.category.name },
    count: (previous?.count ?? 0) + 1,
    lastUpdate: now.toISOString(),
  };
  const next = [entry, ...favorites.filter((candidate) => candidate.id !== product.id)]
    .sort(byUse)
    .slice(0, FAVORITES_MAX);
  storage.setItem(FAVORITES_KEY, JSON.stringify(next));
  return next;
}
