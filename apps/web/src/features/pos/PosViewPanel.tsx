import type { PosView } from '@comandero/domain';
import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n';
import { FloorView } from '../floor';
import { SelfServiceView } from '../self-service';

// The deliveries tab and everything it reaches load when it is opened, not with the floor (POS budget).
const DeliveriesView = lazy(() => import('./DeliveriesView'));

/** What one POS view shows: the floor, the self-service order, or the deliveries. */
export function PosViewPanel({ view }: { view: PosView }) {
  const { t } = useTranslation();
  if (view === 'tables') return <FloorView />;
  return (
    <Suspense fallback={<Loader mx="auto" my="xl" display="block" aria-label={t('app.loading')} />}>
      {view === 'self-service' ? <SelfServiceView /> : <DeliveriesView />}
    </Suspense>
  );
}
