import { IconShoppingCart } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { useMoney } from '../../ui/useMoney';
import { ListScreen, useListSearch } from './ListScreen';
import { PurchaseFormModal } from './PurchaseFormModal';
import { fetchPurchasesPage, purchasingKeys } from './purchasing.api';

/** Spec 02 §2 `/settings/purchases`: the purchases list (searched by invoice number) and the full-screen form. */
export default function PurchasesPage() {
  const { t } = useTranslation();
  const formatMoney = useMoney();
  const list = useListSearch();
  const [creating, setCreating] = useState(false);
  const purchases = useQuery({
    queryKey: purchasingKeys.purchasePage(list.page - 1, list.search),
    queryFn: () => fetchPurchasesPage(list.page - 1, list.search),
    placeholderData: keepPreviousData,
  });
  const amount = (value: number) => formatMoney(value);
  return (
    <ListScreen
      title={t('purchasing.purchases.title')}
      text={t('purchasing.purchases.text')}
      createLabel={t('purchasing.purchases.create')}
      onCreate={() => setCreating(true)}
      list={list}
      query={purchases}
      label={t('purchasing.purchases.label')}
      rowKey={(row) => row.id}
      columns={[
        {
          key: 'invoice',
          label: t('purchasing.purchases.columns.invoice'),
          nowrap: true,
          render: (row) => row.invoiceNumber,
        },
        { key: 'createdBy', label: t('purchasing.purchases.columns.createdBy'), render: (row) => row.createdBy },
        { key: 'item', label: t('purchasing.purchases.columns.item'), render: (row) => row.item },
        { key: 'vendor', label: t('purchasing.purchases.columns.vendor'), render: (row) => row.vendor },
        {
          key: 'total',
          label: t('purchasing.purchases.columns.total'),
          nowrap: true,
          render: (row) => amount(row.total),
        },
        {
          key: 'paid',
          label: t('purchasing.purchases.columns.paid'),
          nowrap: true,
          render: (row) => amount(row.totalPaid),
        },
        {
          key: 'overdue',
          label: t('purchasing.purchases.columns.overdue'),
          nowrap: true,
          render: (row) => amount(row.totalOverdue),
        },
      ]}
      empty={{
        icon: <IconShoppingCart size={40} stroke={1.5} />,
        title: t('purchasing.purchases.emptyTitle'),
        text: t('purchasing.purchases.emptyText'),
      }}
    >
      {creating && <PurchaseFormModal onClose={() => setCreating(false)} />}
    </ListScreen>
  );
}
