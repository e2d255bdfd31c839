import { canSeeTableDetails, type Table, type Viewer } from '@comandero/domain';
import classes from './Floor.module.css';
import { shortcutActions, slotsOf } from './rules';
import { TableSlot } from './TableSlot';

export interface FloorActions {
  onPick(table: Table): void;
  onTransfer(table: Table): void;
  onRelease(table: Table): void;
  onCharge(table: Table): void;
  onMerge(table: Table): void;
}

interface RoomGridProps extends FloorActions {
  tables: Table[];
  label: string;
  viewer: Viewer;
  waiterMode: boolean;
}

/** The slots up to the room's last table: the empty rows after it are only room to grow. */
const withoutTrailingGaps = <T,>(slots: (T | null)[]): (T | null)[] =>
  slots.slice(0, slots.findLastIndex((slot) => slot !== null) + 1);

/** A room's slots in normal mode: tables where they stand, empty slots as unseen gaps (issue 14 §3). */
export function RoomGrid({ tables, label, viewer, waiterMode, ...actions }: RoomGridProps) {
  return (
    <section aria-label={label} className={classes.grid}>
      {withoutTrailingGaps(slotsOf(tables)).map((table, index) =>
        table ? (
          <TableSlot
            key={table.id}
            table={table}
            showWaiter={canSeeTableDetails(viewer, table, waiterMode)}
            shortcut={shortcutActions(viewer, table, waiterMode)}
            {...actions}
          />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a slot is a position of the grid, not a record
          <div key={`slot-${index}`} className={classes.gap} aria-hidden="true" />
        ),
      )}
    </section>
  );
}
