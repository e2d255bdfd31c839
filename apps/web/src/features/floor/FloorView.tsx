import { can, type Room, type Table } from '@comandero/domain';
import { Alert, Button, Center, Group, Loader, Stack, Tabs, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconPencil, IconPlus, IconRefresh, IconTag } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppMode } from '../../app/appMode';
import { describeError } from '../../app/errors';
import { useSession } from '../../app/session';
import { useTranslation } from '../../i18n';
import type { ChangeUserState } from '../change-user';
import { CloseTableDrawer, MergeDialog } from '../checkout';
import { viewerOf } from '../table';
import { EditableGrid, PeopleDialog, ReleaseDialog, RoomDialog, TableFormDialog, TransferDialog } from './lazyDialogs';
import { RoomGrid } from './RoomGrid';
import { nextFreeNumber, type RoomGroup, roomGroups } from './rules';
import { useCarriedTable } from './useCarriedTable';
import { useFloor } from './useFloor';
import { useTakeTable } from './useTakeTable';

const VIRTUAL_KEY = 'virtual';
const keyOf = (group: RoomGroup) => group.roomId ?? VIRTUAL_KEY;

type RoomEdit = { kind: 'create' } | { kind: 'rename'; room: Room };

/** The tables tab (spec 01 §2): rooms as tabs, each a grid of 48 slots, live on every terminal. */
export function FloorView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tables, rooms } = useFloor();
  const user = useSession((state) => state.user)!;
  const waiterMode = useAppMode((state) => state.mode) === 'waiters';
  const canEdit = can(user.securityPolitics, 'tables', 'create') && !waiterMode;
  const [editing, setEditing] = useState(false);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [adding, setAdding] = useState<number | null>(null);
  const [roomEdit, setRoomEdit] = useState<RoomEdit | null>(null);
  const [transferring, setTransferring] = useState<Table | null>(null);
  const [charging, setCharging] = useState<Table | null>(null);
  const [merging, setMerging] = useState<Table | null>(null);
  const [releasing, setReleasing] = useState<Table | null>(null);
  const takeTable = useTakeTable();
  useCarriedTable(tables.data, takeTable.take);

  if (tables.isPending || rooms.isPending) {
    return (
      <Center py={64}>
        <Stack align="center" gap="sm">
          <Loader />
          <Text c="dimmed">{t('floor.loading')}</Text>
        </Stack>
      </Center>
    );
  }
  // A failed refetch (the server unreachable) keeps the floor this device shows; only no floor at all is an error.
  if (!tables.data || !rooms.data) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={t('floor.loadError')} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text>{describeError(tables.error ?? rooms.error, t)}</Text>
          <Button
            variant="light"
            color="red"
            leftSection={<IconRefresh size={20} />}
            onClick={() => {
              void tables.refetch();
              void rooms.refetch();
            }}
          >
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const groups = roomGroups(tables.data, rooms.data);
  const active = groups.find((group) => keyOf(group) === activeKey) ?? groups[0]!;
  const roomName = (group: RoomGroup) => group.name ?? t('floor.defaultRoom');
  const isEditing = editing && canEdit;

  const pick = (table: Table) => {
    if (waiterMode) {
      const state: ChangeUserState = { table: { id: table.id, name: table.name } };
      navigate('/changeUser', { state });
    } else takeTable.take(table);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Tabs value={keyOf(active)} onChange={setActiveKey} style={{ minWidth: 0, flex: '1 1 auto' }}>
          <Tabs.List aria-label={t('floor.roomsLabel')} style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
            {groups.map((group) => (
              <Tabs.Tab key={keyOf(group)} value={keyOf(group)} mih={44} fz="md" style={{ whiteSpace: 'nowrap' }}>
                {roomName(group)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {canEdit && (
          <Button
            variant={isEditing ? 'filled' : 'default'}
            leftSection={isEditing ? <IconCheck size={20} /> : <IconPencil size={20} />}
            onClick={() => setEditing(!isEditing)}
            aria-pressed={isEditing}
          >
            {isEditing ? t('floor.edit.done') : t('floor.edit.start')}
          </Button>
        )}
      </Group>

      {isEditing && (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text c="dimmed" fz="sm" maw={560}>
            {t('floor.edit.hint')}
          </Text>
          <Group gap="xs">
            <Button
              variant="light"
              leftSection={<IconPlus size={20} />}
              onClick={() => setRoomEdit({ kind: 'create' })}
            >
              {t('floor.room.create')}
            </Button>
            {active.room && (
              <Button
                variant="light"
                leftSection={<IconTag size={20} />}
                onClick={() => active.room && setRoomEdit({ kind: 'rename', room: active.room })}
              >
                {t('floor.room.rename')}
              </Button>
            )}
          </Group>
        </Group>
      )}

      {active.tables.length === 0 && !isEditing && (
        <Text c="dimmed" role="status">
          {canEdit ? t('floor.emptyRoomEditable') : t('floor.emptyRoom')}
        </Text>
      )}

      {isEditing ? (
        <Suspense fallback={<Loader mx="auto" my="xl" />}>
          <EditableGrid
            tables={active.tables}
            label={t('floor.gridLabel', { room: roomName(active) })}
            onAdd={setAdding}
          />
        </Suspense>
      ) : (
        <RoomGrid
          tables={active.tables}
          label={t('floor.gridLabel', { room: roomName(active) })}
          viewer={viewerOf(user)}
          waiterMode={waiterMode}
          onPick={pick}
          onTransfer={setTransferring}
          onRelease={setReleasing}
          onCharge={setCharging}
          onMerge={setMerging}
        />
      )}

      <Suspense fallback={null}>
        {takeTable.asking && (
          <PeopleDialog
            key={takeTable.asking.id}
            table={takeTable.asking}
            busy={takeTable.occupying}
            onChoose={(people) => void takeTable.choosePeople(people)}
            onCancel={takeTable.cancel}
          />
        )}
        {transferring && (
          <TransferDialog
            key={transferring.id}
            source={tables.data.find((table) => table.id === transferring.id) ?? transferring}
            tables={tables.data}
            onClose={() => setTransferring(null)}
          />
        )}
        {charging && (
          <CloseTableDrawer
            key={charging.id}
            table={tables.data.find((table) => table.id === charging.id) ?? charging}
            onClose={() => setCharging(null)}
          />
        )}
        {merging && (
          <MergeDialog
            key={merging.id}
            source={tables.data.find((table) => table.id === merging.id) ?? merging}
            tables={tables.data}
            onClose={() => setMerging(null)}
          />
        )}
        {adding !== null && (
          <TableFormDialog
            position={adding}
            roomId={active.roomId}
            suggestedNumber={nextFreeNumber(tables.data)}
            onClose={() => setAdding(null)}
          />
        )}
        {releasing && (
          <ReleaseDialog
            key={releasing.id}
            table={tables.data.find((table) => table.id === releasing.id) ?? releasing}
            onClose={() => setReleasing(null)}
          />
        )}
        {roomEdit && (
          <RoomDialog
            room={roomEdit.kind === 'rename' ? roomEdit.room : undefined}
            onClose={() => setRoomEdit(null)}
            onSaved={(room) => setActiveKey(room.id)}
          />
        )}
      </Suspense>
    </Stack>
  );
}
