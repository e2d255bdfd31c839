import type { BillOrder, OrderLine, SalesDiscount, TipChoice } from '@comandero/domain';
import type { BranchScope } from '../../shared/auth-context.js';
import type { AfterClose } from '../../shared/closing-participant.js';
import { newId } from '../../shared/ids.js';
import type { CloseOrderInput, Closing } from './close-order.js';

/** A table's order being charged, as close-table.ts read it: what paying it whole or in part starts from. */
export interface TableCharge {
  closing: Closing;
  scope: BranchScope;
  userId: string;
  tableId: string;
  /** The table's order and its lines. */
  orderId: string;
  lines: OrderLine[];
  discount: SalesDiscount | null;
  /** The order as the domain's `billOf` takes it. */
  bill: BillOrder;
  tip: TipChoice;
  /** Every close of this payment shares these: payment, drawer, clock, table, settings. */
  base: Omit<CloseOrderInput, 'orderId' | 'lines' | 'discount' | 'charged' | 'partLabel'>;
}

/** One order closed by a payment on a table: the whole order, or a part of its own. */
export interface TableClosed {
  orderId: string;
  lines: OrderLine[];
  billJobId: string;
  /** Parts still to pay; 0 frees the table. */
  remainingParts: number;
  notices: AfterClose[];
  /** A delivery closed into the board's ongoing list. */
  deliveryReceived?: boolean;
}

/** A part is an order of its own on the table, split from the table's order; it closes in the same transaction. */
export async function newPartOrder(charge: TableCharge): Promise<string> {
  const partId = newId();
  await charge.closing.unit.orders.createOrder(
    charge.scope,
    {
      id: partId,
      tableId: charge.tableId,
      methodDelivery: 'onsite',
      people: null,
      userId: charge.userId,
      splitOf: charge.orderId,
    },
    charge.base.now.toISOString(),
  );
  return partId;
}
