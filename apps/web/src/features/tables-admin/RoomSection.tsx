import { freeSlotFor, type Room, type Table } from '@comandero/domain';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { notifyError, notifySuccess, notifyWarning } from '../../ui/notify';
import { createTable, deleteRoom, nextFreeNumber, type RoomGroup } from '../floor';
import { TableRow } from './TableRow';

interface RoomSectionProps {
  group: RoomGroup;
  rooms: Room[];
  allTables: Table[];
  onRename(room: Room): void;
}

/** One room: its name, rename and delete, its tables by number, and a button that adds one. */
export function RoomSection({ group, rooms, allTables, onRename }: RoomSectionProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = group.name ?? t('floor.defaultRoom');
  const tables = [...group.tables].sort((a, b) => a.numberTable - b.numberTable);

  const removeRoom = async () => {
    if (!group.room) return;
    setBusy(true);
    try {
      await deleteRoom(group.room.id);
      await client.invalidateQueries({ queryKey: ['floor'] });
      notifySuccess(t('tablesAdmin.roomDeleted', { room: name }));
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const addTable = async () => {
    const number = nextFreeNumber(allTables);
    const position = freeSlotFor(
      group.tables.flatMap((table) => (table.position === null ? [] : [table.position])),
      null,
    );
    if (position === null) return notifyWarning(t('tablesAdmin.form.full'));
    setBusy(true);
    try {
      const created = await createTable({
        name: t('floor.form.defaultName', { number }),
        numberTable: number,
        roomId: group.roomId,
        position,
      });
      await client.invalidateQueries({ queryKey: ['floor'] });
      notifySuccess(t('tablesAdmin.added', { table: created.name }));
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap="sm" wrap="wrap" style={{ minWidth: 0 }}>
            <Title order={3} fz="lg">
              {name}
            </Title>
            <Badge variant="light" color="gray" tt="none" size="lg" fw={500}>
              {t('tablesAdmin.count', { count: tables.length })}
            </Badge>
          </Group>
          {group.room && (
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                size={44}
                aria-label={t('tablesAdmin.renameRoom', { room: name })}
                onClick={() => group.room && onRename(group.room)}
              >
                <IconPencil size={20} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                size={44}
                aria-label={t('tablesAdmin.deleteRoom', { room: name })}
                onClick={() => setConfirming(true)}
              >
                <IconTrash size={20} />
              </ActionIcon>
            </Group>
          )}
        </Group>
        {tables.length === 0 && <Text c="dimmed">{t('tablesAdmin.empty')}</Text>}
        {tables.length > 0 && (
          <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {tables.map((table) => (
              <TableRow key={table.id} table={table} rooms={rooms} />
            ))}
          </Stack>
        )}
        <Group>
          <Button
            variant="light"
            size="md"
            h={44}
            leftSection={<IconPlus size={18} />}
            loading={busy && !confirming}
            onClick={() => void addTable()}
          >
            {t('tablesAdmin.addTable')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('tablesAdmin.deleteRoomTitle', { room: name })}
        confirmLabel={t('tablesAdmin.confirmDelete')}
        color="red"
        loading={busy}
        onConfirm={() => void removeRoom()}
        onCancel={() => setConfirming(false)}
      >
        {t('tablesAdmin.deleteRoomText')}
      </ConfirmDialog>
    </Paper>
  );
}
