// The device's copy as the first screen (the floor) uses it. The copy's own code loads only when it
// is needed: a failed read, the first touch, or an event once the copy is in use.
import { ApiError } from '../api';
import type { CollectionName } from './catalogDb';
import { copyInUse } from './copyInUse';

const deviceCopy = () => import('./index');

/**
 * Asks the server; when it cannot be reached and the screen has nothing yet (a cold start offline),
 * answers the collection's stored copy instead. Any other failure, or no copy, fails as it came.
 */
export async function orStoredCopy<T>(name: CollectionName, read: Promise<T>, hasData: () => boolean): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'NETWORK_ERROR') || hasData()) throw error;
    const { readCached } = await deviceCopy();
    const copy = await readCached((store, scope) => store.readCollection<T>(scope, name));
    if (!copy) throw error;
    return copy.value;
  }
}

/** Live events and reconnections refresh the copy once this page has used it. */
export function refreshIfStarted(): void {
  if (copyInUse()) void deviceCopy().then((copy) => copy.refreshIfStarted());
}

/** Stores a collection a live event just changed (the floor's tables), once the copy is in use. */
export function keepInCache(name: CollectionName, value: unknown): void {
  if (copyInUse()) void deviceCopy().then((copy) => copy.keepInCache(name, value));
}

/**
 * A touch on the new-version offer (app-update's banner) is the page leaving, not work starting:
 * its 'Recargar' would load the copy's code through the old service worker just as it is told to
 * stop, which restarts it and holds the switch back.
 */
const onUpdateOffer = (event: Event) => event.target instanceof Element && event.target.closest('[data-app-update]');

/** The page's first refresh (after a login or a start) waits for the first touch or key. */
export function refreshOnFirstTouch(): () => void {
  if (copyInUse()) return () => undefined;
  const events = ['pointerdown', 'keydown'] as const;
  const stop = () => {
    for (const type of events) window.removeEventListener(type, first, true);
  };
  const first = (event: Event) => {
    if (onUpdateOffer(event)) return;
    stop();
    if (!copyInUse()) void deviceCopy().then((copy) => copy.quietly(copy.refreshCache()));
  };
  for (const type of events) window.addEventListener(type, first, true);
  return stop;
}
