import type { OrderLine, Table, TableOrder } from '@comandero/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { notifyError, notifySuccess } from '../../ui/notify';
import { orderKeys } from '../table';
import { dispatchCart } from './cartStore';
import { removeLine } from './order.api';
import { applyOrder } from './useAddToOrder';
import { usePinAuthorization } from './usePinAuthorization';

/**
 * Removing a line (spec 01 §4): an unsent one goes at once; a sent one is confirmed first, and
 * when the server asks for it an Administrator's or Cashier's PIN authorizes it. REMOVE while under way.
 */
export function useRemoveLine(table: Table) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const pin = usePinAuthorization();
  const [confirming, setConfirming] = useState<OrderLine | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);

  const finish = () => {
    const order = client.getQueryData<TableOrder>(orderKeys.table(table.id));
    dispatchCart({ type: 'FINISH_REMOVE', lines: order?.lines ?? [] });
  };

  const remove = async (line: OrderLine) => {
    setRemoving(line.id);
    try {
      const done = await pin.authorize(async (code) => {
        await applyOrder(client, await removeLine(table.id, line.id, code ? { pin: code } : {}));
      });
      if (done) notifySuccess(t('cart.removed'));
    } catch (error) {
      notifyError(error, t('cart.removeError', { name: line.name }));
    } finally {
      setRemoving(null);
      finish();
    }
  };

  const start = (line: OrderLine) => {
    dispatchCart({ type: 'START_REMOVE' });
    if (line.sentQuantity > 0) setConfirming(line);
    else void remove(line);
  };

  const confirm = () => {
    const line = confirming;
    setConfirming(null);
    if (line) void remove(line);
  };

  const cancel = () => {
    setConfirming(null);
    finish();
  };

  return { start, confirming, confirm, cancel, removing, pinDialog: pin.dialog };
}
