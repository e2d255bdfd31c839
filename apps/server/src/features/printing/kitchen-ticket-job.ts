import {
  type KitchenTicket,
  type KitchenTicketHeading,
  kitchenTicketDocumentOf,
  type PrintJobKind,
  printerOfStation,
} from '@comandero/domain';
import { newId } from '../../shared/ids.js';
import type { NewPrintJob } from './print-jobs.repository.js';

const KIND_OF_TICKET: Record<KitchenTicket['kind'], PrintJobKind> = { send: 'command', cancellation: 'cancellation' };

/**
 * Printing consumes a kitchen ticket: the job that prints it, rendered from the ticket at its
 * station's printer, so the kitchen gets on paper exactly what the ticket records.
 */
export const printJobOfTicket = (ticket: KitchenTicket, heading: KitchenTicketHeading): NewPrintJob => ({
  id: newId(),
  orderId: ticket.orderId,
  kind: KIND_OF_TICKET[ticket.kind],
  printerId: printerOfStation(ticket.stationId),
  createdBy: ticket.createdBy,
  document: kitchenTicketDocumentOf(ticket, heading),
});
