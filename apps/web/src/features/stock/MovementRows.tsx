import type { StockMovement } from '@comandero/domain';
import { Text } from '@mantine/core';
import { useTranslation } from '../../i18n';
import { type Column, DataList } from '../../ui/DataList';
import { useQuantity } from '../../ui/quantity';
import { useMoney } from '../../ui/useMoney';

/** A movement's moment as the branch reads it (day and time, the person's language). */
export function useMovementDate() {
  const { i18n } = useTranslation();
  return (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}

/** A movement's signed change: green when it adds, red when it takes. */
function Change({ movement }: { movement: StockMovement }) {
  const quantity = useQuantity();
  const sign = movement.amountEntered > 0 ? '+' : '';
  return (
    <Text span fz="sm" fw={700} c={movement.amountEntered < 0 ? 'red.9' : 'teal.9'}>
      {sign}
      {quantity(movement.amountEntered, movement.unit)}
    </Text>
  );
}

/** Spec 02 §3 movement columns; a row opens the read-only drawer. */
export function MovementRows({ rows, onOpen }: { rows: readonly StockMovement[]; onOpen(row: StockMovement): void }) {
  const { t } = useTranslation();
  const quantity = useQuantity();
  const formatMoney = useMoney();
  const formatDate = useMovementDate();
  const columns: Column<StockMovement>[] = [
    {
      key: 'name',
      label: t('stock.movements.columns.name'),
      render: (row) => (
        <>
          {row.name}
          <Text span display="block" fz="sm" fw={400} c="dimmed">
            {formatDate(row.createdAt)}
          </Text>
        </>
      ),
    },
    { key: 'type', label: t('stock.movements.columns.type'), render: (row) => row.type },
    {
      key: 'before',
      label: t('stock.movements.columns.before'),
      nowrap: true,
      render: (row) => quantity(row.amountBefore, row.unit),
    },
    {
      key: 'entered',
      label: t('stock.movements.columns.entered'),
      nowrap: true,
      render: (row) => <Change movement={row} />,
    },
    {
      key: 'after',
      label: t('stock.movements.columns.after'),
      nowrap: true,
      render: (row) => quantity(row.amountAfter, row.unit),
    },
    { key: 'cost', label: t('stock.movements.columns.cost'), nowrap: true, render: (row) => formatMoney(row.cost) },
    { key: 'user', label: t('stock.movements.columns.user'), render: (row) => row.user.name },
  ];
  return (
    <DataList
      label={t('stock.movements.label')}
      rows={rows}
      columns={columns}
      rowKey={(row) => row.id}
      onOpen={onOpen}
    />
  );
}
