import type { Expense, ExpensePage, IngredientPage, StockMovementPage, Supplier } from '@comandero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOtherTenant } from '../../test/fixtures.js';
import { bearer, createTestApp, TEST_DIALECT, type TestApp } from '../../test/harness.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe(`expenses on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  let admin: string;
  let waiter: string;
  let landlord: Supplier;
  let power: Supplier;
  beforeAll(async () => {
    app = await createTestApp();
    admin = (await app.login('admin@demo.pos', 'admin1234')).jwt;
    waiter = (await app.login('mesero@demo.pos', 'mesero1234')).jwt;
    landlord = await supplier('Inmobiliaria Centro');
    power = await supplier('Energía del Valle');
  });
  afterAll(() => app.close());

  const call = (method: Method, url: string, payload?: unknown, token = () => admin) =>
    app.server.inject({
      method,
      url,
      headers: bearer(token()),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  async function supplier(name: string) {
    return (await call('POST', '/api/suppliers', { name })).json<Supplier>();
  }
  const rent = () => ({
    supplierId: landlord.id,
    concept: ' Arriendo noviembre ',
    category: 'rent',
    amount: 2_500_000,
    date: '2026-11-01',
    invoiceNumber: 'A-11',
  });
  const list = async (filters: object = {}) =>
    (await call('POST', '/api/expenses/page', { filters })).json<ExpensePage>();

  it('creates, lists by newest day with the filtered totals, filters and reads an expense', async () => {
    const created = await call('POST', '/api/expenses', rent());
    expect(created.statusCode).toBe(201);
    const expense = created.json<Expense>();
    expect(expense).toMatchObject({
      vendor: 'Inmobiliaria Centro',
      concept: 'Arriendo noviembre',
      category: 'rent',
      amount: 2_500_000,
      paid: 2_500_000,
      pending: 0,
      date: '2026-11-01',
      invoiceNumber: 'A-11',
      observation: null,
      createdBy: expect.any(String),
      version: 1,
    });
    const bill = {
      supplierId: power.id,
      concept: 'Energía octubre',
      category: 'services',
      amount: 480_000,
      paid: 200_000,
      date: '2026-11-10',
      observation: 'Se paga el resto el 30',
    };
    expect((await call('POST', '/api/expenses', bill)).json()).toMatchObject({ paid: 200_000, pending: 280_000 });

    const all = await list();
    expect(all).toMatchObject({
      totalElements: 2,
      page: 0,
      pageSize: 20,
      totalAmount: 2_980_000,
      totalPaid: 2_700_000,
    });
    expect(all.content.map((row) => row.concept)).toEqual(['Energía octubre', 'Arriendo noviembre']);
    const filtered = [
      [{ category: 'services' }, ['Energía octubre']],
      [{ supplierId: landlord.id }, ['Arriendo noviembre']],
      [{ dateStart: '2026-11-02', dateEnd: '2026-11-30' }, ['Energía octubre']],
      [{ dateEnd: '2026-11-01' }, ['Arriendo noviembre']],
      [{ concept: 'ENERGIA' }, ['Energía octubre']],
      [{ category: 'payroll' }, []],
    ] as const;
    for (const [filters, concepts] of filtered) {
      const page = await list(filters);
      expect(
        page.content.map((row) => row.concept),
        JSON.stringify(filters),
      ).toEqual(concepts);
    }
    expect((await list({ category: 'services' })).totalAmount).toBe(480_000);
    expect((await list({ category: 'payroll' })).totalAmount).toBe(0);
    expect((await call('GET', `/api/expenses/${expense.id}`)).json()).toEqual(expense);
  });

  it('keeps a vendor total of purchases apart from its total of expenses', async () => {
    const vendors = (await call('POST', '/api/suppliers/page', { filters: { name: 'inmobiliaria' } })).json();
    expect(vendors.content[0]).toMatchObject({ totalPurchases: 0, totalExpenses: 2_500_000 });
    expect((await call('GET', `/api/suppliers/${power.id}`)).json()).toMatchObject({
      totalPurchases: 0,
      totalExpenses: 480_000,
    });
  });

  it('edits with the version it read (a stale one is 409 and changes nothing) and deletes', async () => {
    const [bill] = (await list({ category: 'services' })).content;
    const { id, version, createdBy, createdAt, vendor, pending, ...form } = bill!;
    const edited = await call('PUT', `/api/expenses/${id}`, { ...form, paid: 480_000, version });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Expense>()).toMatchObject({ paid: 480_000, pending: 0, version: version + 1 });
    const stale = await call('PUT', `/api/expenses/${id}`, { ...form, amount: 1, paid: 1, version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('CONFLICT');
    expect((await call('GET', `/api/expenses/${id}`)).json<Expense>().amount).toBe(480_000);
    const moved = await call('PUT', `/api/expenses/${id}`, { ...form, supplierId: landlord.id, version: version + 1 });
    expect(moved.json<Expense>()).toMatchObject({ vendor: 'Inmobiliaria Centro', version: version + 2 });

    expect((await call('DELETE', `/api/expenses/${id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/expenses/${id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/expenses/${id}`)).statusCode).toBe(404);
    expect((await call('PUT', `/api/expenses/${id}`, { ...form, version: version + 2 })).statusCode).toBe(404);
    expect((await list()).totalAmount).toBe(2_500_000);
    const vendor2 = (await call('GET', `/api/suppliers/${landlord.id}`)).json<Supplier>();
    expect(vendor2.totalExpenses).toBe(2_500_000);
  });

  it('answers bad input with a 4xx and a code, never a 500', async () => {
    const post = (payload: string) =>
      app.server.inject({
        method: 'POST',
        url: '/api/expenses',
        payload,
        headers: { ...bearer(admin), 'content-type': 'application/json' },
      });
    const malformed = await post('{"concept": "Agua",');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('MALFORMED_JSON');
    const wrongTypes = await post(JSON.stringify({ ...rent(), amount: '2500000', date: 20261101, category: 3 }));
    expect(wrongTypes.statusCode).toBe(400);
    expect(
      wrongTypes
        .json()
        .error.details.map((issue: { path: string }) => issue.path)
        .sort(),
    ).toEqual(['body.amount', 'body.category', 'body.date']);
    for (const amount of [0, -5, 1.5, 1e13, 1e300]) {
      const refused = await call('POST', '/api/expenses', { ...rent(), amount });
      expect(refused.statusCode, String(amount)).toBe(400);
      expect(refused.json().error.code).toBe('VALIDATION_ERROR');
    }
    const overpaid = await call('POST', '/api/expenses', { ...rent(), paid: 2_500_001 });
    expect(overpaid.json().error.details).toEqual([{ path: 'body.paid', message: 'PAID_OVER_AMOUNT' }]);
    const noVendor = await call('POST', '/api/expenses', { ...rent(), supplierId: undefined });
    expect(noVendor.json().error.details[0].message).toBe('Seleccione un proveedor');
    const unknownVendor = await call('POST', '/api/expenses', { ...rent(), supplierId: crypto.randomUUID() });
    expect(unknownVendor.statusCode).toBe(404);
    const longRange = await call('POST', '/api/expenses/page', {
      filters: { dateStart: '2026-01-01', dateEnd: '2026-06-01' },
    });
    expect(longRange.statusCode).toBe(400);
    expect((await call('GET', '/api/expenses/not-an-id')).statusCode).toBe(400);
    expect((await call('PUT', `/api/expenses/${crypto.randomUUID()}`, { ...rent(), version: 1 })).statusCode).toBe(404);
    expect((await call('POST', '/api/expenses/page', {}, () => waiter)).statusCode).toBe(403);
    expect((await call('POST', '/api/expenses', rent(), () => waiter)).statusCode).toBe(403);
  });

  it('moves no stock', async () => {
    const carne = (
      await call('POST', '/api/ingredients-stock', { name: 'Carne de res', unit: 'kg', cost: 20_000 })
    ).json<{ id: string }>();
    await call('POST', '/api/purchases', {
      invoiceNumber: 'F-9',
      supplierId: power.id,
      items: [{ ingredientId: carne.id, quantity: 2_000_000, total: 40_000 }],
    });
    const stockOf = async () => (await call('POST', '/api/ingredients-stock/page', {})).json<IngredientPage>().content;
    const movements = async () =>
      (await call('POST', '/api/movements/page', {})).json<StockMovementPage>().totalElements;
    const [before, movedBefore] = [await stockOf(), await movements()];
    expect(movedBefore).toBeGreaterThan(0);
    const made = await call('POST', '/api/expenses', { ...rent(), supplierId: power.id, category: 'maintenance' });
    expect(made.statusCode).toBe(201);
    expect(await stockOf()).toEqual(before);
    expect(await movements()).toBe(movedBefore);
    const vendor = (await call('GET', `/api/suppliers/${power.id}`)).json<Supplier>();
    expect(vendor).toMatchObject({ totalPurchases: 40_000, totalExpenses: 2_500_000 });
  });

  it("answers another tenant's ids with 404 and shows it nothing", async () => {
    const other = await createOtherTenant(app.database.db);
    const theirs = (await app.login(other.email, other.password)).jwt;
    const asOther = () => theirs;
    const mine = (await list()).content[0]!;
    expect((await call('POST', '/api/expenses/page', {}, asOther)).json()).toMatchObject({
      totalElements: 0,
      totalAmount: 0,
    });
    expect((await call('GET', `/api/expenses/${mine.id}`, undefined, asOther)).statusCode).toBe(404);
    const { id, version, createdBy, createdAt, vendor, pending, ...form } = mine;
    expect((await call('PUT', `/api/expenses/${id}`, { ...form, version }, asOther)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/expenses/${id}`, undefined, asOther)).statusCode).toBe(404);
    // Their own expense cannot name my vendor.
    expect((await call('POST', '/api/expenses', rent(), asOther)).statusCode).toBe(404);
    expect((await call('GET', `/api/expenses/${id}`)).json()).toEqual(mine);
  });
});
