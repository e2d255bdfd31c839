import type { Supplier } from '@comandero/domain';
import { Text } from '@mantine/core';
import { IconTruck } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../../app/errors';
import { useTranslation } from '../../i18n';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EditDeleteActions } from '../../ui/EditDeleteActions';
import { notifySuccess, notifyWarning } from '../../ui/notify';
import { useMoney } from '../../ui/useMoney';
import { stockKeys } from '../stock';
import { ListScreen, useListSearch } from './ListScreen';
import { deleteVendor, fetchVendorsPage, purchasingKeys } from './purchasing.api';
import { VendorFormDrawer } from './VendorFormDrawer';

type Editing = { vendor: Supplier | null } | null;

/** Spec 02 §2 vendors: the list (with each one's purchases and expenses) and its drawer. */
export function VendorsTab() {
  const { t, i18n } = useTranslation();
  const formatMoney = useMoney();
  const client = useQueryClient();
  const list = useListSearch();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Supplier | null>(null);
  const [busy, setBusy] = useState(false);
  const vendors = useQuery({
    queryKey: purchasingKeys.vendorPage(list.page - 1, list.search),
    queryFn: () => fetchVendorsPage(list.page - 1, list.search),
    placeholderData: keepPreviousData,
  });
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  const remove = async (vendor: Supplier) => {
    setBusy(true);
    try {
      await deleteVendor(vendor.id);
      notifySuccess(t('purchasing.vendors.removed'));
      setDeleting(null);
      // The list with its totals, and the pickers' one supplier cache.
      await Promise.all([
        client.invalidateQueries({ queryKey: purchasingKeys.vendors }),
        client.invalidateQueries({ queryKey: stockKeys.suppliers }),
      ]);
    } catch (error) {
      notifyWarning(describeError(error, t), t('purchasing.vendors.removeError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ListScreen
      createLabel={t('purchasing.vendors.create')}
      onCreate={() => setEditing({ vendor: null })}
      list={list}
      query={vendors}
      label={t('purchasing.vendors.label')}
      rowKey={(row) => row.id}
      onOpen={(row) => setEditing({ vendor: row })}
      columns={[
        { key: 'name', label: t('purchasing.vendors.columns.name'), render: (row) => row.name },
        // Phone over address in one column: a tablet keeps room for both totals and the row's actions.
        {
          key: 'contact',
          label: t('purchasing.vendors.columns.contact'),
          render: (row) =>
            (row.phone || row.address) && (
              <>
                {row.phone && <Text style={{ whiteSpace: 'nowrap' }}>{row.phone}</Text>}
                {row.address && (
                  <Text c="dimmed" fz="sm">
                    {row.address}
                  </Text>
                )}
              </>
            ),
        },
        {
          key: 'createdAt',
          label: t('purchasing.vendors.columns.createdAt'),
          nowrap: true,
          render: (row) => day.format(new Date(row.createdAt)),
        },
        {
          key: 'totalPurchases',
          label: t('purchasing.vendors.columns.totalPurchases'),
          nowrap: true,
          render: (row) => formatMoney(row.totalPurchases),
        },
        {
          key: 'totalExpenses',
          label: t('purchasing.vendors.columns.totalExpenses'),
          nowrap: true,
          render: (row) => formatMoney(row.totalExpenses),
        },
      ]}
      actions={(row) => (
        <EditDeleteActions
          editLabel={t('purchasing.list.edit', { name: row.name })}
          deleteLabel={t('purchasing.list.delete', { name: row.name })}
          onEdit={() => setEditing({ vendor: row })}
          onDelete={() => setDeleting(row)}
        />
      )}
      empty={{
        icon: <IconTruck size={40} stroke={1.5} />,
        title: t('purchasing.vendors.emptyTitle'),
        text: t('purchasing.vendors.emptyText'),
      }}
    >
      {editing && <VendorFormDrawer vendor={editing.vendor} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('purchasing.vendors.confirmTitle')}
        confirmLabel={t('purchasing.vendors.confirmYes')}
        color="red"
        loading={busy}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      >
        {t('purchasing.vendors.deleteText', { name: deleting?.name ?? '' })}
      </ConfirmDialog>
    </ListScreen>
  );
}
