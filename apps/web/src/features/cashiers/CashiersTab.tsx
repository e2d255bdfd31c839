import { CASHIERS_PAGE_SIZE, type Cashier } from '@comandero/domain';
import { Badge, Button, Group, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCashRegister, IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { type Column, DataList } from '../../ui/DataList';
import { EditDeleteActions } from '../../ui/EditDeleteActions';
import { EmptyState } from '../../ui/EmptyState';
import { ListPager } from '../../ui/ListPager';
import { notifySuccess, notifyWarning } from '../../ui/notify';
import { QueryFallback } from '../../ui/QueryFallback';
import { SEARCH_DEBOUNCE_MS } from '../../ui/search';
import { CashierFormDrawer } from './CashierFormDrawer';
import { cashierFailure } from './cashierMessages';
import { deleteCashiers, fetchCashiersPage } from './cashiers.api';
import { DateTimeText } from './DateTimeText';
import { cashierKeys } from './useOpenCashier';

/** Spec 02 §5: the list's search runs 500 ms after typing stops. */

/** Spec 02 §2 Cashiers tab: the boxes, paginated, searchable, created and edited in a drawer, soft deleted. */
export function CashiersTab() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const [name] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [pageByName, setPageByName] = useState({ name: '', page: 1 });
  const page = pageByName.name === name ? pageByName.page : 1;
  const [editing, setEditing] = useState<Cashier | 'new' | null>(null);
  const [removing, setRemoving] = useState<Cashier | null>(null);
  const [busy, setBusy] = useState(false);
  const cashiers = useQuery({
    queryKey: cashierKeys.page(page - 1, name),
    queryFn: () => fetchCashiersPage(page - 1, name),
    placeholderData: keepPreviousData,
  });

  const remove = async (cashier: Cashier) => {
    setBusy(true);
    try {
      await deleteCashiers([cashier.id]);
      await client.invalidateQueries({ queryKey: cashierKeys.all });
      notifySuccess(t('cashiers.list.removed'));
      setRemoving(null);
    } catch (error) {
      notifyWarning(cashierFailure(error, t), t('cashiers.list.removeError'));
    } finally {
      setBusy(false);
    }
  };

  const columns: Column<Cashier>[] = [
    { key: 'name', label: t('cashiers.list.name'), render: (cashier) => cashier.name },
    {
      key: 'users',
      label: t('cashiers.list.users'),
      render: (cashier) => cashier.users.map((user) => user.name).join(', '),
    },
    {
      key: 'state',
      label: t('cashiers.list.state'),
      nowrap: true,
      render: (cashier) => (
        <Badge variant="light" size="lg" tt="none" miw="max-content" color={cashier.openMovementId ? 'teal' : 'gray'}>
          {cashier.openMovementId ? t('cashiers.list.open') : t('cashiers.list.closed')}
        </Badge>
      ),
    },
    {
      key: 'createdAt',
      label: t('cashiers.list.createdAt'),
      render: (cashier) => <DateTimeText iso={cashier.createdAt} />,
    },
  ];

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          style={{ flex: '1 1 220px' }}
          leftSection={<IconSearch size={20} />}
          label={t('cashiers.list.search')}
          placeholder={t('cashiers.list.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <Button leftSection={<IconPlus size={20} />} onClick={() => setEditing('new')}>
          {t('cashiers.list.create')}
        </Button>
      </Group>
      {!cashiers.isSuccess ? (
        <QueryFallback query={cashiers} title={t('cashiers.list.loadError')} describe={cashierFailure} />
      ) : cashiers.data.content.length === 0 ? (
        <EmptyState
          icon={<IconCashRegister size={40} stroke={1.5} />}
          title={t('cashiers.list.emptyTitle')}
          text={name ? t('cashiers.list.noMatch', { name }) : t('cashiers.list.emptyText')}
        />
      ) : (
        <>
          <DataList
            label={t('cashiers.tabs.cashiers')}
            rows={cashiers.data.content}
            columns={columns}
            rowKey={(cashier) => cashier.id}
            onOpen={(cashier) => setEditing(cashier)}
            actions={(cashier) => (
              <>
                <EditDeleteActions
                  editLabel={t('cashiers.list.edit', { cashier: cashier.name })}
                  deleteLabel={t('cashiers.list.remove', { cashier: cashier.name })}
                  onEdit={() => setEditing(cashier)}
                  onDelete={() => setRemoving(cashier)}
                />
              </>
            )}
          />
          <ListPager
            page={page}
            pageSize={CASHIERS_PAGE_SIZE}
            total={cashiers.data.totalElements}
            countLabel={t('cashiers.list.records', { count: cashiers.data.totalElements })}
            onChange={(next) => setPageByName({ name, page: next })}
          />
        </>
      )}
      {editing && <CashierFormDrawer cashier={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        opened={removing !== null}
        title={t('cashiers.confirm.title')}
        confirmLabel={t('cashiers.confirm.yes')}
        color="red"
        loading={busy}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      >
        {t('cashiers.list.removeText', { cashier: removing?.name ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
