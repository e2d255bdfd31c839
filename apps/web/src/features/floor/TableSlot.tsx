import type { Table } from '@comandero/domain';
import { Menu } from '@mantine/core';
import { IconArrowsExchange, IconDoorExit, IconDotsVertical } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './Floor.module.css';
import type { ShortcutActions } from './rules';
import { TableTile } from './TableTile';
import { useLongPress } from './useLongPress';

export interface TableSlotProps {
  table: Table;
  showWaiter: boolean;
  /** Null when the shortcut popover is not offered for this table (spec 01 §2). */
  shortcut: ShortcutActions | null;
  onPick(table: Table): void;
  onTransfer(table: Table): void;
  onRelease(table: Table): void;
}

/** A table in normal mode: a tap takes it; a long press or the corner button opens its shortcuts. */
export function TableSlot({ table, showWaiter, shortcut, onPick, onTransfer, onRelease }: TableSlotProps) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const longPress = useLongPress(shortcut ? () => setMenuOpen(true) : undefined);
  return (
    <div className={classes.slot}>
      <TableTile
        table={table}
        showWaiter={showWaiter}
        onClick={() => {
          if (!longPress.swallowClick()) onPick(table);
        }}
        {...longPress.handlers}
      />
      {shortcut && (
        <Menu opened={menuOpen} onChange={setMenuOpen} position="bottom-end" shadow="md" width={220} withinPortal>
          <Menu.Target>
            <button
              type="button"
              className={classes.corner}
              aria-label={t('floor.shortcut.open', { table: table.name })}
            >
              <span className={classes.cornerDot}>
                <IconDotsVertical size={18} />
              </span>
            </button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{table.name}</Menu.Label>
            {shortcut.transfer && (
              <Menu.Item leftSection={<IconArrowsExchange size={20} />} mih={44} onClick={() => onTransfer(table)}>
                {t('floor.shortcut.transfer')}
              </Menu.Item>
            )}
            {shortcut.release && (
              <Menu.Item color="red" leftSection={<IconDoorExit size={20} />} mih={44} onClick={() => onRelease(table)}>
                {t('floor.shortcut.release')}
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      )}
    </div>
  );
}
