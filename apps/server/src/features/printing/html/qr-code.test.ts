import { billHtml } from '@comandero/domain';
import { describe, expect, it } from 'vitest';
import { GOLDEN_BILL, GOLDEN_COMMAND } from '../escpos/fixtures.js';
import { renderEscPos } from '../escpos/render.js';
import { qrPng, wellFormed } from './qr-code.js';
import { billQrSvg } from './qr-svg.js';

const LONE = 'Factura \ud800 1001 \udc00';

/** A bill stored before bodies were checked could hold half a surrogate pair in any text. */
const badBill = {
  ...GOLDEN_BILL,
  billing: { ...GOLDEN_BILL.billing!, header: LONE, footer: LONE, qr: `https://x.example/${LONE}` },
  tableName: LONE,
  lines: GOLDEN_BILL.lines.map((line) => ({ ...line, name: LONE, preparation: LONE })),
};

describe('free text with a lone surrogate on its way to a printer or a QR', () => {
  it('becomes a replacement character for the QR encoder, which would throw on it', async () => {
    expect(wellFormed(LONE)).toBe('Factura \ufffd 1001 \ufffd');
    expect(wellFormed('😀 ñ')).toBe('😀 ñ');
    expect((await qrPng(LONE)).subarray(1, 4).toString()).toBe('PNG');
    expect(await billQrSvg(badBill)).toContain('<svg');
  });

  it('still prints as ESC/POS and HTML', () => {
    const options = { currency: 'COP', width: 80, timeZone: 'America/Bogota' } as const;
    expect(renderEscPos('bill', badBill, options).length).toBeGreaterThan(100);
    const command = {
      ...GOLDEN_COMMAND,
      waiter: LONE,
      items: GOLDEN_COMMAND.items.map((item) => ({ ...item, name: LONE })),
    };
    expect(renderEscPos('command', command, options).length).toBeGreaterThan(50);
    expect(billHtml(badBill, 'COP')).toContain('1001');
  });
});
