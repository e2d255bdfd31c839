import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BillDocument, money } from '@comandero/domain';
import { describe, expect, it } from 'vitest';
import { GOLDEN_BILL, GOLDEN_COMMAND, GOLDEN_PRE_BILL } from './fixtures.js';
import { LAYOUTS, pair, productRow, wrap } from './layout.js';
import { fromHexLines, readableEscPos, toHexLines } from './readable.js';
import { type RenderOptions, renderEscPos, testPageEscPos } from './render.js';

const GOLDEN_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '__golden__');
const options: RenderOptions = { currency: 'COP', width: 80, timeZone: 'America/Bogota' };

/**
 * The bytes must equal the frozen file exactly. `UPDATE_GOLDEN=1` rewrites the files (review the
 * .txt beside each one, the same bytes read back, before committing them).
 */
function expectGolden(name: string, bytes: Uint8Array) {
  const hexFile = path.join(GOLDEN_DIR, `${name}.hex`);
  if (process.env.UPDATE_GOLDEN === '1' || !existsSync(hexFile)) {
    writeFileSync(hexFile, toHexLines(bytes));
    writeFileSync(path.join(GOLDEN_DIR, `${name}.txt`), readableEscPos(bytes));
  }
  expect(toHexLines(bytes)).toBe(toHexLines(fromHexLines(readFileSync(hexFile, 'utf8'))));
}

/** The printed lines without their commands, and whether each was in double width. */
const printedLines = (bytes: Uint8Array) =>
  readableEscPos(bytes)
    .split('\n')
    .map((line) => ({ wide: line.includes('[size 11]'), text: line.replace(/\[[^\]]*\]/g, '') }));

const indexOf = (haystack: Uint8Array, needle: number[]) => Buffer.from(haystack).indexOf(Buffer.from(needle));

