import { describe, expect, it } from 'vitest';
import { money } from '../money/money.js';
import {
  SERVICE_TYPES,
  suggestedTip,
  TIP_JAR_SUGGESTIONS,
  type TipPreference,
  tipAmount,
  tipChoiceSchema,
  tipPreferencesSchema,
  unusedServiceTypes,
} from './tip.js';

const rows: TipPreference[] = [
  { rateBp: 1000, serviceTypes: ['onsite'] },
  { rateBp: 500, serviceTypes: ['self-service', 'delivery'] },
];

describe('tips', () => {
  it('offers the tip jar from 4000 to 10000 in steps of 1000', () => {
    expect(TIP_JAR_SUGGESTIONS).toEqual([4000, 5000, 6000, 7000, 8000, 9000, 10000]);
  });

  it('suggests the percent of the row that covers the service type', () => {
    expect(suggestedTip(rows, 'onsite')).toEqual({ kind: 'percent', rateBp: 1000 });
    expect(suggestedTip(rows, 'delivery')).toEqual({ kind: 'percent', rateBp: 500 });
    expect(suggestedTip([], 'onsite')).toEqual({ kind: 'none' });
  });

  it('computes a percent tip rounded to the minor unit, or takes a fixed amount', () => {
    expect(tipAmount(money(45_550), { kind: 'percent', rateBp: 1000 })).toBe(4_555);
    expect(tipAmount(money(12_345), { kind: 'percent', rateBp: 1000 })).toBe(1_235);
    expect(tipAmount(money(45_550), { kind: 'amount', amount: money(5_000) })).toBe(5_000);
    expect(tipAmount(money(45_550), { kind: 'none' })).toBe(0);
    expect(tipAmount(money(45_550), undefined)).toBe(0);
  });

  it('lets each service type belong to one row only', () => {
    expect(tipPreferencesSchema.safeParse(rows).success).toBe(true);
    const duplicated = tipPreferencesSchema.safeParse([...rows, { rateBp: 300, serviceTypes: ['onsite'] }]);
    expect(duplicated.error?.issues[0]).toMatchObject({ message: 'DUPLICATE TIP TYPE', path: [2, 'serviceTypes'] });
    expect(tipPreferencesSchema.safeParse([{ rateBp: 10_001, serviceTypes: ['onsite'] }]).success).toBe(false);
    expect(unusedServiceTypes(rows)).toEqual([]);
    expect(unusedServiceTypes(rows.slice(0, 1))).toEqual(['self-service', 'delivery']);
    expect(unusedServiceTypes([])).toEqual([...SERVICE_TYPES]);
  });

  it('refuses a negative or fractional fixed tip', () => {
    expect(tipChoiceSchema.safeParse({ kind: 'amount', amount: -1 }).success).toBe(false);
    expect(tipChoiceSchema.safeParse({ kind: 'amount', amount: 10.5 }).success).toBe(false);
    expect(tipChoiceSchema.parse({ kind: 'percent', rateBp: 1000 })).toEqual({ kind: 'percent', rateBp: 1000 });
  });
});
