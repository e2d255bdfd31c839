import type { ClosePayment, CloseResult, OrderLine, SalesDiscount } from '@comandero/domain';
import type { Bill } from './bill';

export interface ProvisionalCharge {
  /** The operation id the outbox sends the charge with: it is also the order's id here. */
  operationId: string;
  bill: Bill;
  payment: ClosePayment;
  lines: readonly OrderLine[];
  discount: SalesDiscount | null;
  people: number | null;
  serviceType: 'onsite' | 'self-service';
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
      state: 1,
      closeDate: new Date().toISOString(),
      methodDelivery: charge.serviceType,
      channel: charge.serviceType === 'onsite' ? 'pos' : 'self-service',
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
