import { money, type OrderDetail, type PriceSummary } from '@comandero/domain';
import { Alert, Button, Center, Divider, Group, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../../app/errors';
import { useTranslation } from '../../i18n';
import { notifyError, notifySuccess } from '../../ui/notify';
import { useMoney } from '../../ui/useMoney';
import { PriceSummaryView, printAfterCharge } from '../checkout';
import { OrderDeliveryFields } from './OrderDeliveryFields';
import { Field } from './OrderField';
import { formatCloseDate } from './orderFormat';
import { fetchOrder, orderHistoryKeys, reprintOrder } from './orderHistory.api';

/** The stored figures as the price summary shows them (the order keeps what was charged). */
function summaryOf(order: OrderDetail): PriceSummary {
  const discount = order.discount?.amount ?? 0;
  const included = order.taxes.filter((tax) => tax.includeCost).reduce((sum, tax) => sum + tax.amount, 0);
  return {
    subtotal: money(order.subtotal),
    discount: money(discount),
    afterDiscount: money(order.subtotal - discount),
    taxes: order.taxes.map((tax) => ({ ...tax, amount: money(tax.amount) })),
    addedTaxes: money(order.addedTaxes),
    includedTaxes: money(included),
    tip: money(order.tip),
    deliveryValue: money(order.deliveryValue),
    total: money(order.total),
    people: 1,
    perPerson: money(order.total),
  };
}

function OrderView({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const format = useMoney();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <Field label={t('orders.columns.closeDate')}>{formatCloseDate(order.closeDate)}</Field>
        <Field label={t('orders.columns.state')}>{t(`orders.states.${order.state}`)}</Field>
        <Field label={t('orders.columns.where')}>
          {[order.table?.name ?? t(`orders.channels.${order.methodDelivery}`), order.part].filter(Boolean).join(' · ')}
        </Field>
        <Field label={t('orders.view.waiter')}>{order.waiter}</Field>
        <Field label={t('orders.view.closedBy')}>{order.closedBy}</Field>
        <Field label={t('orders.view.people')}>{order.people ?? ''}</Field>
        {order.provisionalNumber && <Field label={t('orders.view.provisional')}>{order.provisionalNumber}</Field>}
      </SimpleGrid>
      <OrderDeliveryFields order={order} />
      <Divider label={t('orders.view.lines')} labelPosition="left" />
      {order.lines.length === 0 ? (
        <Text c="dimmed">{t('orders.view.noLines')}</Text>
      ) : (
        <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('orders.view.lines')}>
          {order.lines.map((line) => (
            <Group key={line.id} component="li" justify="space-between" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text fw={600}>
                  {line.quantity}× {line.name}
                </Text>
                {(line.size || line.extras.length > 0) && (
                  <Text c="dimmed" fz="sm">
                    {[line.size?.name, ...line.extras.map((extra) => extra.name)].filter(Boolean).join(' · ')}
                  </Text>
                )}
              </div>
              <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                {format(line.unitPrice * line.quantity)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
      <Divider label={t('orders.view.totals')} labelPosition="left" />
      <PriceSummaryView summary={summaryOf(order)} />
      {order.discount && (
        <Text c="dimmed" fz="sm">
          {t('orders.view.discountReason', {
            reason:
              order.discount.reason === 'other'
                ? order.discount.other
                : t(`sales.reasons.${order.discount.reason as 'other'}`),
          })}
        </Text>
      )}
      <Divider label={t('orders.view.payment')} labelPosition="left" />
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <Field label={t('orders.columns.method')}>{order.methodPay}</Field>
        <Field label={t('payment.received')}>{order.valueReceive === null ? '' : format(order.valueReceive)}</Field>
        <Field label={t('payment.change')}>{order.valueReturn === null ? '' : format(order.valueReturn)}</Field>
      </SimpleGrid>
      {order.observation && <Field label={t('payment.observation')}>{order.observation}</Field>}
    </Stack>
  );
}

/** Spec 01 §2 the order's view: lines, taxes and payment, and a reprint of its bill. */
export function OrderViewModal({ orderId, onClose }: { orderId: string; onClose(): void }) {
  const { t } = useTranslation();
  const order = useQuery({
    queryKey: orderHistoryKeys.detail(orderId),
    queryFn: ({ signal }) => fetchOrder(orderId, signal),
  });
  const [printing, setPrinting] = useState(false);
  const reprint = async () => {
    setPrinting(true);
    try {
      const { jobId } = await reprintOrder(orderId);
      printAfterCharge(jobId);
      notifySuccess(t('orders.view.reprinted'));
    } catch (error) {
      notifyError(error, t('orders.view.reprintError'));
    } finally {
      setPrinting(false);
    }
  };
  const number = order.data?.displayNumber;
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      radius="lg"
      size="lg"
      title={number === null || number === undefined ? t('orders.view.titlePlain') : t('orders.view.title', { number })}
      closeButtonProps={{ 'aria-label': t('common.close'), size: 44 }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {order.isPending && (
        <Center py="xl">
          <Loader aria-label={t('app.loading')} />
        </Center>
      )}
      {order.isError && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle />}>
          {describeError(order.error, t)}
        </Alert>
      )}
      {order.data && (
        <Stack gap="lg">
          <OrderView order={order.data} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" size="md" onClick={onClose}>
              {t('common.close')}
            </Button>
            <Button size="md" leftSection={<IconPrinter size={20} />} loading={printing} onClick={() => void reprint()}>
              {t('orders.view.reprint')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
