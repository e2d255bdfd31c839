import { describe, expect, it } from 'vitest';
import { billingChanges, billingValuesOf, consecutiveOf } from './billingForm';
import { makeBillingConfig } from './printFixtures';

describe('billingChanges', () => {
  const saved = makeBillingConfig();

  it('has nothing to save while the form holds the saved settings', () => {
    expect(billingChanges(saved, billingValuesOf(saved))).toBeNull();
  });

  it('sends only what changed, with the version it was read at', () => {
    expect(billingChanges(saved, { ...billingValuesOf(saved), footer: 'Vuelva pronto' })).toEqual({
      footer: 'Vuelva pronto',
      version: 3,
    });
    expect(billingChanges(saved, { ...billingValuesOf(saved), consecutive: '100', qr: ' https://x.co ' })).toEqual({
      consecutive: 100,
      qr: 'https://x.co',
      version: 3,
    });
  });

  it('counts each of consecutive, header, footer and QR as a change', () => {
    for (const change of [{ consecutive: 42 }, { header: 'Otro' }, { footer: '' }, { qr: 'hola' }]) {
      expect(billingChanges(saved, { ...billingValuesOf(saved), ...change }), JSON.stringify(change)).not.toBeNull();
    }
  });

  it('saves nothing while the consecutive is not a whole number from 0', () => {
    for (const consecutive of ['', '-1', '1.5', 'abc']) {
      expect(consecutiveOf(consecutive)).toBeNull();
      expect(billingChanges(saved, { ...billingValuesOf(saved), consecutive, header: 'x' })).toBeNull();
    }
    expect(consecutiveOf('0')).toBe(0);
  });
});
