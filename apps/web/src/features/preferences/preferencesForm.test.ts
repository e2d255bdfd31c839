import { money, type Preferences } from '@comandero/domain';
import { describe, expect, it } from 'vitest';
import { canAddDeliveryFee, newTipRow, toUpdate, typesFreeFor, valuesOf } from './preferencesForm';

const saved: Preferences = {
  orderPin: true,
  tips: [{ rateBp: 1000, serviceTypes: ['onsite'] }],
  taxes: [
    {
      id: '0190f1c2-0000-7000-8000-000000000001',
      name: 'INC',
      shortName: 'INC',
      rateBp: 800,
      includeCost: true,
      active: true,
    },
  ],
  deliveryFees: [money(3000), money(5000)],
  version: 3,
};

describe('the preferences form', () => {
  it('shows rates as percents and saves them back as basis points', () => {
    const values = valuesOf(saved, 'COP');
    expect(values.taxes[0]!.percent).toBe(8);
    values.taxes.push({ name: 'IVA', shortName: '', percent: '19', includeCost: false, active: true });
    values.tips[0]!.percent = 12.5;
    expect(toUpdate(values, saved.version, 'COP').body).toMatchObject({
      tips: [{ rateBp: 1250, serviceTypes: ['onsite'] }],
      taxes: [
        { id: saved.taxes[0]!.id, rateBp: 800 },
        { name: 'IVA', rateBp: 1900 },
      ],
      deliveryFees: [3000, 5000],
      version: 3,
    });
  });

  it('shows the delivery fees as money and saves them back in minor units, naming a bad or repeated one', () => {
    const values = valuesOf(saved, 'COP');
    expect(values.deliveryFees).toEqual(['$3.000', '$5.000']);
    values.deliveryFees.push('7.500');
    expect(toUpdate(values, 3, 'COP').body?.deliveryFees).toEqual([3000, 5000, 7500]);
    values.deliveryFees.push('', '12,5', '$3000');
    expect(toUpdate(values, 3, 'COP').errors).toEqual({
      'deliveryFees.3': 'REQUIRED',
      'deliveryFees.4': 'INVALID',
      'deliveryFees.5': 'DUPLICATE FEE',
    });
    values.deliveryFees.splice(3, 2);
    expect(toUpdate(values, 3, 'COP').errors).toEqual({ 'deliveryFees.3': 'DUPLICATE FEE' });
    expect(canAddDeliveryFee(values.deliveryFees)).toBe(true);
    expect(canAddDeliveryFee(Array.from({ length: 8 }, (_, i) => String(i)))).toBe(false);
  });

  it('names each bad field: empty or out-of-range values, a missing name, a type in two rows', () => {
    const values = valuesOf(saved, 'COP');
    values.taxes.push({ name: ' ', shortName: '', percent: '101', includeCost: false, active: true });
    values.tips.push({ percent: '', serviceTypes: ['onsite'] });
    expect(toUpdate(values, 1, 'COP').errors).toEqual({
      'taxes.1.percent': 'PERCENT',
      'taxes.1.name': 'REQUIRED',
      'tips.1.percent': 'REQUIRED',
      'tips.1.serviceTypes': 'DUPLICATE TIP TYPE',
    });
  });

  it('offers a new tip row only the free service types, and none once all three are used', () => {
    const tips = valuesOf(saved, 'COP').tips;
    expect(newTipRow(tips)).toEqual({ percent: 10, serviceTypes: ['self-service'] });
    tips.push({ percent: 5, serviceTypes: ['self-service', 'delivery'] });
    expect(typesFreeFor(tips, 0)).toEqual(['onsite']);
    expect(newTipRow(tips)).toBeNull();
  });
});
