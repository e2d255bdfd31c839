import type { Room } from '@comandero/domain';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { loadValidators } from '../../app/loadValidators';
import { useTranslation } from '../../i18n';
import { notifyError, notifySuccess } from '../../ui/notify';
import { createRoom, renameRoom } from './floor.api';
import { applyRoom } from './useFloor';

interface RoomDialogProps {
  /** The room to rename; a new room when absent. */
  room?: Room;
  onClose(): void;
  onSaved?(room: Room): void;
}

/** Creates or renames a room in edit mode. */
export default function RoomDialog({ room, onClose, onSaved }: RoomDialogProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [name, setName] = useState(room?.name ?? '');
  const [invalid, setInvalid] = useState(false);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const { roomNameSchema } = await loadValidators();
    const checked = roomNameSchema.safeParse(name);
    if (!checked.success) {
      setInvalid(true);
      return;
    }
    setSaving(true);
    try {
      const saved = room ? await renameRoom(room.id, checked.data, room.version) : await createRoom(checked.data);
      applyRoom(client, saved);
      notifySuccess(t('floor.room.saved', { room: saved.name }));
      onSaved?.(saved);
      onClose();
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      radius="lg"
      title={room ? t('floor.room.renameTitle') : t('floor.room.createTitle')}
      closeButtonProps={{ 'aria-label': t('common.close'), size: 44 }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="md">
          <TextInput
            label={t('floor.room.name')}
            withAsterisk
            data-autofocus
            maxLength={60}
            value={name}
            error={invalid ? t('floor.room.invalid') : undefined}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setInvalid(false);
            }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('floor.room.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
