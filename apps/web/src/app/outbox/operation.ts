import type { Table, TableOrder } from '@comandero/domain';

/** Every POS write the outbox carries (DESIGN §7: nothing bypasses it). */
export type OperationKind =
  | 'occupyTable'
  | 'releaseTable'
  | 'transferTable'
  | 'addLines'
  | 'updateLine'
  | 'removeLine'
  | 'discardUnsent'
  | 'sendCommand'
  | 'setDiscount'
  | 'printPreBill'
  | 'closeTable'
  | 'mergeTables'
  | 'selfServiceOrder'
  | 'openCashier'
  | 'closeCashier'
  | 'openDelivery'
  | 'updateDelivery'
  | 'moveDeliveryOrder';

/** What a person reads about an operation in the pending and "needs attention" lists. */
export interface OperationSummary {
  tableName?: string;
  items?: { name: string; quantity: number }[];
  /** An amount involved (a charge, a drawer's count), in minor units. */
  amount?: number;
}

/** A write as the caller describes it; the outbox gives it its id and sequence. */
export interface OperationDraft {
  kind: OperationKind;
  method: 'POST' | 'PUT';
  /** Under /api, e.g. `/tables/<id>/lines`. */
  path: string;
  body?: unknown;
  /** The caller's operation id, when a retry of the same gesture must keep it. */
  id?: string;
  summary?: OperationSummary;
}

/**
 * What the screen showed of a write once it was kept on the device (DESIGN §7): shown again over
 * the server's or the device copy's reads, after a reload too, until the server has the write.
 */
export interface ShownOnDevice {
  table?: Table;
  order?: TableOrder;
}

/** How the server refused an operation: its answer, kept for the "needs attention" list. */
export interface Refusal {
  status: number;
  code: string;
  message: string;
  details?: unknown;
}

export interface Operation extends Required<Omit<OperationDraft, 'body' | 'summary'>> {
  body: unknown;
  summary: OperationSummary;
  /** Per device, increasing: the order in which operations are sent. */
  seq: number;
  /** Who did it, and the session token of that moment (the sender prefers a newer one of the same user). */
  userId: string;
  userName: string;
  jwt: string | null;
  createdAt: string;
  status: 'pending' | 'attention';
  attempts: number;
  /**
   * The screen was told "saved on this device": from then on a refusal goes to the "needs
   * attention" list, as nobody is waiting for it any more.
   */
  handedOver: boolean;
  refusal?: Refusal;
  shown?: ShownOnDevice;
}
