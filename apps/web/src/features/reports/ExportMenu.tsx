import type { ExportFormat } from '@comandero/domain';
import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { notifyError } from '../../ui/notify';

/** Export (CSV, XLSX): 'Exportando...' while the server streams the file, then 'Exportación completada!'. */
export function ExportMenu({
  disabled,
  onExport,
}: {
  disabled?: boolean;
  onExport(format: ExportFormat): Promise<void>;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async (format: ExportFormat) => {
    setBusy(true);
    const id = notifications.show({ loading: true, message: t('reports.exporting'), autoClose: false });
    try {
      await onExport(format);
      notifications.update({ id, loading: false, color: 'teal', message: t('reports.exported'), autoClose: 7000 });
    } catch (error) {
      notifications.hide(id);
      notifyError(error, t('reports.exportFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size="md"
          variant="light"
          leftSection={<IconDownload size={20} />}
          rightSection={<IconChevronDown size={16} />}
          loading={busy}
          disabled={disabled}
        >
          {t('reports.export')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void run('csv')}>{t('reports.csv')}</Menu.Item>
        <Menu.Item onClick={() => void run('xlsx')}>{t('reports.xlsx')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
