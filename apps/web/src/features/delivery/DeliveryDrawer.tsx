import { type DeliveryMoveInput, ORDER_STATE, type OrderSummary } from '@comandero/domain';
import { Button, Divider, Group, Stack, Text, Textarea } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../i18n';
import { SideDrawer } from '../../ui/SideDrawer';
import { useMoney } from '../../ui/useMoney';
import { type DriverChoice, DriverField } from './DriverField';

interface DeliveryDrawerProps {
  order: OrderSummary;
  moving: boolean;
  onMove(body: DeliveryMoveInput): Promise<boolean>;
  onClose(): void;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
      <Text c="dimmed" fz="sm">
        {label}
      </Text>
      <Text fz="sm" fw={500} ta="right" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/** A delivery order's detail: customer, money, driver; dispatch, deliver or reject (with a note) from here. */
export function DeliveryDrawer({ order, moving, onMove, onClose }: DeliveryDrawerProps) {
  const { t } = useTranslation();
  const formatMoney = useMoney();
  const delivery = order.delivery;
  const [driver, setDriver] = useState<DriverChoice>({
    name: delivery?.driver?.name ?? '',
    userId: delivery?.driver?.userId ?? null,
  });
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const ongoing = order.state === ORDER_STATE.RECEIVED;
  const dispatched = order.state === ORDER_STATE.DISPATCHED;
  const none = t('deliveryBoard.detail.none');

  const moveOn = async () => {
    const to = ongoing ? ORDER_STATE.DISPATCHED : ORDER_STATE.COMPLETED;
    const name = driver.name.trim();
    const changed = name !== (delivery?.driver?.name ?? '') || driver.userId !== (delivery?.driver?.userId ?? null);
    const chosen = driver.userId ? { userId: driver.userId } : { name };
    const driverChange = ongoing && name && changed ? { driver: chosen } : {};
    if (await onMove({ state: to, from: ongoing ? 1 : 5, ...driverChange })) onClose();
  };
  const reject = async () => {
    if (!note.trim()) {
      setNoteError(t('deliveryBoard.reject.required'));
      return;
    }
    if (await onMove({ state: ORDER_STATE.REJECTED, from: ORDER_STATE.RECEIVED, note: note.trim() })) onClose();
  };

  return (
    <SideDrawer
      size="md"
      title={t('deliveryBoard.detail.title', { number: order.displayNumber ?? '' })}
      onClose={onClose}
      footer={
        (ongoing || dispatched) && (
          <Button fullWidth h={48} loading={moving} onClick={moveOn}>
            {t(ongoing ? 'deliveryBoard.dispatch' : 'deliveryBoard.deliver')}
          </Button>
        )
      }
    >
      <Stack gap="sm">
        <Row label={t('deliveryBoard.detail.customer')}>{delivery?.customerName || t('deliveryBoard.noName')}</Row>
        <Row label={t('deliveryBoard.detail.phone')}>{delivery?.phone || none}</Row>
        <Row label={t('deliveryBoard.detail.address')}>
          {[delivery?.address, delivery?.address2, delivery?.neighborhood].filter(Boolean).join(', ') || none}
        </Row>
        <Divider />
        <Row label={t('deliveryBoard.detail.total')}>{formatMoney(order.total)}</Row>
        <Row label={t('deliveryBoard.detail.deliveryValue')}>{formatMoney(delivery?.deliveryValue ?? 0)}</Row>
        <Row label={t('deliveryBoard.detail.payment')}>{order.methodPay || none}</Row>
        <Row label={t('deliveryBoard.detail.cash')}>{formatMoney(delivery?.cashToCollect ?? 0)}</Row>
        {delivery?.observation && <Row label={t('deliveryBoard.detail.observation')}>{delivery.observation}</Row>}
        <Divider />
        {ongoing ? (
          <DriverField value={driver} onChange={setDriver} />
        ) : (
          <Row label={t('deliveryBoard.detail.driver')}>{delivery?.driver?.name || none}</Row>
        )}
        {ongoing && (
          <Stack gap="xs" mt="md">
            <Textarea
              label={t('deliveryBoard.reject.note')}
              value={note}
              maxLength={500}
              rows={2}
              size="md"
              error={noteError}
              onChange={(event) => {
                setNote(event.currentTarget.value);
                setNoteError(null);
              }}
            />
            <Button color="red" variant="outline" h={44} loading={moving} onClick={reject}>
              {t('deliveryBoard.reject.action')}
            </Button>
          </Stack>
        )}
      </Stack>
    </SideDrawer>
  );
}
