import { servicesAvailable, statusResponseSchema } from '@comandero/domain';
import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../app/api';
import { useTranslation } from '../i18n';

/** The status the screens entering it ask for afresh (spec 02 §1): never a cached "available". */
async function checkServices(signal?: AbortSignal): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    return servicesAvailable(navigator.onLine, await api.get('/general/status', statusResponseSchema, signal));
  } catch {
    return false;
  }
}

/**
 * Spec 02 §2: entering the inventory checks the services; when they are down, a 'services down'
 * banner stays over the screen and an error dialog says so once, with a retry.
 */
export function ServiceStatusCheck() {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(false);
  const status = useQuery({
    queryKey: ['general', 'services'],
    queryFn: ({ signal }) => checkServices(signal),
    networkMode: 'always',
    staleTime: 0,
    retry: false,
  });
  if (status.data !== false) return null;
  const retry = () => void status.refetch();
  return (
    <>
      <Alert color="red" variant="light" icon={<IconCloudOff />} title={t('settings.services.down')}>
        <Group justify="space-between" gap="sm">
          <Text fz="sm">{t('settings.services.downText')}</Text>
          <Button size="sm" variant="light" color="red" onClick={retry} loading={status.isFetching}>
            {t('common.retry')}
          </Button>
        </Group>
      </Alert>
      <Modal opened={!dismissed} onClose={() => setDismissed(true)} title={t('errors.SERVICE_UNAVAILABLE')} centered>
        <Text>{t('settings.services.downText')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setDismissed(true)}>
            {t('common.close')}
          </Button>
          <Button
            color="red"
            loading={status.isFetching}
            onClick={() => {
              setDismissed(true);
              retry();
            }}
          >
            {t('common.retry')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
