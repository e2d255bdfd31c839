import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { fetchPrinters, menuAdminKeys } from './menuAdmin.api';

const NONE = 'none';

/** Spec 02 §2, §5: the bulk printer configuration's small modal; 'Ninguna' is no printer (the spec's -1). */
export function BulkPrinterModal({
  count,
  busy,
  onSave,
  onClose,
}: {
  count: number;
  busy: boolean;
  onSave(printerId: string | null): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const printers = useQuery({ queryKey: menuAdminKeys.printers, queryFn: fetchPrinters });
  const [choice, setChoice] = useState<string>(NONE);
  const options = [
    { value: NONE, label: t('menuAdmin.products.printer.none') },
    ...(printers.data ?? []).map((printer) => ({ value: printer.id, label: printer.nameCustom })),
  ];
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      radius="lg"
      size="sm"
      title={t('menuAdmin.products.printer.title')}
      closeButtonProps={{ 'aria-label': t('common.close'), size: 44 }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <Text>{t('menuAdmin.products.printer.text', { count })}</Text>
        <Select
          size="md"
          label={t('menuAdmin.products.printer.label')}
          data={options}
          value={choice}
          onChange={(value) => setChoice(value ?? NONE)}
          allowDeselect={false}
          disabled={printers.isPending}
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button loading={busy} onClick={() => onSave(choice === NONE ? null : choice)}>
            {t('menuAdmin.products.printer.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
