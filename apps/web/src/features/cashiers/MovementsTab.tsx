import { type CashierMovement, dateRangeSchema, MOVEMENTS_PAGE_SIZE, movementStatus } from '@comandero/domain';
import { ActionIcon, Button, Center, Group, Loader, Stack, TextInput } from '@mantine/core';
import { IconEye, IconLock, IconLockOpen, IconReceipt2, IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '../../app/session';
import { useTranslation } from '../../i18n';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { type Column, DataList } from '../../ui/DataList';
import { EmptyState } from '../../ui/EmptyState';
import { ListPager } from '../../ui/ListPager';
import { LoadFailure } from '../../ui/LoadFailure';
import { notifySuccess, notifyWarning } from '../../ui/notify';
import CloseCashierDrawer from './CloseCashierDrawer';
import { cashierFailure, cashierMessage } from './cashierMessages';
import { deleteMovements, fetchMovementsPage } from './cashiers.api';
import { DateTimeText } from './DateTimeText';
import { formatDateTime, localDay } from './dateTime';
import { Difference } from './MethodTotals';
import { MovementDetailDrawer } from './MovementDetailDrawer';
import { MovementStatusBadge } from './MovementStatusBadge';
import OpenCashierDrawer from './OpenCashierDrawer';
import { cashierKeys } from './useOpenCashier';

type Panel = { kind: 'detail' | 'close' | 'remove'; movement: CashierMovement } | { kind: 'open' } | null;

/** Spec 02 §2 Movements tab: by close day (default today, under 90 days), detail, close and soft delete. */
export function MovementsTab() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useSession((state) => state.user)!;
  const [range, setRange] = useState(() => ({ start: localDay(new Date()), end: localDay(new Date()) }));
  const [page, setPage] = useState(1);
  const [panel, setPanel] = useState<Panel>(null);
  const [busy, setBusy] = useState(false);
  const checked = dateRangeSchema.safeParse(range);
  const rangeError = checked.success ? undefined : cashierMessage(checked.error.issues[0]?.message, t);
  const movements = useQuery({
    queryKey: cashierKeys.movementsPage(page - 1, range.start, range.end),
    queryFn: () => fetchMovementsPage(page - 1, { startClose: range.start, endClose: range.end }),
    enabled: checked.success,
    placeholderData: keepPreviousData,
  });
  const changeRange = (edge: 'start' | 'end', value: string) => {
    setRange((current) => ({ ...current, [edge]: value }));
    setPage(1);
  };

  const remove = async (movement: CashierMovement) => {
    setBusy(true);
    try {
      await deleteMovements([movement.id]);
      await client.invalidateQueries({ queryKey: cashierKeys.all });
      notifySuccess(t('cashiers.list.removed'));
      setPanel(null);
    } catch (error) {
      notifyWarning(cashierFailure(error, t), t('cashiers.list.removeError'));
    } finally {
      setBusy(false);
    }
  };

  const columns: Column<CashierMovement>[] = [
    { key: 'cashier', label: t('cashiers.movements.cashier'), render: (movement) => movement.cashier.name },
    {
      key: 'status',
      label: t('cashiers.movements.status'),
      nowrap: true,
      render: (movement) => <MovementStatusBadge type={movement.type} />,
    },
    {
      key: 'openDate',
      label: t('cashiers.movements.openDate'),
      render: (movement) => <DateTimeText iso={movement.openDate} />,
    },
    {
      key: 'closeDate',
      label: t('cashiers.movements.closeDate'),
      render: (movement) => (movement.closeDate ? <DateTimeText iso={movement.closeDate} /> : null),
    },
    {
      key: 'difference',
      label: t('cashiers.close.difference'),
      nowrap: true,
      render: (movement) => (movement.difference === null ? null : <Difference amount={movement.difference} />),
    },
  ];

  const rows = movements.data?.content ?? [];
  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput
          type="date"
          label={t('cashiers.movements.from')}
          value={range.start}
          onChange={(event) => changeRange('start', event.currentTarget.value)}
          style={{ flex: '1 1 150px' }}
        />
        <TextInput
          type="date"
          label={t('cashiers.movements.to')}
          value={range.end}
          error={rangeError}
          onChange={(event) => changeRange('end', event.currentTarget.value)}
          style={{ flex: '1 1 150px' }}
        />
        <Button
          mt={{ base: 0, xs: 26 }}
          leftSection={<IconLockOpen size={20} />}
          onClick={() => setPanel({ kind: 'open' })}
        >
          {t('cashiers.menu.open')}
        </Button>
      </Group>
      {!checked.success ? null : movements.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('app.loading')} />
        </Center>
      ) : movements.isError ? (
        <LoadFailure
          title={t('cashiers.list.loadError')}
          text={cashierFailure(movements.error, t)}
          onRetry={() => void movements.refetch()}
        />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<IconReceipt2 size={40} stroke={1.5} />}
          title={t('cashiers.movements.emptyTitle')}
          text={t('cashiers.movements.emptyText')}
        />
      ) : (
        <>
          <DataList
            label={t('cashiers.tabs.movements')}
            rows={rows}
            columns={columns}
            rowKey={(movement) => movement.id}
            rowState={(movement) => movementStatus(movement.type) ?? undefined}
            onOpen={(movement) => setPanel({ kind: 'detail', movement })}
            actions={(movement) => {
              const status = movementStatus(movement.type);
              return (
                <>
                  <ActionIcon
                    color="gray"
                    aria-label={t('cashiers.movements.view', { cashier: movement.cashier.name })}
                    onClick={() => setPanel({ kind: 'detail', movement })}
                  >
                    <IconEye size={22} />
                  </ActionIcon>
                  {status === 'OPEN' && (
                    <ActionIcon
                      color="paprika"
                      aria-label={t('cashiers.movements.close', { cashier: movement.cashier.name })}
                      onClick={() => setPanel({ kind: 'close', movement })}
                    >
                      <IconLock size={22} />
                    </ActionIcon>
                  )}
                  {status !== 'DELETED' && (
                    <ActionIcon
                      color="red"
                      aria-label={t('cashiers.movements.removeOf', { cashier: movement.cashier.name })}
                      onClick={() => setPanel({ kind: 'remove', movement })}
                    >
                      <IconTrash size={22} />
                    </ActionIcon>
                  )}
                </>
              );
            }}
          />
          <ListPager
            page={page}
            pageSize={MOVEMENTS_PAGE_SIZE}
            total={movements.data?.totalElements ?? 0}
            countLabel={t('cashiers.list.records', { count: movements.data?.totalElements ?? 0 })}
            onChange={setPage}
          />
        </>
      )}
      {panel?.kind === 'detail' && (
        <MovementDetailDrawer
          movement={panel.movement}
          onClose={() => setPanel(null)}
          onCloseCashier={(movement) => setPanel({ kind: 'close', movement })}
          onRemove={(movement) => setPanel({ kind: 'remove', movement })}
        />
      )}
      {panel?.kind === 'close' && (
        <CloseCashierDrawer movementId={panel.movement.id} user={user} onClose={() => setPanel(null)} />
      )}
      {panel?.kind === 'open' && <OpenCashierDrawer user={user} onClose={() => setPanel(null)} />}
      <ConfirmDialog
        opened={panel?.kind === 'remove'}
        title={t('cashiers.confirm.title')}
        confirmLabel={t('cashiers.confirm.yes')}
        color="red"
        loading={busy}
        onConfirm={() => panel?.kind === 'remove' && void remove(panel.movement)}
        onCancel={() => setPanel(null)}
      >
        {panel?.kind === 'remove'
          ? t('cashiers.movements.removeText', {
              cashier: panel.movement.cashier.name,
              date: formatDateTime(panel.movement.openDate),
            })
          : ''}
      </ConfirmDialog>
    </Stack>
  );
}
