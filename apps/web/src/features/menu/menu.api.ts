import type { Category, ExtrasGroup, ProductCard, ProductDetail, ProductPage, StockFlag } from '@comandero/domain';
import { api } from '../../app/api';
import { CATALOG_QUERY_ROOT, readCached } from '../../app/catalogCache';
import { loadMenuValidators, loadValidators } from '../../app/loadValidators';

// The catalog's reads answer from the device's copy when it has one (offline too; refreshed on
// login, live events and the refresh button) and ask the server only when it has none.

/** Everything under ['menu'] is the catalog: the refresh button reads it all again. */
export const menuKeys = {
  all: CATALOG_QUERY_ROOT,
  categories: ['menu', 'categories'] as const,
  category: (categoryId: string) => ['menu', 'category', categoryId] as const,
  product: (productId: string) => ['menu', 'product', productId] as const,
  search: (name: string, page: number) => ['menu', 'search', name, page] as const,
  sides: ['menu', 'sides'] as const,
};

/** The copy answers without the network: its queries run offline too (TanStack Query pauses others). */
export const CACHED_QUERY = { networkMode: 'always' } as const;

export async function fetchCategories(signal?: AbortSignal): Promise<Category[]> {
  const cached = await readCached((store, scope) => store.readCategories(scope));
  if (cached) return cached;
  const { categoriesSchema } = await loadValidators();
  return api.get('/menu/categories', categoriesSchema, signal);
}

export async function fetchCategoryProducts(categoryId: string, signal?: AbortSignal): Promise<ProductCard[]> {
  const cached = await readCached((store, scope) => store.readCategoryProducts(scope, categoryId));
  if (cached) return cached;
  const { productCardsSchema } = await loadMenuValidators();
  return api.get(`/menu/categories/${categoryId}/products`, productCardsSchema, signal);
}

export async function fetchExtrasGroups(signal?: AbortSignal): Promise<ExtrasGroup[]> {
  const cached = await readCached((store, scope) => store.readExtrasGroups(scope));
  if (cached) return cached;
  const { extrasGroupsSchema } = await loadMenuValidators();
  return api.get('/menu/extras-groups', extrasGroupsSchema, signal);
}

export async function fetchProduct(productId: string, signal?: AbortSignal): Promise<ProductDetail> {
  const cached = await readCached((store, scope) => store.readProductDetail(scope, productId));
  if (cached) return cached;
  const { productDetailSchema } = await loadMenuValidators();
  return api.get(`/menu/products/${productId}`, productDetailSchema, signal);
}

/** The product filter: `page` counts from 1 as the pagination shows it; the server counts from 0. */
export async function searchProducts(name: string, page: number, pageSize: number): Promise<ProductPage> {
  const cached = await readCached((store, scope) => store.searchCatalog(scope, name.trim(), page - 1, pageSize));
  if (cached) return cached;
  const { productPageSchema } = await loadMenuValidators();
  const filters = name.trim() ? { name: name.trim() } : {};
  return api.post('/menu/products/page', { page: page - 1, pageSize, filters }, productPageSchema);
}

/** Loads the copy's products into memory as the filter opens, so the first search does not wait. */
export function prepareSearch(): void {
  void readCached((store, scope) => store.prepareSearch(scope));
}

/** Lets products sell below zero stock (inventory update permission). */
export async function allowWithoutStock(flag: StockFlag): Promise<number> {
  const { stockFlagAnswerSchema } = await loadMenuValidators();
  const { updated } = await api.put('/menu/products/allow-without-stock', flag, stockFlagAnswerSchema);
  return updated;
}
