import { cancelledLinesOf, type KitchenTicketHeading, type PrintJobSummary } from '@comandero/domain';
import type { AuthContext, BranchScope } from '../../shared/auth-context.js';
import { type KitchenUnit, sendToKitchen } from '../kitchen/send-to-kitchen.js';
import type { NewPrintJob } from '../printing/print-jobs.repository.js';
import type { LockedTable, OrdersUnit } from './orders.repository.js';

/** Who a table's kitchen tickets are for: the table, who serves it, for how many. */
export function headingOf(table: LockedTable, auth: AuthContext, createdAt: string): KitchenTicketHeading {
  return {
    tableName: table.name,
    tableNumber: table.numberTable,
    waiter: table.userName ?? '',
    people: table.people,
    createdAt,
    sentBy: auth.userId,
    // A delivery's virtual table (-1): the kitchen sees it is a delivery.
    ...(table.numberTable < 0 ? { channel: 'delivery' as const } : {}),
  };
}

/** A job just stored, as the answer of the write that made it lists it. */
export const summaryOf = (job: NewPrintJob, createdAt: string): PrintJobSummary => ({
  id: job.id,
  kind: job.kind,
  printerId: job.printerId,
  status: 'pending',
  createdAt,
  items: job.document.items,
});

/**
 * The cancellation command (spec 01 §4): one cancellation ticket per station (printer) of the
 * removed list, stored with the job that prints it; the list is then cleared. Nothing waiting:
 * nothing printed.
 */
export async function printCancellations(
  unit: Pick<OrdersUnit, 'orders'> & KitchenUnit,
  scope: BranchScope,
  auth: AuthContext,
  table: LockedTable,
  orderId: string,
  stamp: string,
): Promise<NewPrintJob[]> {
  const cancellations = await unit.orders.pendingCancellations(orderId);
  const sent = await sendToKitchen(unit, scope, {
    orderId,
    kind: 'cancellation',
    lines: cancelledLinesOf(cancellations),
    heading: headingOf(table, auth, stamp),
    createdBy: auth.userId,
    now: stamp,
  });
  for (const { ticket, job } of sent) {
    await unit.orders.markCancellationsSent(
      cancellations
        .filter((cancellation) => cancellation.printerId === ticket.stationId)
        .map((cancellation) => cancellation.id),
      job.id,
    );
  }
  return sent.map(({ job }) => job);
}
