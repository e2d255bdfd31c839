import type { Table } from '@comandero/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, isQueued } from '../../app/api';
import { useSession } from '../../app/session';
import { useTranslation } from '../../i18n';
import { notifyError, notifyWarning } from '../../ui/notify';
import { enterTable, floorKeys, loadLocalView, viewerOf } from '../table';
import { occupyTable } from './floor.api';
import { entryFor } from './rules';
import { applyTable } from './useFloor';

const holderOf = (error: ApiError): string | null => {
  const details = error.details as { user?: unknown } | undefined;
  return typeof details?.user === 'string' ? details.user : null;
};

/**
 * Taking a table (spec 01 §2): a free one asks for the people and is occupied; the user's own busy
 * table, or any with readAll, opens straight away; another user's busy table is refused.
 */
export function useTakeTable() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const user = useSession((state) => state.user);
  const [asking, setAsking] = useState<Table | null>(null);
  const [occupying, setOccupying] = useState(false);

  const open = (table: Table, justOccupied: boolean) => {
    enterTable(table.id, justOccupied);
    navigate('/menu/home');
  };

  const take = (table: Table) => {
    if (!user) return;
    const entry = entryFor(viewerOf(user), table);
    if (entry === 'blocked') notifyWarning(t('floor.busyBy', { user: table.user?.name ?? '' }));
    else if (entry === 'enter') open(table, false);
    else setAsking(table);
  };

  const choosePeople = async (people: number) => {
    if (!asking || occupying) return;
    setOccupying(true);
    try {
      const taken = await occupyTable(asking.id, people, { tableName: asking.name });
      applyTable(client, taken);
      setAsking(null);
      open(taken, true);
    } catch (error) {
      setAsking(null);
      if (isQueued(error)) {
        // Kept on this device: the table is this waiter's here until the server hears of it.
        const { showTableLocally } = await loadLocalView();
        open(
          showTableLocally(
            client,
            asking,
            { busy: true, people, user: user && { id: user.id, name: user.name } },
            error.operationId,
          ),
          true,
        );
      } else if (error instanceof ApiError && error.code === 'TABLE_OCCUPIED') {
        const holder = holderOf(error);
        notifyWarning(
          holder ? t('floor.busyBy', { user: holder }) : t('errors.TABLE_OCCUPIED'),
          t('errors.TABLE_OCCUPIED'),
        );
        // Someone took it first: show the floor as it is now.
        void client.invalidateQueries({ queryKey: floorKeys.tables });
      } else notifyError(error);
    } finally {
      setOccupying(false);
    }
  };

  return { take, asking, occupying, choosePeople, cancel: () => setAsking(null) };
}
