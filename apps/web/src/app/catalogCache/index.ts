// The device's copy of the catalog and floor, as the screens use it. Light on purpose: Dexie and the
// store load with loadCatalogStore() on first use, never in the /login or /pos first download.
import type { SessionUser } from '@comandero/domain';
import { queryClient } from '../queryClient';
import { useSession } from '../session';
import type { CacheScope, CollectionName } from './catalogDb';
import { copyInUse, markCopyInUse } from './copyInUse';

export type { CacheScope, CollectionName, StoredCollection } from './catalogDb';
export type CatalogStore = typeof import('./catalogStore');

export const loadCatalogStore = (): Promise<CatalogStore> => import('./catalogStore');

/** Business and branch of the user: a device shared by two branches keeps two separate copies. */
export function cacheScope(user: SessionUser | null): CacheScope | null {
  return user?.branch ? `${user.business.id}/${user.branch.id}` : null;
}

const sessionScope = () => cacheScope(useSession.getState().user);

/**
 * Reads the signed-in branch's copy; undefined when there is none (or no IndexedDB), so the
 * caller asks the server instead.
 */
export async function readCached<T>(
  read: (store: CatalogStore, scope: CacheScope) => Promise<T | undefined>,
): Promise<T | undefined> {
  const scope = sessionScope();
  if (!scope || typeof indexedDB === 'undefined') return undefined;
  try {
    return await read(await loadCatalogStore(), scope);
  } catch {
    return undefined;
  }
}

/** The root of every query that reads the copy (the menu's): a stored new catalog makes them stale. */
export const CATALOG_QUERY_ROOT = ['menu'] as const;

let running: Promise<void> | null = null;
let queued: Promise<void> | null = null;

async function refreshOnce(): Promise<void> {
  const user = useSession.getState().user;
  const scope = cacheScope(user);
  if (!user || !scope || typeof indexedDB === 'undefined') return;
  const { refreshDeviceCache } = await import('./refreshCache');
  const { catalogChanged } = await refreshDeviceCache(scope, user);
  // Wherever the waiter is (a sale on the floor moved a dish's stock), the menu's reads go stale now,
  // not 30 s later: mounted ones read the copy again, the others on their next mount.
  if (catalogChanged) void queryClient.invalidateQueries({ queryKey: CATALOG_QUERY_ROOT });
}

/**
 * Refreshes the copy from the server. One refresh at a time; a call during one gets a single
 * follow-up, so a change announced mid-refresh is not missed. Rejects when the catalog failed.
 */
export function refreshCache(): Promise<void> {
  markCopyInUse();
  queued ??= (running ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => {
      queued = null;
      running = refreshOnce().finally(() => {
        running = null;
      });
      return running;
    });
  return queued;
}

export const quietly = (refresh: Promise<void>) => void refresh.catch(() => undefined);

/**
 * Live events and reconnections refresh the copy once this page has used it: before that, the
 * first touch or the menu does, so the first screen never downloads the store for it.
 */
export function refreshIfStarted(): void {
  if (copyInUse()) quietly(refreshCache());
}

/** Stores a collection a live event just changed (the floor's tables), once the copy is in use. */
export function keepInCache(name: CollectionName, value: unknown): void {
  const scope = sessionScope();
  if (!copyInUse() || !scope || value === undefined) return;
  void loadCatalogStore()
    .then((store) => store.saveCollection(scope, name, value, new Date()))
    .catch(() => undefined);
}
