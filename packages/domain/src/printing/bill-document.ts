import type { Money } from '../money/money.js';
import type { OrderLine } from '../order/order-lines.js';
import { lineSubtotal, preparationOf } from '../order/preparation.js';
import type { PriceSummary } from '../order/totals.js';
import type { BillDocument } from './print-document.js';

/** A closed order as its bill shows it. */
export interface ClosedOrder {
  /** Null on the device, before the server gives the consecutive. */
  displayNumber: number | null;
  provisionalNumber: string | null;
  closeDate: string;
  table: { name: string; waiter: string | null } | null;
  people: number | null;
  /** "2/3" for one part of a split bill. */
  part: string | null;
  lines: readonly OrderLine[];
  /** The figures this payment charged: the domain's `billOf(order, choice).charged`. */
  charged: PriceSummary;
  payment: { methodPay: string; valueReceive: Money | null; valueReturn: Money | null; observation: string };
  /** The user who closed it: the bill's terminal. */
  closedBy: string;
}

/** The printed bill of a closed order (its consecutive is issued when the job is stored, on the server). */
export function billDocumentOf(order: ClosedOrder): BillDocument {
  const { charged: summary, payment } = order;
  return {
    displayNumber: order.displayNumber,
    provisionalNumber: order.provisionalNumber,
    closeDate: order.closeDate,
    tableName: order.table?.name ?? null,
    waiter: order.table?.waiter ?? null,
    people: order.people,
    part: order.part,
    lines: order.lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      total: lineSubtotal(line),
      preparation: preparationOf(line),
    })),
    summary: {
      subtotal: summary.subtotal,
      discount: summary.discount,
      addedTaxes: summary.addedTaxes,
      includedTaxes: summary.includedTaxes,
      tip: summary.tip,
      deliveryValue: summary.deliveryValue,
      total: summary.total,
      taxes: summary.taxes.map((tax) => ({ name: tax.name, amount: tax.amount, includeCost: tax.includeCost })),
    },
    payment: { methodPay: payment.methodPay, valueReceive: payment.valueReceive, valueReturn: payment.valueReturn },
    observation: payment.observation,
    items: order.lines.map((line) => ({ name: line.name, quantity: line.quantity, preparation: preparationOf(line) })),
    sentBy: order.closedBy,
  };
}
