import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { refreshCache } from '../../app/catalogCache';
import { useTranslation } from '../../i18n';
import { notifySuccess } from '../../ui/notify';
import { menuKeys } from './menu.api';

/**
 * The footer's refresh: brings the device's copy up to date, then reads the catalog again
 * (categories, products, searches); failure (offline, or the server's refusal) shows ERROR.
 */
export function useRefreshMenu() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await refreshCache();
      await client.invalidateQueries({ queryKey: menuKeys.all }, { throwOnError: true });
      notifySuccess(t('menu.refreshed'));
    } catch {
      notifications.show({ color: 'red', message: t('menu.refreshError'), autoClose: 7000 });
    } finally {
      setRefreshing(false);
    }
  };

  return { refresh: () => void refresh(), refreshing };
}
