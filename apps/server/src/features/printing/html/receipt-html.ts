import { billHtml, type Currency, isBill, type PrintDocument, type PrintJobKind } from '@comandero/domain';
import { ticketHtml } from './ticket-html.js';

/** The HTML of any stored document (a bill's QR, drawn as SVG, is passed in). */
export const receiptHtml = (
  kind: PrintJobKind,
  document: PrintDocument,
  currency: Currency,
  qrSvg: string | null = null,
): string => (isBill(document) ? billHtml(document, currency, qrSvg) : ticketHtml(kind, document));
