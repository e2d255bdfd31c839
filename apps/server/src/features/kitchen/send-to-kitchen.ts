import {
  type KitchenTicket,
  type KitchenTicketHeading,
  type KitchenTicketKind,
  type KitchenTicketLineDraft,
  kitchenTicketsOf,
} from '@comandero/domain';
import type { BranchScope } from '../../shared/auth-context.js';
import { newId } from '../../shared/ids.js';
import { printJobOfTicket } from '../printing/kitchen-ticket-job.js';
import type { NewPrintJob, PrintJobsRepository } from '../printing/print-jobs.repository.js';
import type { KitchenTicketsRepository } from './kitchen-tickets.repository.js';

/** The repositories a kitchen send writes, bound to the caller's transaction. */
export interface KitchenUnit {
  kitchen: KitchenTicketsRepository;
  printJobs: PrintJobsRepository;
}

export interface KitchenSend {
  orderId: string;
  kind: KitchenTicketKind;
  /** What was sent (or cancelled), each line at its station. */
  lines: readonly KitchenTicketLineDraft[];
  /** Who the tickets are for, as printed. */
  heading: KitchenTicketHeading;
  createdBy: string;
  now: string;
}

export interface SentTicket {
  ticket: KitchenTicket;
  job: NewPrintJob;
}

/**
 * Sends the kitchen what an order asks (a table's, self-service or delivery command, or a
 * cancellation): one ticket per station, stored with its lines in the caller's transaction, and
 * the print job printing makes of it. Nothing sent: no ticket.
 */
export async function sendToKitchen(unit: KitchenUnit, scope: BranchScope, send: KitchenSend): Promise<SentTicket[]> {
  const drafts = kitchenTicketsOf(send.kind, send.lines);
  if (drafts.length === 0) return [];
  const first = await unit.kitchen.nextSequence(send.orderId);
  const sent: SentTicket[] = [];
  for (const [index, draft] of drafts.entries()) {
    const ticket: KitchenTicket = {
      ...draft,
      id: newId(),
      orderId: send.orderId,
      sequence: first + index,
      state: 'new',
      createdAt: send.now,
      createdBy: send.createdBy,
      lines: draft.lines.map((line) => ({ ...line, state: 'new' })),
    };
    const job = printJobOfTicket(ticket, send.heading);
    await unit.printJobs.insert(scope, job, send.now);
    await unit.kitchen.insert(scope, ticket, job.id);
    sent.push({ ticket, job });
  }
  return sent;
}
