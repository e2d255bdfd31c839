import QRCode from 'qrcode';
import { isBill, type PrintDocument } from './documents.js';

/** The bill's QR as inline SVG for the HTML receipt; null when the document has none. */
export async function billQrSvg(document: PrintDocument): Promise<string | null> {
  const content = isBill(document) ? document.billing?.qr : undefined;
  return content ? QRCode.toString(content, { type: 'svg', errorCorrectionLevel: 'M', margin: 0 }) : null;
}
