// The device's copy of the branch's catalog and floor (IndexedDB through Dexie). Loaded on first use
// through loadCatalogStore() (index.ts), never in a screen's first download.
import {
  type Catalog,
  type CatalogChanges,
  type CatalogProduct,
  type Category,
  type ExtrasGroup,
  type ProductCard,
  type ProductDetail,
  type ProductPage,
  productDetailOf,
} from '@comandero/domain';
import Dexie from 'dexie';
import {
  type CacheScope,
  type CollectionName,
  catalogDb,
  type StoredCollection,
  type StoredProduct,
} from './catalogDb';
import { buildSearchIndex, cardOf, type SearchIndex, searchIndexed } from './searchIndex';

/** What the 'products' record holds: the server's version of the catalog stored beside it. */
interface ProductsMark {
  version: string;
}

/** What this tab derived from one version of a branch's catalog (another tab may store a newer one). */
interface Derived {
  scope: CacheScope;
  version: string;
  search?: SearchIndex;
  groups?: Map<string, ExtrasGroup>;
}
let derived: Derived | null = null;

const db = catalogDb;
const scopeRange = (scope: CacheScope) =>
  db().products.where('[scope+id]').between([scope, Dexie.minKey], [scope, Dexie.maxKey]);

export async function readCollection<T>(
  scope: CacheScope,
  name: CollectionName,
): Promise<StoredCollection<T> | undefined> {
  return (await db().collections.get([scope, name])) as StoredCollection<T> | undefined;
}

export async function saveCollection(
  scope: CacheScope,
  name: CollectionName,
  value: unknown,
  now: Date,
): Promise<void> {
  await db().collections.put({ scope, name, value, lastUpdate: now.toISOString() });
}

/** The version of the stored catalog, or undefined when this device has none for the branch. */
export async function storedCatalogVersion(scope: CacheScope): Promise<string | undefined> {
  return (await readCollection<ProductsMark>(scope, 'products'))?.value.version;
}

/** What this tab derived, if it still matches the stored catalog; undefined when none is stored. */
async function current(scope: CacheScope): Promise<Derived | undefined> {
  const version = await storedCatalogVersion(scope);
  if (version === undefined) return undefined;
  if (derived?.scope !== scope || derived.version !== version) derived = { scope, version };
  return derived;
}

/**
 * Replaces the branch's catalog in one transaction: rows the server no longer sends are removed,
 * the others overwritten, so a reader sees the old copy or the new one, never a mix.
 */
export async function saveCatalog(scope: CacheScope, catalog: Catalog, now: Date): Promise<void> {
  const lastUpdate = now.toISOString();
  const rows: StoredProduct[] = catalog.products.map((product) => ({ ...product, scope }));
  const kept = new Set(catalog.products.map((product) => product.id));
  const database = db();
  await database.transaction('rw', database.products, database.collections, async () => {
    const stored = await scopeRange(scope).primaryKeys();
    await database.products.bulkDelete(stored.filter(([, id]) => !kept.has(id)));
    await database.products.bulkPut(rows);
    await database.collections.bulkPut([
      { scope, name: 'products', value: { version: catalog.version } satisfies ProductsMark, lastUpdate },
      { scope, name: 'categories', value: catalog.categories, lastUpdate },
      { scope, name: 'extrasGroups', value: catalog.extrasGroups, lastUpdate },
    ]);
  });
  // The search index comes from the answer itself: no need to read back 20,000 rows.
  derived = { scope, version: catalog.version, search: buildSearchIndex(catalog.version, catalog.products) };
}

/**
 * Applies the products changed since the stored version (issue 16 §6) in one transaction: removed
 * ones dropped, changed ones overwritten, categories and extras groups replaced whole.
 */
