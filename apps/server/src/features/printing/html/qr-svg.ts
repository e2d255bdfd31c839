import { isBill, type PrintDocument } from '@comandero/domain';
import { qrSvg } from './qr-code.js';

/** The bill's QR as inline SVG for the HTML receipt; null when the document has none. */
export async function billQrSvg(document: PrintDocument): Promise<string | null> {
  const content = isBill(document) ? document.billing?.qr : undefined;
  return content ? qrSvg(content) : null;
}
