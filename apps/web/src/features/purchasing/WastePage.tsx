import type { StockMovement } from '@comandero/domain';
import { IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { useQuantity } from '../../ui/quantity';
import { useMoney } from '../../ui/useMoney';
import { ListScreen, useListSearch } from './ListScreen';
import { fetchWastePage, purchasingKeys } from './purchasing.api';
import { WasteFormDrawer } from './WasteFormDrawer';

/** Spec 02 §2 `/settings/trashes`: the waste records (the ledger's 'Salida - Merma') and their form. */
export default function WastePage() {
  const { t, i18n } = useTranslation();
  const formatMoney = useMoney();
  const inUnit = useQuantity();
  // A product's waste is counted in whole units: amountEntered of a unit-less row is the count itself.
  const list = useListSearch();
  const [creating, setCreating] = useState(false);
  const waste = useQuery({
    queryKey: purchasingKeys.wastePage(list.page - 1, list.search),
    queryFn: () => fetchWastePage(list.page - 1, list.search),
    placeholderData: keepPreviousData,
  });
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ListScreen
      title={t('purchasing.waste.title')}
      text={t('purchasing.waste.text')}
      createLabel={t('purchasing.waste.create')}
      onCreate={() => setCreating(true)}
      list={list}
      query={waste}
      label={t('purchasing.waste.label')}
      rowKey={(row) => row.id}
      columns={[
        { key: 'item', label: t('purchasing.waste.columns.item'), render: (row) => row.name },
        {
          key: 'quantity',
          label: t('purchasing.waste.columns.quantity'),
          nowrap: true,
          render: (movement: StockMovement) => inUnit(Math.abs(movement.amountEntered), movement.unit),
        },
        { key: 'reason', label: t('purchasing.waste.columns.reason'), render: (row) => row.observation },
        {
          key: 'cost',
          label: t('purchasing.waste.columns.cost'),
          nowrap: true,
          render: (row) => formatMoney(row.cost),
        },
        { key: 'createdBy', label: t('purchasing.waste.columns.createdBy'), render: (row) => row.user.name },
        {
          key: 'date',
          label: t('purchasing.waste.columns.date'),
          render: (row) => when.format(new Date(row.createdAt)),
        },
      ]}
      empty={{
        icon: <IconTrash size={40} stroke={1.5} />,
        title: t('purchasing.waste.emptyTitle'),
        text: t('purchasing.waste.emptyText'),
      }}
    >
      {creating && <WasteFormDrawer onClose={() => setCreating(false)} />}
    </ListScreen>
  );
}
