import { escapeHtml, type PrintJobKind, receiptPage, type TicketDocument } from '@comandero/domain';

const TITLES: Partial<Record<PrintJobKind, string>> = { command: 'COMANDA', cancellation: 'ANULACIÓN' };

/** Local time as the kitchen reads it: 'YYYY-MM-DD HH:mm'. */
const stamp = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/** The 80 mm HTML of a kitchen ticket: the preview of a stored job and the browser's print fallback. */
export function ticketHtml(kind: PrintJobKind, ticket: TicketDocument): string {
  const title = TITLES[kind] ?? kind;
  const rows = ticket.items
    .map(
      (item) =>
        `<tr><td class="qty">${item.quantity}</td><td><strong>${escapeHtml(item.name)}</strong>${
          item.preparation ? `<div class="prep">${escapeHtml(item.preparation)}</div>` : ''
        }</td></tr>`,
    )
    .join('');
  const body = `<h1>${escapeHtml(title)}</h1>
<div class="meta"><span>${escapeHtml(ticket.tableName)}</span><span>${stamp(ticket.createdAt)}</span></div>
<div class="meta"><span>${escapeHtml(ticket.waiter)}</span><span>${ticket.people ?? ''}</span></div>
<table>${rows}</table>`;
  return receiptPage(title, body);
}
