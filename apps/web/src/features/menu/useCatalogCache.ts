import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onCatalogSaved, refreshCache } from '../../app/catalogCache';
import { menuKeys } from './menu.api';

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
 * few bytes when nothing changed), and read again whenever a refresh stores a new catalog.
 */
export function useCatalogCache(): void {
  const client = useQueryClient();
  useEffect(
    () =>
      onCatalogSaved(() => {
        void client.invalidateQueries({ queryKey: menuKeys.all });
      }),
    [client],
  );
  useEffect(() => whenIdle(() => void refreshCache().catch(() => undefined)), []);
}
