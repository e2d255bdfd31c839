import type { PosView } from '@comandero/domain';
import { Group, Loader, Stack } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState';
import { NewDeliveryButton } from '../delivery';
import { FloorView } from '../floor';
import { SelfServiceView } from '../self-service';

/** What one POS view shows: the floor, the self-service order, or the deliveries not built yet. */
export function PosViewPanel({ view }: { view: PosView }) {
  const { t } = useTranslation();
  if (view === 'tables') return <FloorView />;
  if (view === 'self-service') {
    return (
      <Suspense fallback={<Loader mx="auto" my="xl" display="block" aria-label={t('app.loading')} />}>
        <SelfServiceView />
      </Suspense>
    );
  }
  return (
    <Stack gap="md">
      {/* Taking a delivery order (issue 18); the board goes below. */}
      <Group justify="flex-end">
        <Suspense fallback={<Loader size="sm" aria-label={t('app.loading')} />}>
          <NewDeliveryButton />
        </Suspense>
      </Group>
      <EmptyState
        icon={<IconTruckDelivery size={40} stroke={1.5} />}
        title={t('pos.empty.deliveries.title')}
        text={t('pos.empty.deliveries.text')}
      />
    </Stack>
  );
}
