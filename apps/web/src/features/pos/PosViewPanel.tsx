import type { PosView } from '@comandero/domain';
import { Loader } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState';
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
    <EmptyState
      icon={<IconTruckDelivery size={40} stroke={1.5} />}
      title={t('pos.empty.deliveries.title')}
      text={t('pos.empty.deliveries.text')}
    />
  );
}
