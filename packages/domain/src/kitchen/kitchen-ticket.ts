import type { CommandChange } from '../cart/command-changes.js';
import type { Cancellation } from '../order/order-lines.js';
import type { TicketDocument } from '../printing/print-document.js';

/** A ticket asks a station to prepare (a send) or to stop preparing (a cancellation). */
export const KITCHEN_TICKET_KINDS = ['send', 'cancellation'] as const;
export type KitchenTicketKind = (typeof KITCHEN_TICKET_KINDS)[number];

/**
 * Where a ticket and each of its lines stand, as data. Every ticket is stored 'new' today (printing
 * does not move it); the kitchen display moves them (bump to done, recall back).
 */
export const KITCHEN_TICKET_STATES = ['new', 'preparing', 'ready', 'done'] as const;
export type KitchenTicketState = (typeof KITCHEN_TICKET_STATES)[number];

/** One order line on a ticket, as the kitchen received it (a snapshot: the order line may change or go). */
export interface KitchenTicketLineDraft {
  /** The order line's id: the key that ties every ticket of a dish together. */
  orderLineId: string;
  /** Null on a cancellation, whose list does not keep the product. */
  productId: string | null;
  name: string;
  /** Size, extras and note in one text, as printed. */
  preparation: string;
  /** Always positive: how many to prepare, or how many to stop (the kind says which). */
  quantity: number;
  stationId: string | null;
}

/** A ticket before it is stored: one station, one kind, its lines in the order they were sent. */
export interface KitchenTicketDraft {
  kind: KitchenTicketKind;
  stationId: string | null;
  lines: KitchenTicketLineDraft[];
}

export interface KitchenTicketLine extends KitchenTicketLineDraft {
  state: KitchenTicketState;
}

/** A stored ticket: what the kitchen display will read, and what printing renders. */
export interface KitchenTicket extends Omit<KitchenTicketDraft, 'lines'> {
  id: string;
  orderId: string;
  /** 1, 2, 3… per order, in the order the tickets were made. */
  sequence: number;
  state: KitchenTicketState;
  createdAt: string;
  createdBy: string;
  lines: KitchenTicketLine[];
}

/** The sent lines of a command (new lines, raised quantities), each at the station of its product's printer. */
export const sentLinesOf = (changes: readonly CommandChange[]): KitchenTicketLineDraft[] =>
  changes.map((change) => ({
    orderLineId: change.line.lineId,
    productId: change.line.productId,
    name: change.line.name,
    preparation: change.line.preparation,
    quantity: change.quantity,
    stationId: change.line.printerId,
  }));

/** The table's cancellation list as ticket lines, each at the station that had the dish. */
export const cancelledLinesOf = (cancellations: readonly Cancellation[]): KitchenTicketLineDraft[] =>
  cancellations.map((cancellation) => ({
    orderLineId: cancellation.lineId,
    productId: null,
    name: cancellation.name,
    preparation: cancellation.preparation,
    quantity: cancellation.quantity,
    stationId: cancellation.printerId,
  }));

/**
 * One ticket per station (spec: a command per printer), stations in the order their first line
 * came, lines in their order: every line lands on exactly one ticket, its quantity as it was.
 */
export function kitchenTicketsOf(
  kind: KitchenTicketKind,
  lines: readonly KitchenTicketLineDraft[],
): KitchenTicketDraft[] {
  const byStation = new Map<string | null, KitchenTicketDraft>();
  for (const line of lines) {
    const ticket = byStation.get(line.stationId) ?? { kind, stationId: line.stationId, lines: [] };
    ticket.lines.push(line);
    byStation.set(line.stationId, ticket);
  }
  return [...byStation.values()];
}

/** Who the ticket is for (table, waiter, people) and when: everything printed but the items. */
export type KitchenTicketHeading = Omit<TicketDocument, 'items'>;

/** What a ticket prints: its lines as items, a cancellation's with negative quantities (as always printed). */
export function kitchenTicketDocumentOf(
  ticket: Pick<KitchenTicketDraft, 'kind' | 'lines'>,
  heading: KitchenTicketHeading,
): TicketDocument {
  const sign = ticket.kind === 'cancellation' ? -1 : 1;
  // The keys in the order the document has always had, so its stored JSON does not change.
  return {
    tableName: heading.tableName,
    tableNumber: heading.tableNumber,
    waiter: heading.waiter,
    people: heading.people,
    createdAt: heading.createdAt,
    items: ticket.lines.map((line) => ({
      name: line.name,
      quantity: sign * line.quantity,
      preparation: line.preparation,
    })),
    sentBy: heading.sentBy,
    ...(heading.channel ? { channel: heading.channel } : {}),
  };
}
