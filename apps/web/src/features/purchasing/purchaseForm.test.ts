import { describe, expect, it } from 'vitest';
import { checkPurchase, linesTotal, type PurchaseValues, today, unitPriceText } from './purchaseForm';

const CARNE = { id: '0194c2a0-0000-7000-8000-0000000000e1', name: 'Carne', unit: 'kg' as const };
const PAN = { id: '0194c2a0-0000-7000-8000-0000000000e2', name: 'Pan', unit: 'unit' as const };
const VENDOR = '0194c2a0-0000-7000-8000-0000000000f1';
const values = (patch: Partial<PurchaseValues> = {}): PurchaseValues => ({
  date: '2026-11-25',
  invoiceNumber: 'F-001',
  supplierId: VENDOR,
  totalInvoice: undefined,
  totalPaid: undefined,
  lines: [{ ingredient: CARNE, quantity: '10', total: 240_000 }],
  ...patch,
});

describe('purchase form', () => {
  it('asks for the invoice number, the vendor and at least one item', () => {
    const { errors, request } = checkPurchase(values({ invoiceNumber: '  ', supplierId: null, lines: [] }));
    expect(request).toBeNull();
    expect(errors).toEqual({ invoice: 'invoice', vendor: 'vendor', items: 'noItems', lines: {} });
  });

  it('refuses a quantity that is not a positive number in the item’s unit and a total under 1', () => {
    const lines = [
      { ingredient: CARNE, quantity: '0', total: 0 },
      { ingredient: PAN, quantity: 'doce', total: 5000 },
      { ingredient: CARNE, quantity: '0,0000001', total: 100 },
    ];
    const { errors, request } = checkPurchase(values({ lines }));
    expect(request).toBeNull();
    expect(errors.lines).toEqual({
      0: { quantity: 'quantity', total: 'itemTotal' },
      1: { quantity: 'quantity' },
      2: { quantity: 'quantity' },
    });
  });

  it('sends quantities in stored thousandths, parsed by digits, and totals in minor units', () => {
    const lines = [
      { ingredient: CARNE, quantity: '0,5', total: 12_000 },
      { ingredient: PAN, quantity: '12', total: 6000 },
    ];
    const { request } = checkPurchase(values({ lines, totalInvoice: 18_000, totalPaid: 10_000 }));
    expect(request).toEqual({
      date: '2026-11-25',
      invoiceNumber: 'F-001',
      supplierId: VENDOR,
      totalInvoice: 18_000,
      totalPaid: 10_000,
      items: [
        { ingredientId: CARNE.id, quantity: 500_000, total: 12_000 },
        { ingredientId: PAN.id, quantity: 12_000, total: 6000 },
      ],
    });
    expect(linesTotal(lines)).toBe(18_000);
  });

  it('leaves the invoice totals out when empty, so the server takes the items’ sum', () => {
    const { request } = checkPurchase(values());
    expect(request).not.toHaveProperty('totalInvoice');
    expect(request).not.toHaveProperty('totalPaid');
  });

  it('shows the unit price to one decimal, half up, without floats', () => {
    expect(unitPriceText({ ingredient: CARNE, quantity: '10', total: 240_000 }, 0)).toBe('$24.000,0');
    expect(unitPriceText({ ingredient: PAN, quantity: '3', total: 1000 }, 0)).toBe('$333,3');
    expect(unitPriceText({ ingredient: PAN, quantity: '3', total: 2000 }, 0)).toBe('$666,7');
    expect(unitPriceText({ ingredient: CARNE, quantity: '0,25', total: 1005 }, 2)).toBe('$40,2');
    expect(unitPriceText({ ingredient: CARNE, quantity: '', total: 1000 }, 0)).toBeNull();
  });

  it('defaults the date to today', () => {
    expect(today(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
