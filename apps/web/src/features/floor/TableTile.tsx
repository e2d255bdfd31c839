import type { Table } from '@comandero/domain';
import { type ButtonHTMLAttributes, type Ref, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n';
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
 * Issue 14 §3: what a waiter reads at arm's length. Free, seated (no items yet), items to send, all
 * sent, or its pre-bill printed and waiting for payment: each its own colour and word. Items to send
 * come first: a pre-bill with new items on the table is no longer the bill.
 */
const stateOf = (table: Table) => {
  if (!table.busy) return 'free';
  if (table.unsentCount > 0) return 'toSend';
  if (table.preBilled) return 'billed';
  return table.itemCount > 0 ? 'sent' : 'busy';
};

/** A comma for screen readers after each of the tile's lines, which the eye separates by their layout. */
const Pause = () => <span className={classes.unseen}>,</span>;

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
  // Read after what the tile shows, so its name holds its visible text (WCAG 2.5.3 label in name).
  const unseen = [
    table.busy ? table.name : null,
    t(`floor.shape.${table.shape}`),
    table.busy && people > 0 ? t('floor.people', { count: people }) : null,
    waiter ? t('floor.servedBy', { user: waiter }) : null,
  ].filter(Boolean);
  const seenWhenBusy = [
    minutes === null ? null : t('floor.minutes', { count: minutes }),
    waiter ? initialsOf(waiter) : null,
  ]
    .filter(Boolean)
    .join(' · ');
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
      // The copy that follows the pointer while dragging is a picture of the table, not a second one.
      aria-hidden={overlay || undefined}
      tabIndex={overlay ? -1 : undefined}
      data-busy={table.busy}
      data-state={state}
      data-shape={table.shape}
      className={classNames.filter(Boolean).join(' ')}
      {...buttonProps}
    >
      <span className={classes.number}>
        {table.numberTable}
        <Pause />
      </span>
      <span className={`${classes.line} ${classes.status}`}>
        {status}
        <Pause />
      </span>
      {table.busy ? (
        seenWhenBusy && (
          <span className={classes.line}>
            {seenWhenBusy}
            <Pause />
          </span>
        )
      ) : (
        <span className={classes.line}>
          {table.name}
          <Pause />
        </span>
      )}
      {total && (
        <span className={classes.line} data-testid="table-total">
          {total}
          <Pause />
        </span>
      )}
      <span className={classes.unseen}>{unseen.join(', ')}</span>
    </button>
  );
}
