import { canTransferTo, type Table, VIRTUAL_TABLE_NUMBER } from '@comandero/domain';
import { Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '../../app/session';
import { useTranslation } from '../../i18n';
import { notifyError, notifySuccess } from '../../ui/notify';
import { floorKeys, viewerOf } from '../table';
import { mergeTables } from './checkout.api';

interface MergeDialogProps {
  source: Table;
  tables: readonly Table[];
  onClose(): void;
}

/** Merge (every anchor has it; the spec does not): table A's order joins table B's, and A is released. */
export default function MergeDialog({ source, tables, onClose }: MergeDialogProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useSession((state) => state.user)!;
  const [destinationId, setDestinationId] = useState('');
  const [missing, setMissing] = useState(false);
  const [sending, setSending] = useState(false);
  const viewer = viewerOf(user);
  // Only a table with an order of its own can take another's lines; an empty one is a transfer.
  const options = tables
    .filter((table) => table.id !== source.id && table.numberTable !== VIRTUAL_TABLE_NUMBER)
    .filter((table) => table.currentOrderId !== null)
    .map((table) => ({ table, disabled: !canTransferTo(viewer, table) }));
  const destination = options.find((option) => option.table.id === destinationId && !option.disabled)?.table;

  const submit = async () => {
    if (!destination) {
      setMissing(true);
      return;
    }
    setSending(true);
    try {
      await mergeTables(source.id, destination.id);
      await Promise.all([
        client.invalidateQueries({ queryKey: floorKeys.tables }),
        client.invalidateQueries({ queryKey: ['order'] }),
      ]);
      notifySuccess(t('merge.done', { source: source.name, destination: destination.name }));
      onClose();
    } catch (error) {
      notifyError(error, t('merge.error'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      radius="lg"
      title={t('merge.title', { table: source.name })}
      closeButtonProps={{ 'aria-label': t('common.close'), size: 44 }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="lg">
        <Text c="dimmed">
          {destination
            ? t('merge.explainTo', { source: source.name, destination: destination.name })
            : t('merge.explain', { source: source.name })}
        </Text>
        {options.length === 0 ? (
          <Text role="status">{t('merge.none')}</Text>
        ) : (
          <NativeSelect
            size="lg"
            label={t('merge.destination')}
            withAsterisk
            value={destinationId}
            error={missing && !destination ? t('merge.required') : undefined}
            onChange={(event) => {
              setDestinationId(event.currentTarget.value);
              setMissing(false);
            }}
          >
            <option value="">{t('merge.choose')}</option>
            {options.map(({ table, disabled }) => (
              <option key={table.id} value={table.id} disabled={disabled}>
                {table.user ? t('merge.option', { table: table.name, user: table.user.name }) : table.name}
              </option>
            ))}
          </NativeSelect>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" disabled={sending} onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button loading={sending} disabled={options.length === 0} onClick={() => void submit()}>
            {t('merge.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
