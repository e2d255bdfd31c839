import type { PriceSummary } from '@comandero/domain';

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
}

/** What a bill (table, self-service or delivery) prints. */
export interface BillDocument {
  displayNumber: number;
  closeDate: string;
  tableName: string | null;
  waiter: string | null;
  people: number | null;
  /** "2/3" for one part of a split bill. */
  part: string | null;
  lines: { name: string; quantity: number; unitPrice: number; total: number; preparation: string }[];
  summary: Pick<
    PriceSummary,
    'subtotal' | 'discount' | 'addedTaxes' | 'includedTaxes' | 'tip' | 'deliveryValue' | 'total'
  > & {
    taxes: { name: string; amount: number; includeCost: boolean }[];
  };
  payment: { methodPay: string; valueReceive: number | null; valueReturn: number | null };
  observation: string;
  /** The items list every job summary shows. */
  items: { name: string; quantity: number; preparation: string }[];
  sentBy: string;
}

export type PrintDocument = TicketDocument | BillDocument;

export const isBill = (document: PrintDocument): document is BillDocument => 'displayNumber' in document;
