import { Menu } from '@mantine/core';
import {
  IconAdjustments,
  IconChartBar,
  IconDeviceTabletCheck,
  IconPackage,
  IconPrinter,
  IconSettings,
} from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { openPrinterDrawer } from '../printing';

/** The settings menu itself, loaded when first opened (SettingsMenu). */
export default function SettingsMenuDropdown({
  opened,
  onChange,
  target,
  onEnterWaiterMode,
}: {
  opened: boolean;
  onChange(opened: boolean): void;
  target: ReactElement;
  onEnterWaiterMode(): void;
}) {
  const { t } = useTranslation();
  return (
    <Menu opened={opened} onChange={onChange} position="bottom-end" shadow="md" width={260}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/settings" leftSection={<IconAdjustments size={20} />} mih={44}>
          {t('topbar.settings')}
        </Menu.Item>
        <Menu.Item component={Link} to="/settings/inventory" leftSection={<IconPackage size={20} />} mih={44}>
          {t('topbar.inventory')}
        </Menu.Item>
        <Menu.Item component={Link} to="/settings/movement" leftSection={<IconChartBar size={20} />} mih={44}>
          {t('topbar.reports')}
        </Menu.Item>
        <Menu.Item component={Link} to="/settings/preferences" leftSection={<IconSettings size={20} />} mih={44}>
          {t('topbar.preferences')}
        </Menu.Item>
        <Menu.Item leftSection={<IconDeviceTabletCheck size={20} />} mih={44} onClick={onEnterWaiterMode}>
          {t('topbar.waiterMode.enter')}
        </Menu.Item>
        <Menu.Item leftSection={<IconPrinter size={20} />} mih={44} onClick={openPrinterDrawer}>
          {t('topbar.printerConfig')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
