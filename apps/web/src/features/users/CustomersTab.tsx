import { CUSTOMERS_PAGE_SIZE, type Customer, can } from '@comandero/domain';
import { ActionIcon, Button, Group, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAddressBook, IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '../../app/session';
import { useTranslation } from '../../i18n';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { type Column, DataList } from '../../ui/DataList';
import { EmptyState } from '../../ui/EmptyState';
import { ListPager } from '../../ui/ListPager';
import { notifySuccess, notifyWarning } from '../../ui/notify';
import { QueryFallback } from '../../ui/QueryFallback';
import { SEARCH_DEBOUNCE_MS } from '../../ui/search';
import { CustomerFormModal } from './CustomerFormModal';
import { customerKeys, deleteCustomers, fetchCustomersPage } from './customers.api';
import { describeFailure } from './userMessages';

/** Spec 02 §2 Customers tab: paged, searched by name, created and edited in a modal, soft deleted. */
export function CustomersTab() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const politics = useSession((state) => state.user?.securityPolitics ?? {});
  const [search, setSearch] = useState('');
  const [name] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [pageByName, setPageByName] = useState({ name: '', page: 1 });
  const page = pageByName.name === name ? pageByName.page : 1;
  const [editing, setEditing] = useState<Customer | 'new' | null>(null);
  const [removing, setRemoving] = useState<Customer | null>(null);
  const [busy, setBusy] = useState(false);
  const customers = useQuery({
    queryKey: customerKeys.page(page - 1, name),
    queryFn: () => fetchCustomersPage(page - 1, name),
    placeholderData: keepPreviousData,
  });

  const remove = async (customer: Customer) => {
    setBusy(true);
    try {
      await deleteCustomers([customer.id]);
      await client.invalidateQueries({ queryKey: customerKeys.all });
      notifySuccess(t('customers.list.removed'));
      setRemoving(null);
    } catch (error) {
      notifyWarning(describeFailure(error, t), t('customers.list.removeError'));
    } finally {
      setBusy(false);
    }
  };

  const columns: Column<Customer>[] = [
    { key: 'name', label: t('customers.list.name'), render: (customer) => customer.name },
    { key: 'phone', label: t('customers.list.phone'), nowrap: true, render: (customer) => customer.phone },
    { key: 'email', label: t('customers.list.email'), render: (customer) => customer.email },
    {
      key: 'address',
      label: t('customers.list.address'),
      // Street, its complement and the neighborhood in one column: the row's actions stay in view.
      render: (customer) =>
        [
          [customer.address.address, customer.address.addressLine1].filter(Boolean).join(', '),
          customer.address.neighborhood,
        ]
          .filter(Boolean)
          .join(' · '),
    },
  ];

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          style={{ flex: '1 1 220px' }}
          leftSection={<IconSearch size={20} />}
          label={t('customers.list.search')}
          placeholder={t('customers.list.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        {can(politics, 'users', 'create') && (
          <Button leftSection={<IconPlus size={20} />} onClick={() => setEditing('new')}>
            {t('customers.list.create')}
          </Button>
        )}
      </Group>
      {!customers.isSuccess ? (
        <QueryFallback query={customers} title={t('customers.list.loadError')} describe={describeFailure} />
      ) : customers.data.content.length === 0 ? (
        <EmptyState
          icon={<IconAddressBook size={40} stroke={1.5} />}
          title={t('customers.list.emptyTitle')}
          text={name ? t('customers.list.noMatch', { name }) : t('customers.list.emptyText')}
        />
      ) : (
        <>
          <DataList
            label={t('users.tabs.customers')}
            rows={customers.data.content}
            columns={columns}
            rowKey={(customer) => customer.id}
            onOpen={(customer) => setEditing(customer)}
            actions={(customer) => (
              <>
                <ActionIcon
                  color="gray"
                  aria-label={t('customers.list.edit', { customer: customer.name })}
                  onClick={() => setEditing(customer)}
                >
                  <IconPencil size={22} />
                </ActionIcon>
                {can(politics, 'users', 'deleted') && (
                  <ActionIcon
                    color="red"
                    aria-label={t('customers.list.remove', { customer: customer.name })}
                    onClick={() => setRemoving(customer)}
                  >
                    <IconTrash size={22} />
                  </ActionIcon>
                )}
              </>
            )}
          />
          <ListPager
            page={page}
            pageSize={CUSTOMERS_PAGE_SIZE}
            total={customers.data.totalElements}
            countLabel={t('customers.list.records', { count: customers.data.totalElements })}
            onChange={(next) => setPageByName({ name, page: next })}
          />
        </>
      )}
      {editing && <CustomerFormModal customer={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        opened={removing !== null}
        title={t('users.confirm.title')}
        confirmLabel={t('users.confirm.yes')}
        color="red"
        loading={busy}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      >
        {t('customers.list.removeText', { customer: removing?.name ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
