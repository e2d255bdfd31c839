import { Group, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from '../../i18n';
import { DeliveryBoardView, NewDeliveryButton } from '../delivery';

/** The deliveries tab (issue 18): taking a delivery order over the delivery board. */
export default function DeliveriesView() {
  const { t } = useTranslation();
  return (
    <DeliveryBoardView
      header={
        <Group justify="flex-end">
          <Suspense fallback={<Loader size="sm" aria-label={t('app.loading')} />}>
            <NewDeliveryButton />
          </Suspense>
        </Group>
      }
    />
  );
}
