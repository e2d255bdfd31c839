import type { Room } from '@comandero/domain';
import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { describeError } from '../../app/errors';
import { useTranslation } from '../../i18n';
import { RoomDialog, roomGroups, useFloor } from '../floor';
import { RoomSection } from './RoomSection';

/** Spec 01 §2 / 02 §2 `/settings/tables`: the tables admin list, rooms and their tables, kept live. */
export default function TablesAdminPage() {
  const { t } = useTranslation();
  const { tables, rooms } = useFloor();
  const [roomDialog, setRoomDialog] = useState<{ room?: Room } | null>(null);
  const failed = tables.error ?? rooms.error;
  const groups = tables.data && rooms.data ? roomGroups(tables.data, rooms.data) : null;

  return (
    <Stack gap="lg" maw={960}>
      <Group justify="space-between" align="flex-end" gap="md">
        <div style={{ flex: '1 1 320px' }}>
          <Title order={2}>{t('tablesAdmin.title')}</Title>
          <Text c="dimmed" mt={4}>
            {t('tablesAdmin.text')}
          </Text>
        </div>
        <Button size="md" h={48} leftSection={<IconPlus size={20} />} onClick={() => setRoomDialog({})}>
          {t('tablesAdmin.newRoom')}
        </Button>
      </Group>
      {!groups && !failed && (
        <Center h={240}>
          <Loader aria-label={t('app.loading')} />
        </Center>
      )}
      {failed && !groups && (
        <Alert color="red" variant="light" title={t('tablesAdmin.loadError')}>
          {describeError(failed, t)}
        </Alert>
      )}
      {groups?.map((group) => (
        <RoomSection
          key={group.roomId ?? 'virtual'}
          group={group}
          rooms={rooms.data ?? []}
          allTables={tables.data ?? []}
          onRename={(room) => setRoomDialog({ room })}
        />
      ))}
      {roomDialog && (
        <Suspense fallback={null}>
          <RoomDialog room={roomDialog.room} onClose={() => setRoomDialog(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
