import type { Table } from '@comandero/domain';
import { IconDotsVertical } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n';
import { useLongPress } from '../../ui/useLongPress';
import classes from './Floor.module.css';
import type { ShortcutActions } from './rules';
import { TableTile } from './TableTile';

// The menu and its positioning code load with the first shortcut opened, not with the floor (DESIGN §10).
const TableShortcutMenu = lazy(() => import('./TableShortcutMenu'));

export interface TableSlotProps {
  table: Table;
  showWaiter: boolean;
  /** Null when the shortcut popover is not offered for this table (spec 01 §2). */
  shortcut: ShortcutActions | null;
  onPick(table: Table): void;
  onTransfer(table: Table): void;
  onRelease(table: Table): void;
  onCharge(table: Table): void;
  onMerge(table: Table): void;
}

/** A table in normal mode: a tap takes it; a long press or the corner button opens its shortcuts. */
export function TableSlot({ table, showWaiter, shortcut, onPick, ...actions }: TableSlotProps) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  // Once opened, the menu stays mounted so it can close with its transition.
  const [menuLoaded, setMenuLoaded] = useState(false);
  const openMenu = () => {
    setMenuLoaded(true);
    setMenuOpen(true);
  };
  const longPress = useLongPress(shortcut ? openMenu : undefined);
  const corner = (
    <button
      type="button"
      className={classes.corner}
      aria-label={t('floor.shortcut.open', { table: table.name })}
      onClick={menuLoaded ? undefined : openMenu}
    >
      <span className={classes.cornerDot}>
        <IconDotsVertical size={18} />
      </span>
    </button>
  );
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
      {shortcut &&
        (menuLoaded ? (
          <Suspense fallback={corner}>
            <TableShortcutMenu
              table={table}
              shortcut={shortcut}
              opened={menuOpen}
              onChange={setMenuOpen}
              target={corner}
              {...actions}
            />
          </Suspense>
        ) : (
          corner
        ))}
    </div>
  );
}
