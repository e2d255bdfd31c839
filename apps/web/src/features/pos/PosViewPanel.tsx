import type { PosView } from '@comandero/domain';
import { Group, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NewDeliveryButton } from '../delivery';
import { DeliveryBoardView } from '../delivery-board';
import { FloorView } from '../floor';
import { SelfServiceView } from '../self-service';

/** What one POS view shows: the floor, the self-service order, or the delivery board. */
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
    <Suspense fallback={<Loader mx="auto" my="xl" display="block" aria-label={t('app.loading')} />}>
      <DeliveryBoardView
        header={
          // Taking a delivery order (the customer form) sits over the board; it loads on its own.
          <Group justify="flex-end">
            <Suspense fallback={<Loader size="sm" aria-label={t('app.loading')} />}>
              <NewDeliveryButton />
            </Suspense>
          </Group>
        }
      />
    </Suspense>
  );
}
