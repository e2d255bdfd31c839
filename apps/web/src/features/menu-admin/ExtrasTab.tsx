import { EXTRAS_PAGE_SIZE, type ExtrasGroupAdmin } from '@comandero/domain';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBox, IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { type Column, DataList } from '../../ui/DataList';
import { EditDeleteActions } from '../../ui/EditDeleteActions';
import { EmptyState } from '../../ui/EmptyState';
import { ListPager } from '../../ui/ListPager';
import { removeFailure } from '../../ui/menuMessages';
import { notifySuccess, notifyWarning } from '../../ui/notify';
import { QueryFallback } from '../../ui/QueryFallback';
import { SEARCH_DEBOUNCE_MS } from '../../ui/search';
import { useMoney } from '../../ui/useMoney';
import { ExtrasGroupModal } from './ExtrasGroupModal';
import { deleteExtrasGroups, fetchExtrasPage, menuAdminKeys } from './menuAdmin.api';

/** Spec 02 §2 extras tab, shown as sides: 10 a page, searchable, edited in a modal, deleted after confirming. */
export function ExtrasTab() {
  const { t } = useTranslation();
  const formatMoney = useMoney();
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const [name] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [pageByName, setPageByName] = useState({ name: '', page: 1 });
  const page = pageByName.name === name ? pageByName.page : 1;
  const [editing, setEditing] = useState<ExtrasGroupAdmin | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ExtrasGroupAdmin | null>(null);
  const [busy, setBusy] = useState(false);
  const groups = useQuery({
    queryKey: menuAdminKeys.extrasPage(page - 1, name),
    queryFn: () => fetchExtrasPage(page - 1, name),
    placeholderData: keepPreviousData,
    // Spec 02 §5: clearing the search reloads the whole list, never an old copy of it.
    staleTime: 0,
  });
  const rows = groups.data?.content ?? [];

  const remove = async (group: ExtrasGroupAdmin) => {
    setBusy(true);
    try {
      await deleteExtrasGroups([group]);
      notifySuccess(t('menuAdmin.notice.removed'));
      setDeleting(null);
      await client.invalidateQueries({ queryKey: menuAdminKeys.extras });
    } catch (error) {
      notifyWarning(removeFailure(error, t), t('menuAdmin.notice.removeError'));
      setDeleting(null);
    } finally {
      setBusy(false);
    }
  };

  const columns: Column<ExtrasGroupAdmin>[] = [
    { key: 'name', label: t('menuAdmin.extras.columns.name'), render: (group) => group.name },
    {
      key: 'price',
      label: t('menuAdmin.extras.columns.price'),
      nowrap: true,
      render: (group) => formatMoney(group.price),
    },
    {
      key: 'choices',
      label: t('menuAdmin.extras.columns.choices'),
      nowrap: true,
      // Words, not a badge: a badge truncates in a narrow column.
      render: (group) => (
        <>
          <Text span display="block" fz="sm" fw={700} c={group.isRequired ? 'paprika.8' : 'gray.7'}>
            {group.isRequired ? t('menuAdmin.sides.required') : t('menuAdmin.sides.optional')}
          </Text>
          <Text span display="block" fz="sm">
            {t('menuAdmin.extras.choice', {
              min: group.min,
              max: group.max === 0 ? t('menuAdmin.sides.unlimited') : group.max,
            })}
          </Text>
        </>
      ),
    },
    {
      key: 'options',
      label: t('menuAdmin.extras.columns.options'),
      nowrap: true,
      render: (group) => t('menuAdmin.extras.options', { count: group.options.length }),
    },
    {
      key: 'products',
      label: t('menuAdmin.extras.columns.products'),
      nowrap: true,
      render: (group) => t('menuAdmin.categories.products', { count: group.productCount }),
    },
  ];

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          style={{ flex: '1 1 220px' }}
          leftSection={<IconSearch size={20} />}
          label={t('menuAdmin.list.search')}
          placeholder={t('menuAdmin.extras.name')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <Button leftSection={<IconPlus size={20} />} onClick={() => setEditing('new')}>
          {t('menuAdmin.extras.create')}
        </Button>
      </Group>
      {!groups.isSuccess ? (
        <QueryFallback query={groups} title={t('menuAdmin.notice.loadError')} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<IconBox size={40} stroke={1.5} />}
          title={t('menuAdmin.extras.emptyTitle')}
          text={name ? t('menuAdmin.extras.noMatch', { name }) : t('menuAdmin.extras.emptyText')}
        />
      ) : (
        <>
          <DataList
            label={t('menuAdmin.extras.label')}
            rows={rows}
            columns={columns}
            rowKey={(group) => group.id}
            rowState={(group) => (group.deleted ? 'deleted' : undefined)}
            onOpen={(group) => !group.deleted && setEditing(group)}
            actions={(group) =>
              group.deleted ? null : (
                <EditDeleteActions
                  editLabel={t('menuAdmin.list.edit', { name: group.name })}
                  deleteLabel={t('menuAdmin.list.delete', { name: group.name })}
                  onEdit={() => setEditing(group)}
                  onDelete={() => setDeleting(group)}
                />
              )
            }
          />
          <ListPager
            page={page}
            pageSize={EXTRAS_PAGE_SIZE}
            total={groups.data.totalElements}
            countLabel={t('menuAdmin.list.records', { count: groups.data.totalElements })}
            onChange={(next) => setPageByName({ name, page: next })}
          />
        </>
      )}
      {editing && <ExtrasGroupModal group={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('menuAdmin.confirm.title')}
        confirmLabel={t('menuAdmin.confirm.yes')}
        color="red"
        loading={busy}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      >
        {t('menuAdmin.extras.deleteText', { name: deleting?.name ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
