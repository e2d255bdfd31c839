import type { Table } from '@comandero/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { isQueued } from '../../app/api';
import { useSession } from '../../app/session';
import { useTranslation } from '../../i18n';
import { notifyError } from '../../ui/notify';
import { discardUnsent, leaveCart, useCart } from '../cart';
import { applyTable, releaseTable } from '../floor';
import { floorKeys, leaveTable, loadLocalView, useCurrentTable } from '../table';

/** Left without an order right after taking it, the table would stay busy and empty: free it. */
export function shouldReleaseOnLeave(table: Table | undefined, justOccupied: boolean, userId: string): boolean {
  return !!table && justOccupied && table.currentOrderId === null && table.user?.id === userId;
}

/**
 * Back to the floor from the menu (return, logo, breadcrumb). In ADD it asks first and discards the
 * unsent products (the server frees a table left empty); in EMPTY it frees a table just taken.
 */
export function useLeaveMenu(table: Table | undefined) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const userId = useSession((state) => state.user?.id ?? '');
  const justOccupied = useCurrentTable((state) => state.justOccupied);
  const context = useCart((state) => (table && state.tableId === table.id ? state.context : 'EMPTY'));
  const [leaving, setLeaving] = useState(false);
  const [confirming, setConfirming] = useState(false);

  // A send that lands while the question is open leaves nothing unsent to discard: the question goes.
  useEffect(() => {
    if (context !== 'ADD') setConfirming(false);
  }, [context]);

  const exit = () => {
    leaveCart();
    leaveTable();
    navigate('/pos');
  };

  const leave = async () => {
    if (leaving) return;
    if (table && context === 'ADD') {
      setConfirming(true);
      return;
    }
    // EMPTY too: offline, a table taken here has no currentOrderId even after its lines were sent.
    if (table && context === 'EMPTY' && shouldReleaseOnLeave(table, justOccupied, userId)) {
      setLeaving(true);
      try {
        applyTable(client, await releaseTable(table.id, null, { tableName: table.name }));
      } catch (error) {
        if (isQueued(error)) {
          const { showTableLocally } = await loadLocalView();
          showTableLocally(client, table, { busy: false, people: null, user: null }, error.operationId);
        }
        // The floor will show the table still taken; it can be released from its shortcut menu.
        else notifyError(error, t('floor.release.error'));
      }
    }
    exit();
  };

  const discard = async () => {
    if (!table) return;
    setLeaving(true);
    try {
      await discardUnsent(table.id, { tableName: table.name });
      void client.invalidateQueries({ queryKey: floorKeys.tables });
      setConfirming(false);
      exit();
    } catch (error) {
      if (isQueued(error)) {
        // Kept on this device: the unsent lines go here too.
        const { showOrderLocally } = await loadLocalView();
        showOrderLocally(client, table.id, (lines) => lines.filter((line) => line.sentQuantity > 0), error.operationId);
        setConfirming(false);
        return exit();
      }
      notifyError(error, t('menu.leave.error'));
      setConfirming(false);
    } finally {
      setLeaving(false);
    }
  };

  return {
    leave: () => void leave(),
    leaving,
    confirm: { opened: confirming, onConfirm: () => void discard(), onCancel: () => setConfirming(false) },
  };
}
