import type { Printer } from '@comandero/domain';
import { ActionIcon, Alert, Button, Center, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconPrinter, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../../app/errors';
import { useTranslation } from '../../i18n';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { notifySuccess, notifyWarning } from '../../ui/notify';
import { PrinterCard } from './PrinterCard';
import { PrinterFormDrawer } from './PrinterFormDrawer';
import { deletePrinters, printingKeys } from './printers.api';
import { usePrinterActions } from './usePrinterActions';
import { usePrinters } from './usePrinters';

/** The branch's network printers: add, edit, choose the default, test print, soft delete. */
export function PrintersTab() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const printers = usePrinters();
  const { makeDefault, testPrint, busyOn } = usePrinterActions();
  const [editing, setEditing] = useState<Printer | 'new' | null>(null);
  const [removing, setRemoving] = useState<Printer | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async (printer: Printer) => {
    setBusy(true);
    try {
      await deletePrinters([printer.id]);
      await client.invalidateQueries({ queryKey: printingKeys.printers });
      notifySuccess(t('printers.list.removed'));
      setRemoving(null);
    } catch (error) {
      notifyWarning(describeError(error, t), t('printers.list.removeError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text c="dimmed" maw={560}>
          {t('printers.list.text')}
        </Text>
        <Group gap="sm">
          <Button
            variant="default"
            h={44}
            leftSection={<IconRefresh size={18} />}
            loading={printers.isFetching && !printers.isPending}
            onClick={() => void printers.refetch()}
          >
            {t('printing.refresh')}
          </Button>
          <Button h={44} leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
            {t('printers.list.add')}
          </Button>
        </Group>
      </Group>
      {printers.isPending && (
        <Center h={200}>
          <Loader aria-label={t('app.loading')} />
        </Center>
      )}
      {printers.isError && (
        <Alert color="red" variant="light" title={t('printing.loadError')}>
          {describeError(printers.error, t)}
        </Alert>
      )}
      {printers.data?.length === 0 && (
        <EmptyState icon={<IconPrinter size={36} />} title={t('printing.empty')} text={t('printers.list.emptyText')} />
      )}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        {printers.data?.map((printer) => (
          <PrinterCard
            key={printer.id}
            printer={printer}
            busy={busyOn(printer)}
            onMakeDefault={() => makeDefault(printer)}
            onTest={() => testPrint(printer)}
          >
            <Group gap={4} ml="auto">
              <ActionIcon
                variant="subtle"
                size={44}
                aria-label={t('printers.list.edit', { name: printer.nameCustom })}
                onClick={() => setEditing(printer)}
              >
                <IconPencil size={20} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                size={44}
                aria-label={t('printers.list.remove', { name: printer.nameCustom })}
                onClick={() => setRemoving(printer)}
              >
                <IconTrash size={20} />
              </ActionIcon>
            </Group>
          </PrinterCard>
        ))}
      </SimpleGrid>
      {editing && <PrinterFormDrawer printer={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        opened={removing !== null}
        title={t('printers.list.removeTitle', { name: removing?.nameCustom ?? '' })}
        confirmLabel={t('printers.list.removeConfirm')}
        color="red"
        loading={busy}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      >
        {removing?.defaultPrinter ? t('printers.list.removeDefaultText') : t('printers.list.removeText')}
      </ConfirmDialog>
    </Stack>
  );
}
