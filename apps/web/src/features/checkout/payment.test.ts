import { money } from '@comandero/domain';
import { describe, expect, it } from 'vitest';
import { SETTINGS } from '../../test/checkoutFixtures';
import { checkPayment, EMPTY_PAYMENT, liveChange, quickAmounts } from './payment';

const total = money(45540);
const check = (patch: Partial<typeof EMPTY_PAYMENT>) => checkPayment({ ...EMPTY_PAYMENT, ...patch }, SETTINGS, total);

describe('the payment form (spec 01 §5)', () => {
  it('needs a method of the branch', () => {
    expect(check({})).toEqual({ ok: false, errors: { methodPay: 'REQUIRED' } });
    expect(check({ methodPay: 'Bitcoin' })).toEqual({ ok: false, errors: { methodPay: 'INVALID' } });
  });

  it('needs the cash received, at least the total, else PRICE BILL; the change is received − total', () => {
    expect(check({ methodPay: 'Efectivo' })).toEqual({ ok: false, errors: { valueReceive: 'REQUIRED' } });
    expect(check({ methodPay: 'Efectivo', received: '45539' })).toEqual({
      ok: false,
      errors: { valueReceive: 'PRICE BILL' },
    });
    expect(check({ methodPay: 'Efectivo', received: '12,5' })).toEqual({
      ok: false,
      errors: { valueReceive: 'INVALID' },
    });
    expect(check({ methodPay: 'Efectivo', received: '100000' })).toEqual({
      ok: true,
      payment: { methodPay: 'Efectivo', valueReceive: 100000, valueReturn: 54460, observation: '' },
    });
    expect(check({ methodPay: 'Efectivo', received: '45540' })).toMatchObject({ payment: { valueReturn: 0 } });
  });

  it('takes cash on delivery without a received amount (a delivery is paid to the courier)', () => {
    const delivery = checkPayment({ ...EMPTY_PAYMENT, methodPay: 'Efectivo' }, SETTINGS, total, true);
    expect(delivery).toMatchObject({ ok: true, payment: { methodPay: 'Efectivo', valueReceive: null } });
    const short = checkPayment({ ...EMPTY_PAYMENT, methodPay: 'Efectivo', received: '100' }, SETTINGS, total, true);
    expect(short).toEqual({ ok: false, errors: { valueReceive: 'PRICE BILL' } });
  });

  it('asks no amount of other methods and keeps the observation under 500 characters', () => {
    expect(check({ methodPay: 'Tarjeta', received: '10' })).toMatchObject({
      ok: true,
      payment: { valueReceive: null, valueReturn: 0 },
    });
    expect(check({ methodPay: 'Tarjeta', observation: 'x'.repeat(501) })).toEqual({
      ok: false,
      errors: { observation: 'INVALID' },
    });
    expect(check({ methodPay: 'Tarjeta', observation: 'x'.repeat(500) }).ok).toBe(true);
  });

  it('shows the change live, never negative, and offers the exact total and round bills', () => {
    expect(liveChange('100000', total, 'COP')).toBe(54460);
    expect(liveChange('20000', total, 'COP')).toBe(0);
    expect(liveChange('', total, 'COP')).toBeNull();
    expect(quickAmounts(total, 'COP')).toEqual([45540, 50000, 100000]);
    expect(quickAmounts(money(50000), 'COP')).toEqual([50000, 100000]);
    expect(quickAmounts(money(1250), 'USD')).toEqual([1250, 2000, 5000, 10000]);
  });
});
