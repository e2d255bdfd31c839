import type { Table } from '@comandero/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isQueued } from '../../app/api';
import { useTranslation } from '../../i18n';
import { notifyError, notifySuccess } from '../../ui/notify';
import { usePinAuthorization } from '../cart';
import { loadLocalView } from '../table';
import { releaseTable } from './floor.api';
import { sentItemCount } from './rules';
import { applyTable } from './useFloor';

/**
 * Releasing clears waiter, people, order and discount (spec 01 §4). What the kitchen has is
 * cancelled: when the server asks for it, an Administrator's or Cashier's PIN authorizes it.
 */
export function useReleaseTable(table: Table, onDone: () => void) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const pin = usePinAuthorization();
  const [releasing, setReleasing] = useState(false);

  const released = () =>
    notifySuccess(
      sentItemCount(table) > 0
        ? t('floor.release.doneCancelled', { table: table.name })
        : t('floor.release.done', { table: table.name }),
    );

  const confirm = async () => {
    setReleasing(true);
    try {
      const done = await pin.authorize(async (code) => {
        applyTable(client, await releaseTable(table.id, code ? { pin: code } : null, { tableName: table.name }));
      });
      if (done) released();
    } catch (error) {
      if (isQueued(error)) {
        const { showTableLocally } = await loadLocalView();
        showTableLocally(
          client,
          table,
          { busy: false, people: null, user: null, currentOrderId: null },
          error.operationId,
        );
        released();
      } else {
        // The text of the server's own reason (TABLE_CHANGED, NOT_FOUND…); PIN_REQUIRED was asked for above.
        notifyError(error, t('floor.release.error'));
      }
    } finally {
      setReleasing(false);
      onDone();
    }
  };

  // The PIN pad takes the confirmation's place while it is open.
  return { releasing, confirming: pin.dialog === null, pinDialog: pin.dialog, confirm };
}
