import { useEffect } from 'react';
import { refreshCache } from '../../app/catalogCache';

/** After the first screen has painted, when the browser is idle: the refresh never delays the menu. */
const whenIdle = (work: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'undefined') {
    const timer = setTimeout(work, 0);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(work, { timeout: 2000 });
  return () => cancelIdleCallback(handle);
};

/**
 * The menu keeps the device's copy current: refreshed as the menu opens (the server answers in a
 * few bytes when nothing changed). SignedInShell makes its reads stale whenever a refresh stores a
 * new catalog, wherever the waiter is then.
 */
export function useCatalogCache(): void {
  useEffect(() => whenIdle(() => void refreshCache().catch(() => undefined)), []);
}
