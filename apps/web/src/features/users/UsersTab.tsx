import { can, USERS_PAGE_SIZE, type UserRow } from '@comandero/domain';
import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPencil, IconPlus, IconSearch, IconUserCheck, IconUserOff, IconUsers } from '@tabler/icons-react';
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
import { useRoleLabel } from '../../ui/useRoleLabel';
import { UserFormDrawer } from './UserFormDrawer';
import { UserStatusBadge } from './UserStatusBadge';
import { describeFailure } from './userMessages';
import { fetchUsersPage, setUsersDeleted, userKeys } from './users.api';

/** Spec 02 §5: the list's search runs 500 ms after typing stops. */

const nameOf = (user: UserRow) => user.name ?? user.email ?? '';

/** Spec 02 §2 Users tab: 20 a page, searchable, created and edited in a drawer, deactivated in bulk. */
export function UsersTab() {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const client = useQueryClient();
  const politics = useSession((state) => state.user?.securityPolitics ?? {});
  const [search, setSearch] = useState('');
  const [name] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [pageByName, setPageByName] = useState({ name: '', page: 1 });
  const page = pageByName.name === name ? pageByName.page : 1;
  const [editing, setEditing] = useState<UserRow | 'new' | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [deactivating, setDeactivating] = useState<UserRow[] | null>(null);
  const [busy, setBusy] = useState(false);
  const users = useQuery({
    queryKey: userKeys.page(page - 1, name),
    queryFn: () => fetchUsersPage(page - 1, name),
    placeholderData: keepPreviousData,
  });
  const rows = users.data?.content ?? [];
  const picked = rows.filter((user) => selected.has(user.id));

  const changeStatus = async (targets: UserRow[], deleted: boolean) => {
    setBusy(true);
    try {
      await setUsersDeleted(
        targets.map((user) => user.id),
        deleted,
      );
      await client.invalidateQueries({ queryKey: userKeys.all });
      notifySuccess(deleted ? t('users.list.deactivated', { count: targets.length }) : t('users.list.activated'));
      setSelected(new Set());
      setDeactivating(null);
    } catch (error) {
      notifyWarning(describeFailure(error, t), t('users.list.updateError'));
    } finally {
      setBusy(false);
    }
  };

  const columns: Column<UserRow>[] = [
    {
      key: 'name',
      label: t('users.list.name'),
      // The email under the name: one column less, so the row's actions stay in view on a tablet.
      render: (user) => (
        <>
          {user.name}
          <Text span display="block" fz="sm" fw={400} c="dimmed" style={{ wordBreak: 'break-all' }}>
            {user.email}
          </Text>
        </>
      ),
    },
    { key: 'role', label: t('users.list.role'), render: (user) => (user.role ? roleLabel(user.role) : null) },
    { key: 'cashier', label: t('users.list.cashier'), nowrap: true, render: (user) => user.cashier?.name },
    {
      key: 'status',
      label: t('users.list.status'),
      nowrap: true,
      render: (user) => <UserStatusBadge deleted={user.deleted} />,
    },
  ];

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          style={{ flex: '1 1 220px' }}
          leftSection={<IconSearch size={20} />}
          label={t('users.list.search')}
          placeholder={t('users.list.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        {can(politics, 'users', 'create') && (
          <Button leftSection={<IconPlus size={20} />} onClick={() => setEditing('new')}>
            {t('users.list.create')}
          </Button>
        )}
      </Group>
      {picked.length > 0 && (
        <Paper
          withBorder
          radius="md"
          p="xs"
          role="region"
          aria-label={t('users.list.selected', { count: picked.length })}
        >
          <Group justify="space-between" gap="sm">
            <Text fw={600} pl="xs">
              {t('users.list.selected', { count: picked.length })}
            </Text>
            <Button
              color="red"
              variant="light"
              leftSection={<IconUserOff size={20} />}
              onClick={() => setDeactivating(picked)}
            >
              {t('users.list.deactivateSelected')}
            </Button>
          </Group>
        </Paper>
      )}
      {!users.isSuccess ? (
        <QueryFallback query={users} title={t('users.list.loadError')} describe={describeFailure} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<IconUsers size={40} stroke={1.5} />}
          title={t('users.list.emptyTitle')}
          text={name ? t('users.list.noMatch', { name }) : t('users.list.emptyText')}
        />
      ) : (
        <>
          <DataList
            label={t('users.tabs.users')}
            rows={rows}
            columns={columns}
            rowKey={(user) => user.id}
            rowState={(user) => (user.deleted ? 'deleted' : undefined)}
            onOpen={(user) => setEditing(user)}
            selection={
              can(politics, 'users', 'deleted')
                ? {
                    selected,
                    onChange: setSelected,
                    label: (user) => t('users.list.select', { user: nameOf(user) }),
                    allLabel: t('users.list.selectPage'),
                    disabled: (user) => user.deleted,
                  }
                : undefined
            }
            actions={(user) => (
              <>
                <ActionIcon
                  color="gray"
                  aria-label={t('users.list.edit', { user: nameOf(user) })}
                  onClick={() => setEditing(user)}
                >
                  <IconPencil size={22} />
                </ActionIcon>
                {can(politics, 'users', 'deleted') &&
                  (user.deleted ? (
                    <ActionIcon
                      color="teal"
                      aria-label={t('users.list.activate', { user: nameOf(user) })}
                      loading={busy}
                      onClick={() => void changeStatus([user], false)}
                    >
                      <IconUserCheck size={22} />
                    </ActionIcon>
                  ) : (
                    <ActionIcon
                      color="red"
                      aria-label={t('users.list.deactivate', { user: nameOf(user) })}
                      onClick={() => setDeactivating([user])}
                    >
                      <IconUserOff size={22} />
                    </ActionIcon>
                  ))}
              </>
            )}
          />
          <ListPager
            page={page}
            pageSize={USERS_PAGE_SIZE}
            total={users.data.totalElements}
            countLabel={t('users.list.records', { count: users.data.totalElements })}
            onChange={(next) => setPageByName({ name, page: next })}
          />
        </>
      )}
      {editing && <UserFormDrawer user={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        opened={deactivating !== null}
        title={t('users.confirm.title')}
        confirmLabel={t('users.confirm.yes')}
        color="red"
        loading={busy}
        onConfirm={() => deactivating && void changeStatus(deactivating, true)}
        onCancel={() => setDeactivating(null)}
      >
        {t('users.list.deactivateText', {
          count: deactivating?.length ?? 0,
          names: (deactivating ?? []).map(nameOf).join(', '),
        })}
      </ConfirmDialog>
    </Stack>
  );
}
