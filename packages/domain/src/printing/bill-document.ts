import type { Money } from '../money/money.js';
import type { OrderLine } from '../order/order-lines.js';
import { lineSubtotal, preparationOf } from '../order/preparation.js';
import type { PriceSummary } from '../order/totals.js';
import type { BillDocument, DeliveryCustomer } from './print-document.js';

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
  /** A delivery order's customer: printed on its delivery ticket. */
  customer?: DeliveryCustomer | null;
}

const linesOf = (lines: readonly OrderLine[]): Pick<BillDocument, 'lines' | 'items'> => ({
  lines: lines.map((line) => ({
    name: line.name,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    total: lineSubtotal(line),
    preparation: preparationOf(line),
  })),
  items: lines.map((line) => ({ name: line.name, quantity: line.quantity, preparation: preparationOf(line) })),
});

const summaryOf = (summary: PriceSummary): BillDocument['summary'] => ({
  subtotal: summary.subtotal,
  discount: summary.discount,
  addedTaxes: summary.addedTaxes,
  includedTaxes: summary.includedTaxes,
  tip: summary.tip,
  deliveryValue: summary.deliveryValue,
  total: summary.total,
  taxes: summary.taxes.map((tax) => ({ name: tax.name, amount: tax.amount, includeCost: tax.includeCost })),
});

/** The printed bill of a closed order (its consecutive is issued when the job is stored, on the server). */
export function billDocumentOf(order: ClosedOrder): BillDocument {
  const { payment } = order;
  return {
    displayNumber: order.displayNumber,
    provisionalNumber: order.provisionalNumber,
    closeDate: order.closeDate,
    tableName: order.table?.name ?? null,
    waiter: order.table?.waiter ?? null,
    people: order.people,
    part: order.part,
    ...linesOf(order.lines),
    summary: summaryOf(order.charged),
    payment: { methodPay: payment.methodPay, valueReceive: payment.valueReceive, valueReturn: payment.valueReturn },
    observation: payment.observation,
    sentBy: order.closedBy,
    ...(order.customer ? { customer: order.customer } : {}),
  };
}

/** An open order as its pre-bill shows it: what it comes to now, before anything is paid. */
export interface OpenOrderBill {
  /** When it was printed, on the restaurant's wall clock ('YYYY-MM-DD HH:mm:ss'). */
  printedAt: string;
  table: { name: string; waiter: string | null };
  people: number | null;
  lines: readonly OrderLine[];
  /** The whole order with its discount, taxes and the suggested tip: the domain's `billOf(order, whole, tip).shown`. */
  shown: PriceSummary;
  /** The user who asked for it: the pre-bill's terminal. */
  printedBy: string;
}

/** The pre-bill (PRE-CUENTA): the bill's layout, with no number (nothing is charged) and no payment. */
export function preBillDocumentOf(order: OpenOrderBill): BillDocument {
  return {
    displayNumber: null,
    provisionalNumber: null,
    preBill: true,
    closeDate: order.printedAt,
    tableName: order.table.name,
    waiter: order.table.waiter,
    people: order.people,
    part: null,
    ...linesOf(order.lines),
    summary: summaryOf(order.shown),
    payment: null,
    observation: '',
    sentBy: order.printedBy,
  };
}