describe('ESC/POS documents', () => {
  it('renders the bill for fixed data to the frozen bytes (80 mm)', () => {
    expectGolden('bill-80', renderEscPos('bill', GOLDEN_BILL, options));
  });

  it('renders the kitchen command for fixed data to the frozen bytes (80 mm)', () => {
    expectGolden('command-80', renderEscPos('command', GOLDEN_COMMAND, options));
  });

  it('renders the 58 mm bill and cancellation to their frozen bytes', () => {
    expectGolden('bill-58', renderEscPos('bill', GOLDEN_BILL, { ...options, width: 58 }));
    expectGolden('cancellation-58', renderEscPos('cancellation', GOLDEN_COMMAND, { ...options, width: 58 }));
  });

  it('renders the pre-bill to its frozen bytes: PRE-CUENTA, a suggested tip, no number and no payment (80 mm)', () => {
    const bytes = renderEscPos('pre-bill', GOLDEN_PRE_BILL, options);
    expectGolden('pre-bill-80', bytes);
    const text = readableEscPos(bytes);
    expect(text).toContain('PRE-CUENTA');
    expect(text).toMatch(/Propina sugerida +\$6\.930/);
    for (const absent of ['FACTURA', 'Orden', 'No. ', 'Medio de pago', 'Recibido']) expect(text).not.toContain(absent);
  });

  it('selects Cp850 and writes ñ, á, é, Ó as Cp850 bytes', () => {
    const bill = renderEscPos('bill', GOLDEN_BILL, options);
    // ESC t 2: code table 2 is PC850 on ESC/POS printers.
    expect(indexOf(bill, [0x1b, 0x74, 0x02])).toBeGreaterThan(0);
    expect(indexOf(bill, [0x50, 0x65, 0xa4, 0x61])).toBeGreaterThan(0); // Peña
    expect(indexOf(bill, [0x42, 0x6f, 0x67, 0x6f, 0x74, 0xa0])).toBeGreaterThan(0); // Bogotá
    expect(indexOf(bill, [0x43, 0x61, 0x66, 0x82])).toBeGreaterThan(0); // Café
    const cancellation = renderEscPos('cancellation', GOLDEN_COMMAND, options);
    expect(indexOf(cancellation, [0x41, 0x4e, 0x55, 0x4c, 0x41, 0x43, 0x49, 0xe0, 0x4e])).toBeGreaterThan(0); // ANULACIÓN
    // No UTF-8 sequence leaks through (ñ in UTF-8 is C3 B1).
    expect(indexOf(bill, [0xc3, 0xb1])).toBe(-1);
  });

  it('wraps product names at 20 characters and extras at 17', () => {
    expect(wrap('Hamburguesa de pollo con champiñones', 20)).toEqual(['Hamburguesa de pollo', 'con champiñones']);
    expect(wrap('Papas fritas · 2x Queso extra · sin cebolla', 17)).toEqual([
      'Papas fritas · 2x',
      'Queso extra · sin',
      'cebolla',
    ]);
    expect(wrap('Superhipermegaextralargo', 10)).toEqual(['Superhiper', 'megaextral', 'argo']);
    const text = printedLines(renderEscPos('bill', GOLDEN_BILL, options)).map((line) => line.text);
    expect(text).toContain('Hamburguesa de pollo         1           $31.000');
    expect(text).toContain('con champiñones');
    expect(text).toContain('  + Papas fritas · 2x');
    expect(text).toContain('    Queso extra · sin');
  });

  it('lays the product row out as 24 + 6 + 18 columns on 80 mm and 16 + 4 + 12 on 58 mm', () => {
    const row = productRow(LAYOUTS[80], 'Limonada de coco', '2', '$18.000');
    expect(row).toHaveLength(48);
    expect(row.indexOf('2')).toBe(24 + 5);
    expect(productRow(LAYOUTS[58], 'Limonada', '2', '$18.000')).toHaveLength(32);
    expect(pair('TOTAL', '$76.230', 48)).toBe(`TOTAL${' '.repeat(36)}$76.230`);
  });

  it('keeps every line within the paper: 48 columns on 80 mm, 32 on 58 mm (double width counts twice)', () => {
    for (const width of [80, 58] as const) {
      const { columns } = LAYOUTS[width];
      for (const bytes of [
        renderEscPos('bill', GOLDEN_BILL, { ...options, width }),
        renderEscPos('command', GOLDEN_COMMAND, { ...options, width }),
        testPageEscPos({ name: 'Cocina', host: '127.0.0.1', port: 9100, width }),
      ]) {
        for (const line of printedLines(bytes)) {
          expect(line.text.length * (line.wide ? 2 : 1), line.text).toBeLessThanOrEqual(columns);
        }
      }
    }
  });

  it('prints the QR and the delivery customer only when the bill has them', () => {
    const delivery: BillDocument = {
      ...GOLDEN_BILL,
      billing: { ...GOLDEN_BILL.billing!, qr: '' },
      customer: {
        name: 'Carlos Pérez',
        identification: '1020304050',
        address: 'Cra 7 # 45-10',
        addressLine1: 'Apto 302',
        neighborhood: 'Chapinero',
        phone: '3001234567',
      },
      summary: { ...GOLDEN_BILL.summary, deliveryValue: money(5000) },
    };
    const text = readableEscPos(renderEscPos('delivery', delivery, options));
    expect(text).toContain('DOMICILIO');
    expect(text).toContain('Cliente: Carlos Pérez');
    expect(text).toContain('Dirección: Cra 7 # 45-10 Apto 302');
    expect(text).toContain('Barrio: Chapinero');
    expect(text).toMatch(/Domicilio +\$5\.000/);
    expect(text).not.toContain('[qr');
    expect(readableEscPos(renderEscPos('bill', GOLDEN_BILL, options))).toContain(
      '[qr "https://comandero.example/factura/1001"]',
    );
  });

  it('prints a bill stored before billing settings existed, and USD amounts with cents', () => {
    const { billing: _billing, ...old } = GOLDEN_BILL;
    const text = readableEscPos(renderEscPos('bill', old, { ...options, currency: 'USD' }));
    expect(text).toContain('FACTURA DE VENTA');
    expect(text).not.toContain('No. ');
    expect(text).toMatch(/TOTAL +\$762,30/);
  });

  it('shows the kitchen quantities in double size and the time on the restaurant clock', () => {
    const text = readableEscPos(renderEscPos('command', GOLDEN_COMMAND, options));
    expect(text).toContain('[size 11][bold 1]12x Hamburguesa de pollo');
    // 15:04 UTC is 10:04 in Bogotá.
    expect(text).toMatch(/Mesero: Ana Muñoz +2026-11-22 10:04/);
  });
});
