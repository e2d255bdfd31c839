import type { OrderDetail } from '@comandero/domain';
import { Divider, SimpleGrid } from '@mantine/core';
import { useTranslation } from '../../i18n';
import { useMoney } from '../../ui/useMoney';
import { Field } from './OrderField';

/** A delivery order's own fields in its view: who it went to, where, for how much, and who took it. */
export function OrderDeliveryFields({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const format = useMoney();
  const delivery = order.delivery;
  if (!delivery) return null;
  return (
    <>
      <Divider label={t('orders.view.delivery.title')} labelPosition="left" />
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <Field label={t('orders.view.delivery.customer')}>{delivery.customerName}</Field>
        <Field label={t('orders.view.delivery.phone')}>{delivery.phone}</Field>
        <Field label={t('orders.view.delivery.address')}>
          {[delivery.address, delivery.address2].filter(Boolean).join(', ')}
        </Field>
        <Field label={t('orders.view.delivery.neighborhood')}>{delivery.neighborhood}</Field>
        <Field label={t('orders.view.delivery.value')}>{format(delivery.deliveryValue)}</Field>
        <Field label={t('orders.view.delivery.driver')}>{delivery.driver?.name}</Field>
      </SimpleGrid>
    </>
  );
}
