import {
  DELIVERY_COMMAND_LABEL,
  formatCloseDate,
  type PrinterWidth,
  type PrintJobKind,
  type TicketDocument,
} from '@comandero/domain';
import { centred, receiptEncoder } from './encoder.js';
import { dashes, LAYOUTS, pair, wrap } from './layout.js';

export interface TicketOptions {
  kind: PrintJobKind;
  width: PrinterWidth;
  /** The restaurant's wall clock, for the time on the ticket. */
  timeZone: string;
}

/** Double-size characters take two columns: a quantity of up to 3 characters, then the name. */
const QUANTITY_CHARS = 3;

/**
 * A kitchen command or cancellation as ESC/POS bytes: only this printer's lines (the job was made per
 * printer), quantities and names in double size so they read from across the kitchen.
 */
export function ticketEscPos(ticket: TicketDocument, options: TicketOptions): Uint8Array {
  const layout = LAYOUTS[options.width];
  const encoder = receiptEncoder(layout);
  const cancellation = options.kind === 'cancellation';
  // A cancellation must not be mistaken for an order: white on black.
  encoder.size(2, 2).bold(true).invert(cancellation);
  centred(encoder, [cancellation ? 'ANULACIÓN' : 'COMANDA']);
  encoder.invert(false);
  if (ticket.channel === 'delivery') centred(encoder, [DELIVERY_COMMAND_LABEL]);
  centred(encoder, wrap(ticket.tableName, layout.columns / 2));
  encoder.size(1, 1).bold(false);
  const time = formatCloseDate(new Date(ticket.createdAt), options.timeZone).slice(0, 16);
  encoder.line(pair(ticket.waiter ? `Mesero: ${ticket.waiter}` : '', time, layout.columns));
  encoder.line(`Personas: ${ticket.people ?? 1}`);
  encoder.line(dashes(layout));
  // Names in double width wrap at half the columns, less the quantity and a space.
  const nameWrap = layout.columns / 2 - QUANTITY_CHARS - 1;
  const indent = ' '.repeat((QUANTITY_CHARS + 1) * 2);
  for (const item of ticket.items) {
    const [first = '', ...rest] = wrap(item.name, nameWrap);
    encoder.size(2, 2).bold(true);
    encoder.line(`${`${item.quantity}x`.padStart(QUANTITY_CHARS)} ${first}`);
    for (const more of rest) encoder.line(`${' '.repeat(QUANTITY_CHARS)} ${more}`);
    encoder.size(1, 2).bold(false);
    for (const text of item.preparation ? wrap(item.preparation, layout.extrasWrap) : [])
      encoder.line(`${indent}${text}`);
    encoder.size(1, 1);
  }
  encoder.line(dashes(layout));
  return encoder.cut('partial').encode();
}
