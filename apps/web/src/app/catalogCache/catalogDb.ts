import type { CatalogProduct } from '@comandero/domain';
import Dexie, { type Table } from 'dexie';

/** A branch's copy: business and branch ids, so a device used by two branches never mixes them. */
export type CacheScope = string;

/** What the device keeps besides the products, one record each per branch. */
export type CollectionName =
  | 'products'
  | 'categories'
  | 'extrasGroups'
  | 'checkoutSettings'
  | 'rooms'
  | 'tables'
  | 'users'
  | 'printers';

export interface StoredProduct extends CatalogProduct {
  scope: CacheScope;
}

export interface StoredCollection<T = unknown> {
  scope: CacheScope;
  name: CollectionName;
  value: T;
  /** When this device last fetched it (ISO date). */
  lastUpdate: string;
}

/** The catalog and floor this device keeps for offline use (IndexedDB 'comandero-catalog'). */
export class CatalogDatabase extends Dexie {
  products!: Table<StoredProduct, [CacheScope, string]>;
  collections!: Table<StoredCollection, [CacheScope, CollectionName]>;

  constructor(name = 'comandero-catalog') {
    super(name);
    this.version(1).stores({ products: '[scope+id], [scope+categoryId]', collections: '[scope+name]' });
  }
}

let database: CatalogDatabase | null = null;

export const catalogDb = (): CatalogDatabase => {
  database ??= new CatalogDatabase();
  return database;
};
