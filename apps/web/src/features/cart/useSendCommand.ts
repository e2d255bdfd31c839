import type { OrderLine, Table, TableOrder } from '@comandero/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isQueued } from '../../app/api';
import { useTranslation } from '../../i18n';
import { notifyError, notifySuccess, notifyWarning } from '../../ui/notify';
import { loadLocalView } from '../table';
import { commandPrinted } from './cartStore';
import { sendCommand } from './order.api';
import { applyOrder } from './useAddToOrder';

/** Something the kitchen does not have yet: a new or raised line, or a cancellation to print. */
export function hasCommandChanges(lines: readonly OrderLine[], order: TableOrder | undefined): boolean {
  const lineChanged = lines.some((line) => !line.commandSent || line.quantity !== line.sentQuantity);
  return lineChanged || (order?.cancellations.length ?? 0) > 0;
}

/** Sends the kitchen what changed since the last ticket; PRINTED moves the context to SUMMARY or EMPTY. */
export function useSendCommand(table: Table) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [sending, setSending] = useState(false);

  const send = async () => {
    setSending(true);
    try {
      const { order, jobs } = await sendCommand(table.id, { tableName: table.name });
      await applyOrder(client, order);
      commandPrinted(order.lines.length, jobs);
      if (jobs.length === 0) notifyWarning(t('cart.nothingToSend'));
      else notifySuccess(t('cart.sentDone'));
    } catch (error) {
      if (isQueued(error)) {
        // The kitchen gets it when the server does; here the lines count as sent.
        const { sentLocally, showOrderLocally } = await loadLocalView();
        const order = showOrderLocally(client, table.id, sentLocally, error.operationId);
        commandPrinted(order.lines.length, []);
        notifyWarning(t('errors.QUEUED'), t('cart.send'));
        return;
      }
      notifyError(error, t('cart.send'));
    } finally {
      setSending(false);
    }
  };

  return { send: () => void send(), sending };
}
