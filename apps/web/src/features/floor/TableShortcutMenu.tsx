import { Menu } from '@mantine/core';
import { IconArrowMerge, IconArrowsExchange, IconCash, IconDoorExit } from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { useTranslation } from '../../i18n';
import type { TableSlotProps } from './TableSlot';

interface TableShortcutMenuProps
  extends Pick<TableSlotProps, 'table' | 'onTransfer' | 'onRelease' | 'onCharge' | 'onMerge'> {
  shortcut: NonNullable<TableSlotProps['shortcut']>;
  opened: boolean;
  onChange(opened: boolean): void;
  /** The corner button the menu hangs from. */
  target: ReactElement;
}

/** A table's shortcut menu (spec 01 §2), loaded the first time one is opened (TableSlot). */
export default function TableShortcutMenu({
  table,
  shortcut,
  opened,
  onChange,
  target,
  onTransfer,
  onRelease,
  onCharge,
  onMerge,
}: TableShortcutMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu opened={opened} onChange={onChange} position="bottom-end" shadow="md" width={220} withinPortal>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{table.name}</Menu.Label>
        {shortcut.close && (
          <Menu.Item leftSection={<IconCash size={20} />} mih={44} onClick={() => onCharge(table)}>
            {t('checkout.close')}
          </Menu.Item>
        )}
        {shortcut.transfer && (
          <Menu.Item leftSection={<IconArrowsExchange size={20} />} mih={44} onClick={() => onTransfer(table)}>
            {t('floor.shortcut.transfer')}
          </Menu.Item>
        )}
        {shortcut.merge && (
          <Menu.Item leftSection={<IconArrowMerge size={20} />} mih={44} onClick={() => onMerge(table)}>
            {t('checkout.merge')}
          </Menu.Item>
        )}
        {shortcut.release && (
          <Menu.Item color="red.9" leftSection={<IconDoorExit size={20} />} mih={44} onClick={() => onRelease(table)}>
            {t('floor.shortcut.release')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