export async function saveCatalogChanges(scope: CacheScope, changes: CatalogChanges, now: Date): Promise<void> {
  const lastUpdate = now.toISOString();
  const database = db();
  await database.transaction('rw', database.products, database.collections, async () => {
    await database.products.bulkDelete(changes.removedProductIds.map((id): [string, string] => [scope, id]));
    await database.products.bulkPut(changes.products.map((product) => ({ ...product, scope })));
    await database.collections.bulkPut([
      { scope, name: 'products', value: { version: changes.version } satisfies ProductsMark, lastUpdate },
      { scope, name: 'categories', value: changes.categories, lastUpdate },
      { scope, name: 'extrasGroups', value: changes.extrasGroups, lastUpdate },
    ]);
  });
  // The search index is built again from the stored rows when next needed.
  derived = { scope, version: changes.version };
}

/** The server said the stored catalog is current: only its lastUpdate moves. */
export async function markCatalogCurrent(scope: CacheScope, now: Date): Promise<void> {
  const lastUpdate = now.toISOString();
  const database = db();
  await database.transaction('rw', database.collections, async () => {
    for (const name of ['products', 'categories', 'extrasGroups'] as const) {
      await database.collections.update([scope, name], { lastUpdate });
    }
  });
}

export async function readCategories(scope: CacheScope): Promise<Category[] | undefined> {
  if (!(await current(scope))) return undefined;
  return (await readCollection<Category[]>(scope, 'categories'))?.value;
}

export async function readExtrasGroups(scope: CacheScope): Promise<ExtrasGroup[] | undefined> {
  if (!(await current(scope))) return undefined;
  return (await readCollection<ExtrasGroup[]>(scope, 'extrasGroups'))?.value;
}

export async function readCategoryProducts(scope: CacheScope, categoryId: string): Promise<ProductCard[] | undefined> {
  if (!(await current(scope))) return undefined;
  const rows = await db().products.where('[scope+categoryId]').equals([scope, categoryId]).toArray();
  return rows.map(cardOf);
}

/** A product's page from the copy; undefined when the copy lacks it (the caller asks the server). */
export async function readProductDetail(scope: CacheScope, productId: string): Promise<ProductDetail | undefined> {
  const state = await current(scope);
  if (!state) return undefined;
  const row = await db().products.get([scope, productId]);
  if (!row) return undefined;
  const { scope: _, ...product } = row;
  const [categories, groups] = await Promise.all([readCategories(scope), groupsById(state)]);
  const category = categories?.find((candidate) => candidate.id === product.categoryId);
  return category ? productDetailOf(product, category, groups) : undefined;
}

async function groupsById(state: Derived): Promise<Map<string, ExtrasGroup>> {
  if (!state.groups) {
    const groups = (await readCollection<ExtrasGroup[]>(state.scope, 'extrasGroups'))?.value ?? [];
    state.groups = new Map(groups.map((group) => [group.id, group]));
  }
  return state.groups;
}

/** Loads the branch's products into memory once, so the first letter typed does not wait on it. */
async function searchIndexOf(state: Derived): Promise<SearchIndex> {
  if (!state.search) {
    const rows: CatalogProduct[] = await scopeRange(state.scope).toArray();
    state.search = buildSearchIndex(state.version, rows);
  }
  return state.search;
}

export async function prepareSearch(scope: CacheScope): Promise<void> {
  const state = await current(scope);
  if (state) await searchIndexOf(state);
}

/** The product filter over the copy (`page` from 0), answered as the server's page is. */
export async function searchCatalog(
  scope: CacheScope,
  text: string,
  page: number,
  pageSize: number,
): Promise<ProductPage | undefined> {
  const state = await current(scope);
  if (!state) return undefined;
  return { ...searchIndexed(await searchIndexOf(state), text, page, pageSize), page, pageSize };
}

/** Forgets this tab's derived data (tests start each case from an empty device). */
export async function clearCatalogCache(): Promise<void> {
  derived = null;
  await Promise.all([db().products.clear(), db().collections.clear()]);
}
