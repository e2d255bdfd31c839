import { type CloseResult, hasUnsentItems, isDeliveryTable, type Table } from '@comandero/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n';
import { useDeliveryInfo } from '../delivery';
import { fetchTableOrder, floorKeys, loadLocalView, orderKeys } from '../table';
import type { SplitChoice } from './bill';
import { closeTable } from './checkout.api';
import { holdChargeResult } from './heldChargeResult';
import { PaymentDrawer } from './PaymentDrawer';
import { printAfterCharge } from './printBill';

const ChargeResultDialog = lazy(() => import('./ChargeResultDialog'));

interface CloseTableDrawerProps {
  table: Table;
  onClose(): void;
  /**
   * The table is closed and its dialog dismissed (the menu goes back to the POS). Given, the dialog
   * is held by the menu's `ChargeResultHost`: the menu may lose the table (a delivery's) meanwhile.
   */
  onClosed?(): void;
}

/** Spec 01 §4 closing a table: the whole bill or one part at a time; the table is free after the last. */
export default function CloseTableDrawer({ table, onClose, onClosed }: CloseTableDrawerProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const order = useQuery({
    queryKey: orderKeys.table(table.id),
    queryFn: ({ signal }) => fetchTableOrder(table.id, signal),
    networkMode: 'offlineFirst',
  });
  // The table's order carries its discount and an equal split under way, set on any terminal.
  const discount = order.data?.discount ?? null;
  const stored = order.data?.split ?? null;
  const [chosen, setSplit] = useState<SplitChoice | null>(null);
  // An equal split under way on this order goes on where it was.
  const split: SplitChoice = chosen ?? (stored ? { kind: 'equal', ...stored } : { kind: 'whole' });
  const [notice, setNotice] = useState<string | null>(null);
  const [result, setResult] = useState<{ closed: CloseResult; queued: boolean } | null>(null);
  const lines = order.data?.lines ?? [];
  // A delivery adds its fee to the bill and is paid whole, cash on delivery allowed.
  const isDelivery = isDeliveryTable(table);
  const delivery = useDeliveryInfo(table.id, isDelivery);

  /** Spec 01 §4: after the close and its print, the success or change-given dialog. */
  const showResult = (closed: CloseResult, queued: boolean) => {
    if (!onClosed) return setResult({ closed, queued });
    holdChargeResult({ closed, queued, onDone: onClosed });
    onClose();
  };

  const charged = (closed: CloseResult, queued = false) => {
    if (queued) {
      // Kept on this device: the table is free here, and the server frees it when the outbox sends the charge.
      // The provisional order's id is the queued charge's.
      void loadLocalView().then(({ showClosedLocally }) => showClosedLocally(client, table, closed.order.id));
      return showResult(closed, queued);
    }
    printAfterCharge(closed.billJobId);
    void client.invalidateQueries({ queryKey: floorKeys.tables });
    if (closed.remainingParts > 0) {
      if (split.kind === 'equal') {
        setSplit({ kind: 'equal', parts: split.parts, paid: split.paid + 1 });
      } else setSplit({ kind: 'lines', lineIds: [] });
      setNotice(t('payment.split.partPaid', { part: closed.order.part ?? '', count: closed.remainingParts }));
      void client.invalidateQueries({ queryKey: orderKeys.table(table.id) });
      return;
    }
    void client.invalidateQueries({ queryKey: orderKeys.table(table.id) });
    showResult(closed, queued);
  };

  if (result) {
    return (
      <Suspense fallback={null}>
        <ChargeResultDialog result={result.closed} queued={result.queued} onClose={onClose} />
      </Suspense>
    );
  }
  return (
    <PaymentDrawer
      title={t('payment.closeTitle', { table: table.name })}
      lines={lines}
      discount={discount}
      people={order.data?.people ?? table.people}
      serviceType={isDelivery ? 'delivery' : 'onsite'}
      deliveryValue={delivery.data?.valueDelivery ?? 0}
      {...(isDelivery
        ? {}
        : { split: { value: split, onChange: setSplit, locked: split.kind === 'equal' && split.paid > 0 } })}
      blocked={
        order.isPending || (isDelivery && delivery.isPending)
          ? t('app.loading')
          : hasUnsentItems(lines)
            ? t('payment.unsent')
            : lines.length === 0
              ? t('payment.nothing')
              : null
      }
      notice={notice}
      table={table}
      charge={(request, operationId) =>
        closeTable(table.id, request, operationId, { tableName: table.name, amount: request.expectedTotal })
      }
      onCharged={charged}
      onClose={onClose}
    />
  );
}
