import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import type { ReceiptLayout } from './layout.js';

/**
 * Spec 02 §9: UTF-8 text goes out as Cp850 (ñ = A4, á = A0, é = 82). Characters Cp850 lacks (€)
 * print as '?'; amounts use '$', so nothing the POS prints itself needs more.
 */
export const RECEIPT_CODEPAGE = 'cp850';
/** Lines fed before the cut, so the last line clears the cutter. */
const FEED_BEFORE_CUT = 4;

/** An ESC/POS encoder for one receipt: initialised, Cp850 selected, LF newlines. */
export function receiptEncoder(layout: ReceiptLayout): ReceiptPrinterEncoder {
  return new ReceiptPrinterEncoder({
    language: 'esc-pos',
    columns: layout.columns,
    // LF alone: a printer set to add LF on CR would feed twice on CR LF.
    newline: '\n',
    feedBeforeCut: FEED_BEFORE_CUT,
  })
    .initialize()
    .codepage(RECEIPT_CODEPAGE);
}

/** Lines centred in the receipt's width. */
export function centred(encoder: ReceiptPrinterEncoder, lines: readonly string[]): ReceiptPrinterEncoder {
  encoder.align('center');
  for (const line of lines) encoder.line(line);
  return encoder.align('left');
}
