import { deliveryTiming, ORDER_STATE, type OrderSummary } from '@comandero/domain';
import { Badge, Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconClock, IconMapPin, IconMotorbike } from '@tabler/icons-react';
import { useTranslation } from '../../i18n';
import { useMoney } from '../../ui/useMoney';

// Readable at arm's length: dark text on yellow, white on a deep red (WCAG AA contrast).
const LEVEL_COLOR = { normal: 'gray', warning: 'yellow.4', delayed: 'red.9' } as const;

interface DeliveryCardProps {
  order: OrderSummary;
  now: number;
  moving: boolean;
  onOpen(): void;
  onMove(): void;
}

/** One delivery order on the board: who, where, how much, how long, who takes it, and its next move. */
export function DeliveryCard({ order, now, moving, onOpen, onMove }: DeliveryCardProps) {
  const { t } = useTranslation();
  const formatMoney = useMoney();
  const delivery = order.delivery;
  const timing = delivery ? deliveryTiming(Date.parse(delivery.receivedAt), now, order.state) : null;
  const name = delivery?.customerName || t('deliveryBoard.noName');
  const next =
    order.state === ORDER_STATE.RECEIVED ? 'dispatch' : order.state === ORDER_STATE.DISPATCHED ? 'deliver' : null;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="delivery-card" data-order={order.id}>
      <Stack gap={6}>
        <UnstyledButton onClick={onOpen} aria-label={t('deliveryBoard.open', { name })}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={700} truncate>
              {order.displayNumber !== null ? `#${order.displayNumber} · ` : ''}
              {name}
            </Text>
            <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(order.total)}
            </Text>
          </Group>
          {delivery?.address && (
            <Group gap={4} wrap="nowrap" c="dimmed">
              <IconMapPin size={16} />
              <Text fz="sm" truncate>
                {delivery.address}
              </Text>
            </Group>
          )}
        </UnstyledButton>
        {(timing || delivery?.driver) && (
          <Group gap={6}>
            {timing && order.state !== ORDER_STATE.COMPLETED && (
              <Badge
                color={LEVEL_COLOR[timing.level]}
                variant={timing.level === 'normal' ? 'light' : 'filled'}
                autoContrast
                tt="none"
                size="lg"
                leftSection={<IconClock size={14} />}
                data-level={timing.level}
              >
                {t(`deliveryBoard.time.${timing.level}`, { minutes: timing.minutes })}
              </Badge>
            )}
            {delivery?.driver && (
              <Badge color="blue" variant="light" tt="none" size="lg" leftSection={<IconMotorbike size={14} />}>
                {delivery.driver.name}
              </Badge>
            )}
          </Group>
        )}
        {(next || timing?.late) && (
          <Group justify="space-between" gap="xs" wrap="nowrap">
            {timing?.late ? (
              <Group gap={4} c="red.9" role="status" wrap="nowrap">
                <IconAlertTriangle size={16} />
                <Text fz="sm" fw={600}>
                  {t('deliveryBoard.late')}
                </Text>
              </Group>
            ) : (
              <span />
            )}
            {next && (
              // The button keeps its whole label; the late warning wraps beside it.
              <Button h={44} loading={moving} onClick={onMove} style={{ flexShrink: 0 }}>
                {t(`deliveryBoard.${next}`)}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
