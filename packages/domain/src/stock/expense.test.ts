import { describe, expect, it } from 'vitest';
import { MONEY_MAX } from '../money/money-input.js';
import { expenseEditSchema, expenseFormSchema, expensePageRequestSchema } from './expense.js';

const form = {
  supplierId: '0194c2a0-0000-7000-8000-0000000000f1',
  concept: '  Arriendo de noviembre ',
  category: 'rent',
  amount: 2_500_000,
  date: '2026-11-01',
};
const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('expense form', () => {
  it('trims the concept and leaves the paid amount to the server', () => {
    expect(expenseFormSchema.parse(form)).toEqual({ ...form, concept: 'Arriendo de noviembre' });
  });

  it('refuses a missing vendor, concept, category or date, and an amount of 0', () => {
    const result = expenseFormSchema.safeParse({ amount: 0, concept: '   ' });
    expect(messages(result)).toEqual([
      'supplierId: Seleccione un proveedor',
      'concept: REQUIRED',
      'category: REQUIRED',
      'amount: REQUIRED',
      'date: INVALID',
    ]);
  });

  it('refuses a paid amount above the amount, fractions, text and amounts past MONEY_MAX', () => {
    expect(messages(expenseFormSchema.safeParse({ ...form, paid: form.amount + 1 }))).toEqual([
      'paid: PAID_OVER_AMOUNT',
    ]);
    expect(expenseFormSchema.safeParse({ ...form, paid: form.amount }).success).toBe(true);
    for (const amount of [10.5, '1000', -1, MONEY_MAX + 1, Number.MAX_SAFE_INTEGER + 2]) {
      expect(expenseFormSchema.safeParse({ ...form, amount }).success, String(amount)).toBe(false);
    }
    expect(expenseFormSchema.safeParse({ ...form, category: 'travel' }).success).toBe(false);
    expect(expenseFormSchema.safeParse({ ...form, date: '2026-02-30' }).success).toBe(false);
  });

  it('edits with a version', () => {
    expect(expenseEditSchema.safeParse(form).success).toBe(false);
    expect(expenseEditSchema.safeParse({ ...form, version: 1 }).success).toBe(true);
  });

  it('pages by 20 and refuses a date range of 90 days or more', () => {
    expect(expensePageRequestSchema.parse({})).toEqual({ page: 0, pageSize: 20, filters: {} });
    const long = expensePageRequestSchema.safeParse({ filters: { dateStart: '2026-01-01', dateEnd: '2026-04-01' } });
    expect(messages(long)).toEqual(['filters.dateEnd: ERROR FILTER']);
  });
});
