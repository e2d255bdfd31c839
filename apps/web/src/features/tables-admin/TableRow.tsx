import type { Room, Table } from '@comandero/domain';
import { ActionIcon, Badge, Group, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { notifyError, notifySuccess } from '../../ui/notify';
import { deleteTable } from '../floor';
import { TableEditDialog } from './TableEditDialog';

/** A table of the list: number, name, free or occupied, edit and delete. */
export function TableRow({ table, rooms }: { table: Table; rooms: Room[] }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteTable(table.id);
      await client.invalidateQueries({ queryKey: ['floor'] });
      notifySuccess(t('tablesAdmin.deleted', { table: table.name }));
    } catch (error) {
      // TABLE_HAS_ORDER: the server's own reason, in the person's language.
      notifyError(error);
    } finally {
      setDeleting(false);
      setConfirming(false);
    }
  };

  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      gap="xs"
      py={6}
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Text fw={700} w={48} ta="right" aria-label={`${t('tablesAdmin.number')} ${table.numberTable}`}>
          {table.numberTable}
        </Text>
        <Text truncate="end" style={{ minWidth: 0 }}>
          {table.name}
        </Text>
        <Badge variant="light" color={table.busy ? 'orange' : 'teal'} tt="none" fw={500} style={{ flexShrink: 0 }}>
          {table.busy ? t('tablesAdmin.busy') : t('tablesAdmin.free')}
        </Badge>
      </Group>
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          size={44}
          aria-label={t('tablesAdmin.edit', { table: table.name })}
          onClick={() => setEditing(true)}
        >
          <IconPencil size={20} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          size={44}
          aria-label={t('tablesAdmin.delete', { table: table.name })}
          onClick={() => setConfirming(true)}
        >
          <IconTrash size={20} />
        </ActionIcon>
      </Group>
      {editing && <TableEditDialog table={table} rooms={rooms} onClose={() => setEditing(false)} />}
      <ConfirmDialog
        opened={confirming}
        title={t('tablesAdmin.deleteTitle', { table: table.name })}
        confirmLabel={t('tablesAdmin.confirmDelete')}
        color="red"
        loading={deleting}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      >
        {t('tablesAdmin.deleteText')}
      </ConfirmDialog>
    </Group>
  );
}
