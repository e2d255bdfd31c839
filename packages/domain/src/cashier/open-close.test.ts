import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '../payment/close-payment.js';
import { cashierFormSchema } from './cashier.js';
import { closeCashierSchema, closeSummary, countsInDrawer, systemTotalsByMethod } from './close-cashier.js';
import { emptyCounts } from './count.js';
import { openCashierSchema } from './open-cashier.js';

const CASHIER = '0190f000-0000-7000-8000-000000000001';
const AT = '2026-03-04T08:00:00-05:00';
const methods: PaymentMethod[] = [
  { name: 'Efectivo', type: 'cash' },
  { name: 'Tarjeta', type: 'card' },
];
const issues = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);

describe('opening a cashier', () => {
  const open = openCashierSchema('COP');

  it('records the counted coins and bills and their total', () => {
    const counts = { ...emptyCounts('COP'), bill_50000: 2, bill_10000: 5, coin_500: 10 };
    expect(open.parse({ cashierId: CASHIER, createdAt: AT, detail: { counts } })).toEqual({
      cashierId: CASHIER,
      openDate: AT,
      detail: counts,
      amountEntered: 155_000,
    });
  });

  it("answers 'ERROR CASHIER TOTAL' for an empty drawer", () => {
    expect(
      issues(open.safeParse({ cashierId: CASHIER, createdAt: AT, detail: { counts: emptyCounts('COP') } })),
    ).toEqual(['detail.total:ERROR CASHIER TOTAL']);
  });

  it("requires a cashier ('Choose a cashier') and the opening date", () => {
    const detail = { counts: { ...emptyCounts('COP'), coin_50: 1 } };
    expect(issues(open.safeParse({ createdAt: AT, detail }))).toEqual(['cashierId:Choose a cashier']);
    expect(issues(open.safeParse({ cashierId: CASHIER, detail }))).toEqual(['createdAt:REQUIRED']);
  });

  it('opens an MXN drawer with a free amount', () => {
    const mxn = openCashierSchema('MXN');
    expect(mxn.parse({ cashierId: CASHIER, createdAt: AT, detail: { amount: 50_000 } }).amountEntered).toBe(50_000);
    expect(issues(mxn.safeParse({ cashierId: CASHIER, createdAt: AT, detail: { amount: 0 } }))).toEqual([
      'detail.total:ERROR CASHIER TOTAL',
    ]);
  });
});

describe('closing a cashier', () => {
  const close = closeCashierSchema({ currency: 'COP', methods });

  it('fills the cash method from the counted coins and bills, and every other method', () => {
    const counts = { ...emptyCounts('COP'), bill_50000: 1, bill_20000: 1 };
    const parsed = close.parse({
      closeDate: AT,
      detail: { counts },
      methodsByUser: { Efectivo: 1, Tarjeta: 45_000 },
      observation: ' todo bien ',
    });
    expect(parsed).toEqual({
      closeDate: AT,
      detail: counts,
      methodsByUser: { Efectivo: 70_000, Tarjeta: 45_000 },
      observation: 'todo bien',
    });
    expect(close.parse({ closeDate: AT }).methodsByUser).toEqual({ Efectivo: 0, Tarjeta: 0 });
  });

  it('refuses negative counts, unknown methods, long observations and a missing date', () => {
    expect(issues(close.safeParse({ closeDate: AT, methodsByUser: { Tarjeta: -1 } }))).toEqual([
      'methodsByUser.Tarjeta:Ingrese un valor válido',
    ]);
    expect(issues(close.safeParse({ closeDate: AT, methodsByUser: { Bitcoin: 1 } }))).toEqual([
      'methodsByUser.Bitcoin:INVALID',
    ]);
    expect(close.safeParse({ closeDate: AT, observation: 'a'.repeat(501) }).success).toBe(false);
    expect(issues(close.safeParse({}))).toEqual(['closeDate:REQUIRED']);
  });

  it('sums the system per method from the closed orders', () => {
    const orders = [
      { methodPay: 'Efectivo', total: 90_000 },
      { methodPay: 'Tarjeta', total: 45_000 },
      { methodPay: 'Efectivo', total: 10_000 },
    ];
    expect(systemTotalsByMethod(orders)).toEqual({ Efectivo: 100_000, Tarjeta: 45_000 });
  });

  // Issue 27 §1: only a completed order's money is in the drawer; a delivery completes when delivered.
  it.each([
    [6, true],
    [1, false],
    [5, false],
    [3, false],
    [7, false],
    [11, false],
  ])('counts a closed order in state %i in the drawer: %s', (state, counts) => {
    expect(countsInDrawer({ close: true, deleted: false, state })).toBe(counts);
  });

  it('never counts an open or voided order', () => {
    expect(countsInDrawer({ close: false, deleted: false, state: 6 })).toBe(false);
    expect(countsInDrawer({ close: true, deleted: true, state: 6 })).toBe(false);
  });

  it('gives difference = counted − system, per method and in total', () => {
    const summary = closeSummary({ Efectivo: 100_000, Tarjeta: 45_000 }, { Efectivo: 98_000, Nequi: 5_000 });
    expect(summary).toEqual({
      methodsBySystem: { Efectivo: 100_000, Tarjeta: 45_000, Nequi: 0 },
      methodsByUser: { Efectivo: 98_000, Tarjeta: 0, Nequi: 5_000 },
      differenceByMethod: { Efectivo: -2_000, Tarjeta: -45_000, Nequi: 5_000 },
      totalBySystem: 145_000,
      totalByUser: 103_000,
      difference: -42_000,
    });
  });

  it('has a total difference equal to the sum of the per-method differences', () => {
    const amounts = fc.dictionary(
      fc.constantFrom('Efectivo', 'Tarjeta', 'Nequi', 'Daviplata'),
      fc.integer({ min: 0, max: 1e9 }),
    );
    fc.assert(
      fc.property(amounts, amounts, (system, counted) => {
        const summary = closeSummary(system, counted);
        const perMethod = Object.values(summary.differenceByMethod).reduce((sum, amount) => sum + amount, 0);
        expect(summary.difference).toBe(perMethod);
        expect(summary.difference).toBe(summary.totalByUser - summary.totalBySystem);
      }),
      { numRuns: 10_000 },
    );
  }, 60_000);
});

describe('cashier box form', () => {
  it("needs a name of 3 letters, digits or spaces, else 'Ingrese un nombre válido. Mínimo 3 carácteres alfanuméricos'", () => {
    expect(cashierFormSchema.parse({ name: ' Caja 1 ' })).toEqual({ name: 'Caja 1', userIds: [] });
    for (const name of ['ab', 'Caja-1', '', undefined]) {
      expect(cashierFormSchema.safeParse({ name }).error?.issues[0]?.message).toBe(
        'Ingrese un nombre válido. Mínimo 3 carácteres alfanuméricos',
      );
    }
  });
});
