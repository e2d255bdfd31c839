import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money } from '../money/money.js';
import { changeDue, closePaymentSchema, isCashMethod, type PaymentMethod } from './close-payment.js';

const methods: PaymentMethod[] = [
  { name: 'Efectivo', type: 'cash' },
  { name: 'Tarjeta', type: 'card' },
  { name: 'Nequi', type: 'online' },
];
const onsite = closePaymentSchema({ methods, total: money(90_000), delivery: false });
const issues = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);

describe('close-table payment', () => {
  it('gives the change for cash', () => {
    expect(onsite.parse({ methodPay: 'Efectivo', valueReceive: 100_000 })).toEqual({
      methodPay: 'Efectivo',
      valueReceive: 100_000,
      valueReturn: 10_000,
      observation: '',
    });
    expect(onsite.parse({ methodPay: 'Efectivo', valueReceive: 90_000 }).valueReturn).toBe(0);
  });

  it("answers 'PRICE BILL' when the cash received is short, and REQUIRED when missing", () => {
    expect(issues(onsite.safeParse({ methodPay: 'Efectivo', valueReceive: 89_999 }))).toEqual([
      'valueReceive:PRICE BILL',
    ]);
    expect(issues(onsite.safeParse({ methodPay: 'Efectivo' }))).toEqual(['valueReceive:REQUIRED']);
    expect(issues(onsite.safeParse({ methodPay: 'Efectivo', valueReceive: null }))).toEqual(['valueReceive:REQUIRED']);
  });

  it('needs a method of the branch', () => {
    expect(issues(onsite.safeParse({}))).toEqual(['methodPay:REQUIRED']);
    expect(issues(onsite.safeParse({ methodPay: '  ' }))).toEqual(['methodPay:REQUIRED']);
    expect(issues(onsite.safeParse({ methodPay: 'Bitcoin' }))).toEqual(['methodPay:INVALID']);
  });

  it('asks nothing received for other methods nor for delivery', () => {
    expect(onsite.parse({ methodPay: 'Tarjeta', valueReceive: 5 })).toMatchObject({
      valueReceive: null,
      valueReturn: 0,
    });
    const delivery = closePaymentSchema({ methods, total: money(90_000), delivery: true });
    expect(delivery.parse({ methodPay: 'Efectivo' })).toMatchObject({ valueReceive: null, valueReturn: 0 });
    expect(delivery.parse({ methodPay: 'Efectivo', valueReceive: 100_000 }).valueReturn).toBe(10_000);
  });

  it('refuses bad amounts: negative, fractional, text, huge', () => {
    for (const valueReceive of [-1, 100_000.5, '100000', 1e13]) {
      expect(onsite.safeParse({ methodPay: 'Efectivo', valueReceive }).success).toBe(false);
    }
  });

  it('keeps the observation to 500 characters', () => {
    expect(onsite.parse({ methodPay: 'Tarjeta', observation: ` ${'a'.repeat(500)} ` }).observation).toHaveLength(500);
    expect(onsite.safeParse({ methodPay: 'Tarjeta', observation: 'a'.repeat(501) }).success).toBe(false);
  });

  it('recognises cash by type or by a name with efectivo', () => {
    expect(isCashMethod({ name: 'Pago en efectivo', type: 'other' })).toBe(true);
    expect(isCashMethod({ name: 'Cash', type: ' CASH ' })).toBe(true);
    expect(isCashMethod({ name: 'Tarjeta', type: 'card' })).toBe(false);
  });

  it('never gives negative change', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 1e12 }), (received, total) => {
        const change = changeDue(money(received), money(total));
        expect(change).toBeGreaterThanOrEqual(0);
        expect(change).toBe(received >= total ? received - total : 0);
      }),
      { numRuns: 10_000 },
    );
  }, 60_000);
});
