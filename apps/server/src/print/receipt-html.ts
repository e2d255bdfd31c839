import type { Currency, PrintJobKind } from '@comandero/domain';
import { billHtml } from './bill-html.js';
import { isBill, type PrintDocument } from './documents.js';
import { ticketHtml } from './ticket-html.js';

/** The HTML of any stored document. */
export const receiptHtml = (kind: PrintJobKind, document: PrintDocument, currency: Currency): string =>
  isBill(document) ? billHtml(document, currency) : ticketHtml(kind, document);
