import type { CategoryAdmin, CategoryEdit } from '@comandero/domain';
import { ActionIcon, Box, Button, ColorSwatch, Group, Stack, Switch, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconCategory, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../../app/errors';
import { useTranslation } from '../../i18n';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { type Column, DataList } from '../../ui/DataList';
import { EditDeleteActions } from '../../ui/EditDeleteActions';
import { EmptyState } from '../../ui/EmptyState';
import { removeFailure } from '../../ui/menuMessages';
import { notifySuccess, notifyWarning } from '../../ui/notify';
import { QueryFallback } from '../../ui/QueryFallback';
import { CategoryFormModal } from './CategoryFormModal';
import { fetchCategories, menuAdminKeys, updateCategory } from './menuAdmin.api';

/** Spec 02 §3 categories: colour, order, active; renamed and coloured in a modal; deleted only when empty. */
export function CategoriesTab() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const categories = useQuery({ queryKey: menuAdminKeys.categories, queryFn: fetchCategories });
  const [editing, setEditing] = useState<CategoryAdmin | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CategoryAdmin | null>(null);
  const [busy, setBusy] = useState(false);
  const rows = [...(categories.data ?? [])].sort((a, b) => a.sort - b.sort);

  /** One or more edits in order; the list (and the products' category names) read again after. */
  const edit = async (edits: [CategoryAdmin, Omit<CategoryEdit, 'version'>][], done: string, failed: string) => {
    setBusy(true);
    try {
      for (const [category, change] of edits)
        await updateCategory(category.id, { ...change, version: category.version });
      notifySuccess(done);
      return true;
    } catch (error) {
      notifyWarning(change(error), failed);
      return false;
    } finally {
      setBusy(false);
      await client.invalidateQueries({ queryKey: menuAdminKeys.all });
    }
    function change(error: unknown) {
      return edits.some(([, each]) => each.deleted) ? removeFailure(error, t) : describeError(error, t);
    }
  };

  const move = (index: number, to: number) => {
    const [a, b] = [rows[index]!, rows[to]!];
    // Swapped places; equal sorts (an old import) get distinct ones.
    const [aSort, bSort] =
      a.sort === b.sort ? (to < index ? [b.sort, b.sort + 1] : [b.sort + 1, b.sort]) : [b.sort, a.sort];
    void edit(
      [
        [a, { sort: aSort }],
        [b, { sort: bSort }],
      ],
      t('menuAdmin.notice.updated'),
      t('menuAdmin.notice.updateError'),
    );
  };

  const columns: Column<CategoryAdmin>[] = [
    {
      key: 'name',
      label: t('menuAdmin.categories.columns.name'),
      render: (category) => (
        <Group gap="sm" wrap="nowrap" style={{ display: 'inline-flex' }}>
          <ColorSwatch color={category.color} size={22} aria-hidden />
          {category.name}
        </Group>
      ),
    },
    {
      key: 'products',
      label: t('menuAdmin.categories.columns.products'),
      nowrap: true,
      render: (category) => t('menuAdmin.categories.products', { count: category.productCount }),
    },
    {
      key: 'active',
      label: t('menuAdmin.categories.columns.active'),
      render: (category) => (
        // A tap on the switch changes the flag; it does not also open the row.
        <Box onClick={(event) => event.stopPropagation()} style={{ display: 'inline-block' }}>
          <Switch
            size="md"
            aria-label={t('menuAdmin.categories.activeOf', { name: category.name })}
            checked={category.active}
            disabled={busy}
            onChange={(event) =>
              void edit(
                [[category, { active: event.currentTarget.checked }]],
                t('menuAdmin.notice.saved'),
                t('menuAdmin.notice.saveError'),
              )
            }
          />
        </Box>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text c="dimmed">{t('menuAdmin.list.records', { count: rows.length })}</Text>
        <Button leftSection={<IconPlus size={20} />} onClick={() => setEditing('new')}>
          {t('menuAdmin.categories.create')}
        </Button>
      </Group>
      {!categories.isSuccess ? (
        <QueryFallback query={categories} title={t('menuAdmin.notice.loadError')} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<IconCategory size={40} stroke={1.5} />}
          title={t('menuAdmin.categories.emptyTitle')}
          text={t('menuAdmin.categories.emptyText')}
        />
      ) : (
        <DataList
          label={t('menuAdmin.categories.label')}
          rows={rows}
          columns={columns}
          rowKey={(category) => category.id}
          onOpen={(category) => setEditing(category)}
          actions={(category) => {
            const index = rows.indexOf(category);
            return (
              <>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('menuAdmin.categories.up', { name: category.name })}
                  disabled={busy || index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <IconArrowUp size={22} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('menuAdmin.categories.down', { name: category.name })}
                  disabled={busy || index === rows.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <IconArrowDown size={22} />
                </ActionIcon>
                <EditDeleteActions
                  editLabel={t('menuAdmin.list.edit', { name: category.name })}
                  deleteLabel={t('menuAdmin.list.delete', { name: category.name })}
                  onEdit={() => setEditing(category)}
                  onDelete={() => setDeleting(category)}
                />
              </>
            );
          }}
        />
      )}
      {editing && <CategoryFormModal category={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('menuAdmin.confirm.title')}
        confirmLabel={t('menuAdmin.confirm.yes')}
        color="red"
        loading={busy}
        onConfirm={() =>
          deleting &&
          void edit(
            [[deleting, { deleted: true }]],
            t('menuAdmin.notice.removed'),
            t('menuAdmin.notice.removeError'),
          ).then(() => setDeleting(null))
        }
        onCancel={() => setDeleting(null)}
      >
        {t('menuAdmin.categories.deleteText', { name: deleting?.name ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
