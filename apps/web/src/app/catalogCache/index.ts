// The device's copy of the catalog and floor, as the screens use it. Light on purpose: Dexie and the
// store load with loadCatalogStore() on first use, never in the /login or /pos first download.
import type { SessionUser } from '@comandero/domain';
import { ApiError } from '../api';
import { useSession } from '../session';
import type { CacheScope, CollectionName } from './catalogDb';

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

/**
 * Asks the server; when it cannot be reached and the screen has nothing yet (a cold start offline),
 * answers the collection's stored copy instead. Any other failure, or no copy, fails as it came.
 */
export async function orStoredCopy<T>(name: CollectionName, read: Promise<T>, hasData: () => boolean): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'NETWORK_ERROR') || hasData()) throw error;
    const copy = await readCached((store, scope) => store.readCollection<T>(scope, name));
    if (!copy) throw error;
    return copy.value;
  }
}

const catalogListeners = new Set<() => void>();

/** Called whenever a refresh stores a new catalog, so the screens read it again. */
export function onCatalogSaved(listener: () => void): () => void {
  catalogListeners.add(listener);
  return () => catalogListeners.delete(listener);
}

let started = false;
let running: Promise<void> | null = null;
let queued: Promise<void> | null = null;

async function refreshOnce(): Promise<void> {
  const user = useSession.getState().user;
  const scope = cacheScope(user);
  if (!user || !scope || typeof indexedDB === 'undefined') return;
  const { refreshDeviceCache } = await import('./refreshCache');
  const { catalogChanged } = await refreshDeviceCache(scope, user);
  if (catalogChanged) for (const listener of catalogListeners) listener();
}

/**
 * Refreshes the copy from the server. One refresh at a time; a call during one gets a single
 * follow-up, so a change announced mid-refresh is not missed. Rejects when the catalog failed.
 */
export function refreshCache(): Promise<void> {
  started = true;
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

const quietly = (refresh: Promise<void>) => void refresh.catch(() => undefined);

/**
 * Live events and reconnections refresh the copy once this page has used it: before that, the
 * first touch or the menu does, so the first screen never downloads the store for it.
 */
export function refreshIfStarted(): void {
  if (started) quietly(refreshCache());
}

/** The page's first refresh (after a login or a start) waits for the first touch or key. */
export function refreshOnFirstTouch(): () => void {
  if (started) return () => undefined;
  const events = ['pointerdown', 'keydown'] as const;
  const stop = () => {
    for (const type of events) window.removeEventListener(type, first, true);
  };
  const first = () => {
    stop();
    if (!started) quietly(refreshCache());
  };
  for (const type of events) window.addEventListener(type, first, true);
  return stop;
}

/** Stores a collection a live event just changed (the floor's tables), once the copy is in use. */
export function keepInCache(name: CollectionName, value: unknown): void {
  const scope = sessionScope();
  if (!started || !scope || value === undefined) return;
  void loadCatalogStore()
    .then((store) => store.saveCollection(scope, name, value, new Date()))
    .catch(() => undefined);
}
