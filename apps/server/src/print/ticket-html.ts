import type { PrintJobKind } from '@comandero/domain';
import type { TicketDocument } from '../features/print-jobs/print-jobs.repository.js';

const TITLES: Partial<Record<PrintJobKind, string>> = { command: 'COMANDA', cancellation: 'ANULACIÓN' };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Local time as the kitchen reads it: 'YYYY-MM-DD HH:mm'. */
const stamp = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/**
 * The 80 mm HTML receipt of a kitchen ticket: the preview of a stored job, and the browser's
 * print fallback when no printer is reachable (DESIGN §8).
 */
export function ticketHtml(kind: PrintJobKind, document: TicketDocument): string {
  const rows = document.items
    .map(
      (item) =>
        `<tr><td class="qty">${item.quantity}</td><td><strong>${escapeHtml(item.name)}</strong>${
          item.preparation ? `<div class="prep">${escapeHtml(item.preparation)}</div>` : ''
        }</td></tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>${TITLES[kind] ?? kind}</title>
<style>
  @page { size: 80mm auto; margin: 0; }
  body { width: 72mm; margin: 4mm; font: 13px/1.35 ui-monospace, 'DejaVu Sans Mono', monospace; color: #000; }
  h1 { font-size: 18px; text-align: center; margin: 0 0 4px; letter-spacing: 1px; }
  .meta { display: flex; justify-content: space-between; border-bottom: 1px dashed #000; padding-bottom: 4px; }
  table { width: 100%; border-collapse: collapse; margin-top: 6px; }
  td { vertical-align: top; padding: 3px 0; border-bottom: 1px dotted #999; }
  .qty { width: 3.5em; font-weight: 700; font-size: 15px; }
  .prep { font-size: 12px; }
</style></head>
<body>
<h1>${TITLES[kind] ?? escapeHtml(kind)}</h1>
<div class="meta"><span>${escapeHtml(document.tableName)}</span><span>${stamp(document.createdAt)}</span></div>
<div class="meta"><span>${escapeHtml(document.waiter)}</span><span>${document.people ?? ''}</span></div>
<table>${rows}</table>
</body></html>`;
}
