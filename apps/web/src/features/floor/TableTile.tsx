import type { Table } from '@comandero/domain';
import { IconUsers } from '@tabler/icons-react';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../ui/useMoney';
import classes from './Floor.module.css';

interface TableTileProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  table: Table;
  /** The waiter's name and the total (spec 01 §2: own waiter, administrators and cashiers, never in waiter mode). */
  showWaiter: boolean;
  dragging?: boolean;
  overlay?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** One table of the floor: its shape, number and name; busy tables are filled and say how many sit there. */
export function TableTile({ table, showWaiter, dragging, overlay, className, ref, ...buttonProps }: TableTileProps) {
  const { t } = useTranslation();
  const format = useMoney();
  const waiter = showWaiter ? table.user?.name : undefined;
  const total = showWaiter && table.itemCount > 0 ? format(table.total) : undefined;
  const people = table.people ?? 0;
  const status = table.busy ? t('floor.busy') : t('floor.free');
  const label = [
    table.name,
    t('floor.numberLabel', { number: table.numberTable }),
    t(`floor.shape.${table.shape}`),
    status,
    table.busy && people > 0 ? t('floor.people', { count: people }) : null,
    waiter ? t('floor.servedBy', { user: waiter }) : null,
    total ? t('floor.total', { total }) : null,
  ]
    .filter(Boolean)
    .join(', ');
  const classNames = [
    classes.tile,
    table.shape === 'CIRCLE' ? classes.circle : classes.square,
    table.size === 'SMALL' ? classes.small : null,
    table.busy ? classes.busy : classes.free,
    dragging ? classes.dragging : null,
    overlay ? classes.overlay : null,
    className,
  ];
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      // The copy that follows the pointer while dragging is a picture of the table, not a second one.
      aria-hidden={overlay || undefined}
      tabIndex={overlay ? -1 : undefined}
      data-busy={table.busy}
      data-shape={table.shape}
      className={classNames.filter(Boolean).join(' ')}
      {...buttonProps}
    >
      <span className={classes.number}>{table.numberTable}</span>
      <span className={classes.line}>{table.name}</span>
      {table.busy ? (
        <span className={`${classes.line} ${classes.status}`}>
          <IconUsers size={13} stroke={2.2} aria-hidden="true" />
          {people > 0 ? people : status}
        </span>
      ) : (
        <span className={`${classes.line} ${classes.status}`}>{status}</span>
      )}
      {waiter && <span className={classes.line}>{waiter}</span>}
      {total && (
        <span className={`${classes.line} ${classes.status}`} data-testid="table-total">
          {total}
        </span>
      )}
    </button>
  );
}
