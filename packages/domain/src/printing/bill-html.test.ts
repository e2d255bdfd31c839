import { describe, expect, it } from 'vitest';
import { money } from '../money/money.js';
import { billOf } from '../order/bill.js';
import { billDocumentOf, type ClosedOrder, preBillDocumentOf } from './bill-document.js';
import { billHtml, billTitle } from './bill-html.js';

const line = {
  id: '0194c2a0-0000-7000-8000-000000000701',
  productId: '0194c2a0-0000-7000-8000-000000000301',
  name: 'Limonada de coco',
  printerId: null,
  size: null,
  extras: [],
  basePrice: money(9000),
  unitPrice: money(9000),
  quantity: 2,
  note: '',
  sentQuantity: 2,
  commandSent: true,
  createdBy: { id: '0194c2a0-0000-7000-8000-000000000012', name: 'Mario Mesero' },
  version: 1,
};

const closed = (numbers: Pick<ClosedOrder, 'displayNumber' | 'provisionalNumber'>): ClosedOrder => ({
  ...numbers,
  closeDate: '2026-11-24 13:05:00',
  table: { name: 'Mesa 1', waiter: 'Mario Mesero' },
  people: 2,
  part: null,
  lines: [line],
  charged: {
    subtotal: money(18000),
    discount: money(0),
    afterDiscount: money(18000),
    taxes: [],
    addedTaxes: money(0),
    includedTaxes: money(0),
    tip: money(1800),
    deliveryValue: money(0),
    total: money(19800),
    people: 2,
    perPerson: money(9900),
  },
  payment: { methodPay: 'Efectivo', valueReceive: money(20000), valueReturn: money(200), observation: '' },
  closedBy: 'Carlos Cajero',
});

describe('a bill printed before the server has its charge (issue 13 §7)', () => {
  it('is titled with the device’s provisional number, and never with a consecutive', () => {
    const bill = billDocumentOf(closed({ displayNumber: null, provisionalNumber: '7F3A9C-42' }));
    expect(billTitle(bill)).toBe('FACTURA PROVISIONAL 7F3A9C-42');
    const html = billHtml(bill, 'COP');
    expect(html).toContain('FACTURA PROVISIONAL 7F3A9C-42');
    expect(html).not.toContain('FACTURA #');
    expect(html).toContain('$19.800');
  });

  it('once the server gave its number, shows both: the consecutive and the provisional one printed before', () => {
    const bill = billDocumentOf(closed({ displayNumber: 57, provisionalNumber: '7F3A9C-42' }));
    const html = billHtml(bill, 'COP');
    expect(html).toContain('FACTURA #57');
    expect(html).toContain('Provisional 7F3A9C-42');
    expect(billHtml(billDocumentOf(closed({ displayNumber: 57, provisionalNumber: null })), 'COP')).not.toContain(
      'Provisional',
    );
  });
});

describe('the pre-bill of an open order (issue 15 §6)', () => {
  const shown = billOf(
    {
      lines: [line],
      discount: { type: 'PERCENT', value: 10 },
      taxes: [{ name: 'IVA 19%', shortName: 'IVA', rateBp: 1900, includeCost: false }],
      people: 2,
    },
    { kind: 'whole' },
    { kind: 'percent', rateBp: 1000 },
  ).shown;
  const preBill = preBillDocumentOf({
    printedAt: '2026-11-24 12:40:00',
    table: { name: 'Mesa 1', waiter: 'Mario Mesero' },
    people: 2,
    lines: [line],
    shown,
    printedBy: 'Carlos Cajero',
  });

  it('is titled PRE-CUENTA, with no number and no payment, and the figures the domain computes', () => {
    expect(preBill).toMatchObject({ preBill: true, displayNumber: null, payment: null });
    // 18.000 − 10 % = 16.200; IVA 19 % = 3.078; suggested tip 10 % = 1.620.
    expect(preBill.summary).toMatchObject({ subtotal: 18_000, discount: 1_800, addedTaxes: 3_078, tip: 1_620 });
    expect(preBill.summary.total).toBe(20_898);
    expect(billTitle(preBill)).toBe('PRE-CUENTA');
    const html = billHtml(preBill, 'COP');
    expect(html).toContain('PRE-CUENTA');
    expect(html).not.toContain('FACTURA');
    expect(html).toContain('Propina sugerida');
    expect(html).toContain('$20.898');
    expect(html).not.toContain('Medio de pago');
  });
});
