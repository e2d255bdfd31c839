import { type Currency, isBill, type PrintDocument, type PrinterWidth, type PrintJobKind } from '@comandero/domain';
import { billEscPos } from './bill.js';
import { centred, receiptEncoder } from './encoder.js';
import { dashes, LAYOUTS, pair } from './layout.js';
import { ticketEscPos } from './ticket.js';

export interface RenderOptions {
  currency: Currency;
  width: PrinterWidth;
  timeZone: string;
}

/** Any stored document as the ESC/POS bytes its printer receives. */
export function renderEscPos(kind: PrintJobKind, document: PrintDocument, options: RenderOptions): Uint8Array {
  return isBill(document)
    ? billEscPos(document, { kind, currency: options.currency, width: options.width })
    : ticketEscPos(document, { kind, width: options.width, timeZone: options.timeZone });
}

/** The test page: the printer's name and address, the accents, and a ruler to check the columns. */
export function testPageEscPos(printer: { name: string; host: string; port: number; width: PrinterWidth }): Uint8Array {
  const layout = LAYOUTS[printer.width];
  const encoder = receiptEncoder(layout).bold(true).size(2, 2);
  centred(encoder, ['PRUEBA']);
  encoder.size(1, 1).bold(false);
  centred(encoder, [
    printer.name,
    `${printer.host}:${printer.port}`,
    `${printer.width} mm, ${layout.columns} columnas`,
  ]);
  encoder.line(dashes(layout));
  encoder.line('Acentos: áéíóú ÁÉÍÓÚ ñÑ üÜ ¿¡');
  encoder.line(pair('Izquierda', 'Derecha', layout.columns));
  const ruler = Array.from({ length: layout.columns }, (_, index) => String((index + 1) % 10)).join('');
  return encoder.line(ruler).line(dashes(layout)).cut('partial').encode();
}
