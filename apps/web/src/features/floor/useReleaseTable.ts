import type { Table } from '@comandero/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isQueued } from '../../app/api';
import { notifyError, notifySuccess } from '../../ui/notify';
import { loadLocalView } from '../table';
import { releaseTable } from './floor.api';
import { applyTable } from './useFloor';

/** Releasing clears waiter, people, order and discount (spec 01 §4); the popover asks first. */
export function useReleaseTable() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [asking, setAsking] = useState<Table | null>(null);
  const [releasing, setReleasing] = useState(false);

  const confirm = async () => {
    if (!asking) return;
    setReleasing(true);
    try {
      applyTable(client, await releaseTable(asking.id, { tableName: asking.name }));
      notifySuccess(t('floor.release.done', { table: asking.name }));
    } catch (error) {
      if (isQueued(error)) {
        const { showTableLocally } = await loadLocalView();
        showTableLocally(
          client,
          asking,
          { busy: false, people: null, user: null, currentOrderId: null },
          error.operationId,
        );
        notifySuccess(t('floor.release.done', { table: asking.name }));
      } else notifyError(error, t('floor.release.error'));
    } finally {
      setReleasing(false);
      setAsking(null);
    }
  };

  return { asking, releasing, ask: setAsking, confirm, cancel: () => setAsking(null) };
}
