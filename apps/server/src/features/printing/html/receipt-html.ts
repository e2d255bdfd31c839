import type { Currency, PrintJobKind } from '@comandero/domain';
import { isBill, type PrintDocument } from '../documents/print-document.js';
import { billHtml } from './bill-html.js';
import { ticketHtml } from './ticket-html.js';

/** The HTML of any stored document (a bill's QR, drawn as SVG, is passed in). */
export const receiptHtml = (
  kind: PrintJobKind,
  document: PrintDocument,
  currency: Currency,
  qrSvg: string | null = null,
): string => (isBill(document) ? billHtml(document, currency, qrSvg) : ticketHtml(kind, document));
