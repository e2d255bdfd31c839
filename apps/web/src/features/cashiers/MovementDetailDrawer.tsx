import { type CashierMovement, canCloseMovement, closeSummary, isCashMethod, movementStatus } from '@comandero/domain';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../app/session';
import { useTranslation } from '../../i18n';
import { LabeledValue } from '../../ui/LabeledValue';
import { SideDrawer } from '../../ui/SideDrawer';
import { useMoney } from '../../ui/useMoney';
import { CountList } from './CountList';
import { fetchMovement } from './cashiers.api';
import { currencyOf } from './countForm';
import { formatDateTime } from './dateTime';
import { Difference, MethodTotals } from './MethodTotals';
import { MovementStatusBadge } from './MovementStatusBadge';
import { cashierKeys } from './useOpenCashier';

interface MovementDetailDrawerProps {
  movement: CashierMovement;
  onClose(): void;
  onCloseCashier(movement: CashierMovement): void;
  onRemove(movement: CashierMovement): void;
}

/** Spec 02 §2 movement detail: read-only, with the counts, the totals per method and the difference. */
export function MovementDetailDrawer({
  movement: listed,
  onClose,
  onCloseCashier,
  onRemove,
}: MovementDetailDrawerProps) {
  const { t } = useTranslation();
  const format = useMoney();
  const branch = useSession((state) => state.user?.branch);
  const currency = currencyOf(branch?.currency);
  const fresh = useQuery({ queryKey: cashierKeys.movement(listed.id), queryFn: () => fetchMovement(listed.id) });
  const movement = fresh.data ?? listed;
  const closed = movement.methodsBySystem !== null && movement.methodsByUser !== null;
  const methods = branch?.paymentMethods ?? [];
  const deleted = movementStatus(movement.type) === 'DELETED';

  const footer = (canCloseMovement(movement.type) || !deleted) && (
    <Group justify="flex-end" gap="sm">
      {!deleted && (
        <Button variant="light" color="red" leftSection={<IconTrash size={20} />} onClick={() => onRemove(movement)}>
          {t('cashiers.movements.remove')}
        </Button>
      )}
      {canCloseMovement(movement.type) && (
        <Button leftSection={<IconLock size={20} />} onClick={() => onCloseCashier(movement)}>
          {t('cashiers.menu.close')}
        </Button>
      )}
    </Group>
  );

  return (
    <SideDrawer
      title={t('cashiers.detail.title', { cashier: movement.cashier.name })}
      onClose={onClose}
      footer={footer}
    >
      <Stack gap="lg">
        <Group justify="space-between">
          <MovementStatusBadge type={movement.type} />
          {movement.difference !== null && (
            <Group gap="xs">
              <Text c="dimmed" fz="sm">
                {t('cashiers.close.difference')}
              </Text>
              <Difference amount={movement.difference} size="xl" />
            </Group>
          )}
        </Group>
        <SimpleGrid cols={2} spacing="md">
          <LabeledValue label={t('cashiers.movements.openDate')}>{formatDateTime(movement.openDate)}</LabeledValue>
          <LabeledValue label={t('cashiers.movements.closeDate')}>{formatDateTime(movement.closeDate)}</LabeledValue>
          <LabeledValue label={t('cashiers.detail.openedBy')}>{movement.createdBy.name}</LabeledValue>
          <LabeledValue label={t('cashiers.movements.amountEntered')}>{format(movement.amountEntered)}</LabeledValue>
        </SimpleGrid>
        <Paper withBorder radius="md" p="sm">
          <Title order={3} fz="md" mb="xs">
            {t('cashiers.detail.openCount')}
          </Title>
          <CountList currency={currency} detail={movement.detail} />
        </Paper>
        {movement.closeDetail && (
          <Paper withBorder radius="md" p="sm">
            <Title order={3} fz="md" mb="xs">
              {t('cashiers.detail.closeCount')}
            </Title>
            <CountList currency={currency} detail={movement.closeDetail} />
          </Paper>
        )}
        {closed ? (
          <div>
            <Title order={3} fz="md" mb="xs">
              {t('cashiers.close.byMethod')}
            </Title>
            <MethodTotals
              summary={closeSummary(movement.methodsBySystem ?? {}, movement.methodsByUser ?? {})}
              order={methods.map((method) => method.name)}
              cashMethod={methods.find(isCashMethod)?.name ?? null}
            />
          </div>
        ) : (
          canCloseMovement(movement.type) && <Text c="dimmed">{t('cashiers.detail.stillOpen')}</Text>
        )}
        {movement.observation && (
          <LabeledValue label={t('cashiers.close.observation')}>
            <Text span style={{ whiteSpace: 'pre-wrap' }}>
              {movement.observation}
            </Text>
          </LabeledValue>
        )}
      </Stack>
    </SideDrawer>
  );
}
