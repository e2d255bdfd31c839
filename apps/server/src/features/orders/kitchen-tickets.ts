import {
  type Cancellation,
  type CommandChange,
  groupByPrinter,
  type PrintJobSummary,
  type TicketDocument,
} from '@comandero/domain';
import type { AuthContext, BranchScope } from '../../shared/auth-context.js';
import { newId } from '../../shared/ids.js';
import type { NewPrintJob } from '../printing/print-jobs.repository.js';
import type { LockedTable, OrdersUnit } from './orders.repository.js';

export type TicketItem = TicketDocument['items'][number];

/** A kitchen ticket of the table: who serves it, for how many, and its items. */
export function ticketOf(
  table: LockedTable,
  auth: AuthContext,
  createdAt: string,
  items: TicketItem[],
): TicketDocument {
  return {
    tableName: table.name,
    tableNumber: table.numberTable,
    waiter: table.userName ?? '',
    people: table.people,
    createdAt,
    items,
    sentBy: auth.userId,
    // A delivery's virtual table (-1): the kitchen sees it is a delivery.
    ...(table.numberTable < 0 ? { channel: 'delivery' as const } : {}),
  };
}

const commandItem = (change: CommandChange): TicketItem => ({
  name: change.line.name,
  quantity: change.quantity,
  preparation: change.line.preparation,
});

/** The kitchen commands of what the kitchen does not have yet: one job per printer of the products. */
export function commandJobsOf(
  orderId: string,
  added: readonly CommandChange[],
  ticket: (items: TicketItem[]) => TicketDocument,
  createdBy: string,
): NewPrintJob[] {
  return [...groupByPrinter(added)].map(([printerId, group]) => ({
    id: newId(),
    orderId,
    kind: 'command',
    printerId,
    createdBy,
    document: ticket(group.map(commandItem)),
  }));
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

const cancellationItem = (cancellation: Cancellation): TicketItem => ({
  name: cancellation.name,
  quantity: -cancellation.quantity,
  preparation: cancellation.preparation,
});

function byPrinter(cancellations: readonly Cancellation[]): Map<string | null, Cancellation[]> {
  const groups = new Map<string | null, Cancellation[]>();
  for (const cancellation of cancellations) {
    groups.set(cancellation.printerId, [...(groups.get(cancellation.printerId) ?? []), cancellation]);
  }
  return groups;
}

/**
 * The cancellation command (spec 01 §4): one ticket per printer of the removed list, stored for
 * the print queue; the list is then cleared. Nothing waiting: nothing printed.
 */
export async function printCancellations(
  unit: Pick<OrdersUnit, 'orders' | 'printJobs'>,
  scope: BranchScope,
  auth: AuthContext,
  table: LockedTable,
  orderId: string,
  stamp: string,
): Promise<NewPrintJob[]> {
  const jobs: NewPrintJob[] = [];
  for (const [printerId, group] of byPrinter(await unit.orders.pendingCancellations(orderId))) {
    const job: NewPrintJob = {
      id: newId(),
      orderId,
      kind: 'cancellation',
      printerId,
      createdBy: auth.userId,
      document: ticketOf(table, auth, stamp, group.map(cancellationItem)),
    };
    await unit.printJobs.insert(scope, job, stamp);
    await unit.orders.markCancellationsSent(
      group.map((cancellation) => cancellation.id),
      job.id,
    );
    jobs.push(job);
  }
  return jobs;
}
