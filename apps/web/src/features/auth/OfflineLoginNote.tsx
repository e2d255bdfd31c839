import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n';

/**
 * Whether the login should expect no server: the browser says it is offline, or the last attempt
 * got no answer. The browser's events move it; a login attempt sets it from what happened.
 */
export function useServerUnreachable() {
  const [unreachable, setUnreachable] = useState(() => !navigator.onLine);
  useEffect(() => {
    const offline = () => setUnreachable(true);
    const online = () => setUnreachable(false);
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
  return [unreachable, setUnreachable] as const;
}

/** Says the login will open an offline session, and who can open one. */
export function OfflineLoginNote() {
  const { t } = useTranslation();
  return (
    <Alert color="orange" variant="light" icon={<IconWifiOff />} title={t('login.offline.title')} data-offline-login>
      {t('login.offline.hint')}
    </Alert>
  );
}
