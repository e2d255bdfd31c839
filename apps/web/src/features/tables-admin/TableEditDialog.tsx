import { type Room, type Table, tableFormSchema, type UpdateTable } from '@comandero/domain';
import { Button, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../app/api';
import { useTranslation } from '../../i18n';
import { notifyError, notifySuccess } from '../../ui/notify';
import { applyTable, updateTable } from '../floor';

const VIRTUAL = 'virtual';

/** The domain's table form messages as texts. */
const MESSAGE_KEYS: Record<string, 'validation.REQUIRED' | 'validation.TABLE_NUMBER'> = {
  REQUIRED: 'validation.REQUIRED',
  'Ingrese un nombre válido. Mínimo 1 número': 'validation.TABLE_NUMBER',
};

interface TableEditDialogProps {
  table: Table;
  rooms: Room[];
  onClose(): void;
}

/** Rename, renumber and move a table to another room; only what changed is sent, with the version read. */
export function TableEditDialog({ table, rooms, onClose }: TableEditDialogProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [name, setName] = useState(table.name);
  const [number, setNumber] = useState(String(table.numberTable));
  const [roomId, setRoomId] = useState(table.roomId ?? VIRTUAL);
  const [errors, setErrors] = useState<{ name?: string; numberTable?: string }>({});
  const [saving, setSaving] = useState(false);
  const roomOptions = [
    ...(table.roomId === null ? [{ value: VIRTUAL, label: t('floor.defaultRoom') }] : []),
    ...rooms.map((room) => ({ value: room.id, label: room.name })),
  ];

  const save = async () => {
    const parsed = tableFormSchema.safeParse({ name, numberTable: number.trim() === '' ? undefined : number });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof typeof errors;
        found[field] ??= t(MESSAGE_KEYS[issue.message] ?? 'validation.INVALID');
      }
      setErrors(found);
      return;
    }
    const patch: UpdateTable = { version: table.version };
    if (parsed.data.name !== table.name) patch.name = parsed.data.name;
    if (parsed.data.numberTable !== table.numberTable) patch.numberTable = parsed.data.numberTable;
    if (roomId !== (table.roomId ?? VIRTUAL)) patch.roomId = roomId === VIRTUAL ? null : roomId;
    if (Object.keys(patch).length === 1) return onClose();
    setSaving(true);
    try {
      applyTable(client, await updateTable(table.id, patch));
      notifySuccess(t('tablesAdmin.form.saved'));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'TABLE_EXISTS')
        setErrors({ numberTable: t('errors.TABLE_EXISTS') });
      else notifyError(error);
      // Changed elsewhere meanwhile: the list reads it again.
      if (error instanceof ApiError && error.code === 'CONFLICT')
        void client.invalidateQueries({ queryKey: ['floor'] });
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
      title={t('tablesAdmin.form.title', { table: table.name })}
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
            label={t('tablesAdmin.form.name')}
            withAsterisk
            size="md"
            data-autofocus
            maxLength={40}
            value={name}
            error={errors.name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setErrors({});
            }}
          />
          <TextInput
            label={t('tablesAdmin.form.number')}
            withAsterisk
            size="md"
            inputMode="numeric"
            value={number}
            error={errors.numberTable}
            onChange={(event) => {
              setNumber(event.currentTarget.value);
              setErrors({});
            }}
          />
          {/* The device's own picker: large and familiar on a tablet or a phone. */}
          <NativeSelect
            label={t('tablesAdmin.form.room')}
            size="md"
            data={roomOptions}
            value={roomId}
            onChange={(event) => setRoomId(event.currentTarget.value)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" size="md" onClick={onClose} disabled={saving}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" size="md" loading={saving}>
              {t('tablesAdmin.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
