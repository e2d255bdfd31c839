import type { Table } from '@comandero/domain';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSession } from '../../app/session';
import { useTranslation } from '../../i18n';
import { notifyError } from '../../ui/notify';
import { viewerOf } from '../table';
import { transferTable } from './floor.api';
import { needsTransferConfirmation, transferOptions } from './rules';
import { applyTable } from './useFloor';

/** Spec 01 §9: the transfer modal closes 2 s after the success message. */
export const TRANSFER_CLOSE_MS = 2000;

interface TransferDialogProps {
  source: Table;
  tables: readonly Table[];
  onClose(): void;
  onTransferred?(result: { source: Table; destination: Table }, destinationWasTaken: boolean): void;
}

type Step = 'choose' | 'confirm' | 'done';

/** Moves a table's waiter, people and order to another table (spec 01 §2 transfer modal). */
export default function TransferDialog({ source, tables, onClose, onTransferred }: TransferDialogProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useSession((state) => state.user);
  const [destinationId, setDestinationId] = useState('');
  const [missing, setMissing] = useState(false);
  const [step, setStep] = useState<Step>('choose');
  const [sending, setSending] = useState(false);

  // The floor re-renders on every live event: the 2 s must not restart with each new onClose.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (step !== 'done') return;
    const timer = setTimeout(() => close.current(), TRANSFER_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [step]);

  if (!user) return null;
  const options = transferOptions(viewerOf(user), source, tables);
  const destination = options.find((option) => option.table.id === destinationId && !option.disabled)?.table;

  const send = async () => {
    if (!destination) return;
    setSending(true);
    const destinationWasTaken = needsTransferConfirmation(destination);
    try {
      const result = await transferTable({ sourceId: source.id, destinationId: destination.id });
      applyTable(client, result.source);
      applyTable(client, result.destination);
      setStep('done');
      onTransferred?.(result, destinationWasTaken);
    } catch (error) {
      setStep('choose');
      notifyError(error);
    } finally {
      setSending(false);
    }
  };

  const submit = () => {
    if (!destination) {
      setMissing(true);
      return;
    }
    if (needsTransferConfirmation(destination)) setStep('confirm');
    else void send();
  };

  const optionLabel = (table: Table) => {
    if (!table.busy) return t('floor.transfer.freeOption', { table: table.name });
    return table.user
      ? t('floor.transfer.busyOption', { table: table.name, user: table.user.name })
      : t('floor.transfer.takenOption', { table: table.name });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      radius="lg"
      title={t('floor.transfer.title', { table: source.name })}
      closeButtonProps={{ 'aria-label': t('common.close'), size: 44 }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {step === 'done' ? (
        <Alert role="status" color="teal" variant="light" icon={<IconCircleCheck />} fz="lg">
          {t('floor.transfer.success')}
        </Alert>
      ) : step === 'confirm' && destination ? (
        <Stack gap="lg">
          <Text fw={700}>{t('floor.transfer.confirmTitle')}</Text>
          <Text>{t('floor.transfer.confirmText', { source: source.name, destination: destination.name })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" disabled={sending} onClick={() => setStep('choose')}>
              {t('common.cancel')}
            </Button>
            <Button loading={sending} onClick={() => void send()}>
              {t('floor.transfer.confirm')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="lg">
          <Text c="dimmed">
            {[
              source.people ? t('floor.people', { count: source.people }) : null,
              source.user ? t('floor.servedBy', { user: source.user.name }) : null,
            ]
              .filter(Boolean)
              .join(' · ') || t('floor.transfer.moveAll')}
          </Text>
          <NativeSelect
            size="lg"
            label={t('floor.transfer.destination')}
            withAsterisk
            value={destinationId}
            error={missing && !destination ? t('floor.transfer.required') : undefined}
            onChange={(event) => {
              setDestinationId(event.currentTarget.value);
              setMissing(false);
            }}
          >
            <option value="">{t('floor.transfer.choose')}</option>
            {options.map(({ table, disabled }) => (
              <option key={table.id} value={table.id} disabled={disabled}>
                {optionLabel(table)}
              </option>
            ))}
          </NativeSelect>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" disabled={sending} onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button loading={sending} onClick={submit}>
              {t('floor.transfer.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
