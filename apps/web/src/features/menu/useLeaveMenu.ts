import type { Table } from '@comandero/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/session';
import { notifyError } from '../../ui/notify';
import { leaveTable, useCurrentTable } from '../floor/currentTable';
import { releaseTable } from '../floor/floor.api';
import { applyTable } from '../floor/useFloor';

/** Left without an order right after taking it, the table would stay busy and empty: free it. */
export function shouldReleaseOnLeave(table: Table | undefined, justOccupied: boolean, userId: string): boolean {
  return !!table && justOccupied && table.currentOrderId === null && table.user?.id === userId;
}

/** Back to the floor from the menu (return, logo, breadcrumb). */
export function useLeaveMenu(table: Table | undefined) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const userId = useSession((state) => state.user?.id ?? '');
  const justOccupied = useCurrentTable((state) => state.justOccupied);
  const [leaving, setLeaving] = useState(false);

  const leave = async () => {
    if (leaving) return;
    if (table && shouldReleaseOnLeave(table, justOccupied, userId)) {
      setLeaving(true);
      try {
        applyTable(client, await releaseTable(table.id));
      } catch (error) {
        // The floor will show the table still taken; it can be released from its shortcut menu.
        notifyError(error, t('floor.release.error'));
      }
    }
    leaveTable();
    navigate('/pos');
  };

  return { leave: () => void leave(), leaving };
}
