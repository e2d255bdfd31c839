import {
  type BillDocument,
  billDocumentOf,
  type ClosePayment,
  type CloseResult,
  formatCloseDate,
  ORDER_STATE,
  type OrderLine,
  provisionalBillNumber,
  type SalesDiscount,
} from '@comandero/domain';
import { newOperationId } from '../../app/api';
import { deviceId } from '../../app/storage';
import type { Bill } from './bill';

export interface ProvisionalCharge {
  /** The operation id the outbox sends the charge with: it is also the order's id here. */
  operationId: string;
  /** The device's code and the charge's sequence in its outbox: the bill's number until the server's. */
  provisionalNumber: string;
  bill: Bill;
  payment: ClosePayment;
  lines: readonly OrderLine[];
  discount: SalesDiscount | null;
  people: number | null;
  serviceType: 'onsite' | 'self-service' | 'delivery';
  table: { id: string; name: string } | null;
  cashier: string | null;
}

/**
 * A charge kept on this device while the server cannot be reached, as the result dialog shows it:
 * the bill the domain computed here (the server computes the same one when the outbox sends it),
 * with no display number or bill job until then.
 */
export function provisionalResult(charge: ProvisionalCharge): CloseResult {
  const { summary } = charge.bill;
  return {
    order: {
      id: charge.operationId,
      displayNumber: null,
      provisionalNumber: charge.provisionalNumber,
      state: ORDER_STATE.RECEIVED,
      closeDate: new Date().toISOString(),
      methodDelivery: charge.serviceType,
      channel: charge.serviceType === 'self-service' ? 'self-service' : 'pos',
      table: charge.table,
      methodPay: charge.payment.methodPay,
      total: charge.bill.total,
      people: charge.people,
      part: null,
      lines: [...charge.lines],
      subtotal: summary.subtotal,
      discount: charge.discount && { ...charge.discount, amount: summary.discount },
      taxes: summary.taxes,
      addedTaxes: summary.addedTaxes,
      tip: summary.tip,
      deliveryValue: summary.deliveryValue,
      valueReceive: charge.payment.valueReceive,
      valueReturn: charge.payment.valueReturn,
      observation: charge.payment.observation,
      waiter: null,
      closedBy: charge.cashier,
    },
    billJobId: '',
    remainingParts: 0,
  };
}

/** This device's number for a charge in its outbox: the device's code and the charge's sequence. */
export const provisionalNumberOf = (sequence: number): string =>
  provisionalBillNumber(deviceId(newOperationId), sequence);

/**
 * The bill of a charge kept on this device, as it prints here (issue 13 §7): the provisional number,
 * the domain's figures, no consecutive or QR until the server has the charge.
 */
export function provisionalBill(charge: ProvisionalCharge, closedBy: string, now = new Date()): BillDocument {
  return billDocumentOf({
    displayNumber: null,
    provisionalNumber: charge.provisionalNumber,
    closeDate: formatCloseDate(now, Intl.DateTimeFormat().resolvedOptions().timeZone),
    table: charge.table && { name: charge.table.name, waiter: null },
    people: charge.people,
    part:
      charge.bill.shares && charge.bill.paying !== null
        ? `${charge.bill.paying + 1}/${charge.bill.shares.length}`
        : null,
    lines: charge.lines,
    charged: charge.bill.summary,
    payment: charge.payment,
    closedBy,
  });
}
