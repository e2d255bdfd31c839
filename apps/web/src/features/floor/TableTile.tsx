import type { Table } from '@comandero/domain';
import { type ButtonHTMLAttributes, type Ref, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initialsOf } from '../../ui/Initials';
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

/** The spec's counter tick (01 §9): minutes since seated move on without a read of the server. */
const TICK_MS = 30_000;

function useMinutesSince(since: string | null): number | null {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!since) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [since]);
  return since ? Math.max(0, Math.floor((now - Date.parse(since)) / 60_000)) : null;
}

/**
 * Issue 14 §3: what a waiter reads at arm's length. Free, seated (no items yet), items to send, or
 * all sent: each its own colour and word.
 */
const stateOf = (table: Table) => {
  if (!table.busy) return 'free';
  if (table.unsentCount > 0) return 'toSend';
  return table.itemCount > 0 ? 'sent' : 'busy';
};

/** One table of the floor: its shape, number, state, minutes since seated, people, waiter and total. */
export function TableTile({ table, showWaiter, dragging, overlay, className, ref, ...buttonProps }: TableTileProps) {
  const { t } = useTranslation();
  const format = useMoney();
  const waiter = showWaiter ? table.user?.name : undefined;
  const total = showWaiter && table.itemCount > 0 ? format(table.total) : undefined;
  const people = table.people ?? 0;
  const state = stateOf(table);
  const status = t(`floor.${state}`);
  const minutes = useMinutesSince(table.busy ? table.seatedAt : null);
  const label = [
    table.name,
    t('floor.numberLabel', { number: table.numberTable }),
    t(`floor.shape.${table.shape}`),
    status,
    minutes === null ? null : t('floor.seatedFor', { count: minutes }),
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
    classes[state],
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
      data-state={state}
      data-shape={table.shape}
      className={classNames.filter(Boolean).join(' ')}
      {...buttonProps}
    >
      <span className={classes.number}>{table.numberTable}</span>
      <span className={`${classes.line} ${classes.status}`}>{status}</span>
      {table.busy && (
        <span className={classes.line}>
          {[minutes === null ? null : t('floor.minutes', { count: minutes }), waiter ? initialsOf(waiter) : null]
            .filter(Boolean)
            .join(' · ')}
        </span>
      )}
      {!table.busy && <span className={classes.line}>{table.name}</span>}
      {total && (
        <span className={classes.line} data-testid="table-total">
          {total}
        </span>
      )}
    </button>
  );
}
