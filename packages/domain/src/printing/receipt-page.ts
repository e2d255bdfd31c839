export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** An 80 mm receipt page, printable from the browser (DESIGN §8 fallback). */
export function receiptPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>
  @page { size: 80mm auto; margin: 0; }
  body { width: 72mm; margin: 4mm; font: 13px/1.35 ui-monospace, 'DejaVu Sans Mono', monospace; color: #000; }
  h1 { font-size: 18px; text-align: center; margin: 0 0 4px; letter-spacing: 1px; }
  .meta, .row { display: flex; justify-content: space-between; gap: 8px; }
  .meta { border-bottom: 1px dashed #000; padding-bottom: 4px; }
  table { width: 100%; border-collapse: collapse; margin-top: 6px; }
  th { text-align: left; border-bottom: 1px solid #000; }
  td { vertical-align: top; padding: 3px 0; border-bottom: 1px dotted #999; }
  .num { text-align: right; white-space: nowrap; }
  .qty { width: 3.5em; font-weight: 700; font-size: 15px; }
  .prep { font-size: 12px; }
  .totals { margin-top: 6px; border-top: 1px dashed #000; padding-top: 4px; }
  .strong { font-weight: 700; font-size: 16px; }
  .center { text-align: center; white-space: pre-line; }
  .qr { margin: 8px auto; width: 40mm; }
  .qr svg { width: 100%; height: auto; }
</style></head>
<body>${body}</body></html>`;
}
