import QRCode from 'qrcode';

/** Half a surrogate pair becomes U+FFFD: qrcode encodes through encodeURIComponent, which throws on it. */
export const wellFormed = (text: string) => text.replace(/\p{Cs}/gu, '\uFFFD');

/** The QR image the billing preview shows (what the bill prints natively on ESC/POS printers). */
export const qrPng = (message: string): Promise<Buffer> =>
  QRCode.toBuffer(wellFormed(message), { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 256 });

/** A QR as inline SVG for the HTML receipt. */
export const qrSvg = (content: string): Promise<string> =>
  QRCode.toString(wellFormed(content), { type: 'svg', errorCorrectionLevel: 'M', margin: 0 });
