import { type DeliveryMoveInput, ORDER_STATE, type OrderSummary } from '@comandero/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isQueued } from '../../app/api';
import { useTranslation } from '../../i18n';
import { notifyError, notifySuccess, notifyWarning } from '../../ui/notify';
import { deliveryBoardKeys, moveDelivery } from './deliveryBoard.api';

/** Moves an order on the board: 'MOVE SUCCESS', the server's reason (a stale move) otherwise. */
export function useMoveDelivery() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [moving, setMoving] = useState<string | null>(null);

  const move = async (order: OrderSummary, body: DeliveryMoveInput): Promise<boolean> => {
    setMoving(order.id);
    try {
      await moveDelivery(order, body);
      notifySuccess(body.state === ORDER_STATE.REJECTED ? t('deliveryBoard.rejected') : t('deliveryBoard.moved'));
      return true;
    } catch (error) {
      if (isQueued(error)) {
        notifyWarning(t('deliveryBoard.queued'));
        return true;
      }
      notifyError(
        error,
        t(`deliveryBoard.moveError.${order.state === ORDER_STATE.DISPATCHED ? 'dispatched' : 'ongoing'}`),
      );
      return false;
    } finally {
      setMoving(null);
      void client.invalidateQueries({ queryKey: deliveryBoardKeys.all });
    }
  };

  return { move, moving };
}
