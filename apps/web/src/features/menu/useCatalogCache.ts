import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onCatalogSaved, refreshCache } from '../../app/catalogCache';
import { menuKeys } from './menu.api';

/**
 * The menu keeps the device's copy current: refreshed as the menu opens (the server answers in a
 * few bytes when nothing changed), and read again whenever a refresh stores a new catalog.
 */
export function useCatalogCache(): void {
  const client = useQueryClient();
  useEffect(() => onCatalogSaved(() => void client.invalidateQueries({ queryKey: menuKeys.all })), [client]);
  useEffect(() => {
    void refreshCache().catch(() => undefined);
  }, []);
}
