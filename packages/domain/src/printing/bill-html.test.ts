import { describe, expect, it } from 'vitest';
import { money } from '../money/money.js';
import { billDocumentOf, type ClosedOrder } from './bill-document.js';
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
