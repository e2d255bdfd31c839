import type { Money } from '../money/money.js';
import type { PriceSummary } from '../order/totals.js';

/** What a kitchen ticket (command or cancellation) prints. */
export interface TicketDocument {
  tableName: string;
  tableNumber: number;
  waiter: string;
  people: number | null;
  createdAt: string;
  items: { name: string; quantity: number; preparation: string }[];
  /** The user whose terminal sent it (COMMAND ERROR goes back to that terminal). */
  sentBy: string;
  /** The order's channel when it is not a table's: a delivery's command says so. */
  channel?: 'delivery';
}

/** The branch's bill settings as they were when the bill was made (the consecutive is this bill's number). */
export interface BillingSnapshot {
  consecutive: number;
  header: string;
  footer: string;
  /** QR content; empty prints none. */
  qr: string;
}

/** Who a delivery goes to (spec 02 §3 Print document). */
export interface DeliveryCustomer {
  name: string;
  identification: string | null;
  address: string | null;
  addressLine1: string | null;
  neighborhood: string | null;
  phone: string | null;
  /** Who takes it: set on the ticket printed when the order is dispatched with a driver. */
  driver?: string | null;
}

/** What a bill (table, self-service or delivery) prints. */
export interface BillDocument {
  /** The order's number; null on a bill printed on the device before the server had the charge, and on a pre-bill. */
  displayNumber: number | null;
  /** The device's provisional number ("7F3A9C-42"), when the charge went through its outbox. */
  provisionalNumber?: string | null;
  /** Absent on bills stored before billing settings existed. */
  billing?: BillingSnapshot;
  customer?: DeliveryCustomer | null;
  closeDate: string;
  tableName: string | null;
  waiter: string | null;
  people: number | null;
  /** "2/3" for one part of a split bill. */
  part: string | null;
  lines: { name: string; quantity: number; unitPrice: Money; total: Money; preparation: string }[];
  summary: Pick<
    PriceSummary,
    'subtotal' | 'discount' | 'addedTaxes' | 'includedTaxes' | 'tip' | 'deliveryValue' | 'total'
  > & {
    taxes: { name: string; amount: Money; includeCost: boolean }[];
  };
  /** Null on a pre-bill: nothing is paid yet. */
  payment: { methodPay: string; valueReceive: Money | null; valueReturn: Money | null } | null;
  /** The bill of an open order, printed before charging (PRE-CUENTA): no number, a suggested tip. */
  preBill?: boolean;
  observation: string;
  /** The items list every job summary shows. */
  items: { name: string; quantity: number; preparation: string }[];
  sentBy: string;
}

export type PrintDocument = TicketDocument | BillDocument;

export const isBill = (document: PrintDocument): document is BillDocument => 'displayNumber' in document;
