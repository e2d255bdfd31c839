import { emptyCounts, type ProductAdminPage, type StockMovementPage, type Table } from '@comandero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../shared/ids.js';
import { bearer, createTestApp, signInDemoStaff, TEST_DIALECT, type TestApp } from '../../test/harness.js';

/** Issue 27 item 2: the demo's drinks are counted products, so a sale takes them from stock. */
describe(`the demo's counted products on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  let staff: Awaited<ReturnType<typeof signInDemoStaff>>;
  const call = (role: 'admin' | 'caja' | 'mesero', method: 'GET' | 'POST', url: string, payload?: object) =>
    app.server.inject({ method, url, headers: bearer(staff[role]), ...(payload ? { payload } : {}) });
  const rowNamed = async (name: string) =>
    (await call('admin', 'POST', '/api/menu-product-items/page', { filters: { name } })).json<ProductAdminPage>()
      .content[0]!;
  const movementsOf = async (productId: string) =>
    (await call('admin', 'POST', '/api/movements/page', { filters: { productId } })).json<StockMovementPage>().content;

  beforeAll(async () => {
    app = await createTestApp();
    staff = await signInDemoStaff(app);
    const cashier = await app.database.db
      .selectFrom('cashiers')
      .select('id')
      .where('name', '=', 'Caja 1')
      .executeTakeFirstOrThrow();
    const opened = await call('caja', 'POST', '/api/cashiers/register/state', {
      type: 1,
      cashierId: cashier.id,
      createdAt: new Date().toISOString(),
      detail: { counts: { ...emptyCounts('COP'), bill_50000: 2 } },
    });
    expect(opened.statusCode, opened.body).toBe(200);
  });
  afterAll(() => app.close());

  it('seeds the drinks as counted products whose stock is the sum of their movements', async () => {
    for (const name of ['Agua', 'Cerveza nacional', 'Gaseosa', 'Torta de chocolate']) {
      const row = await rowNamed(name);
      expect(row, name).toMatchObject({ isPrepared: false, isCalculatedCost: false });
      const movements = await movementsOf(row.id);
      expect(
        movements.reduce((sum, movement) => sum + movement.amountEntered, 0),
        name,
      ).toBe(row.stock);
    }
    // A prepared dish without a recipe says so: nothing to count.
    expect(await rowNamed('Limonada de coco')).toMatchObject({ isPrepared: true, hasRecipe: false, stock: null });
  });

  it('takes three sold Agua from its 36 with a Salida - Venta', async () => {
    const agua = await rowNamed('Agua');
    expect(agua.stock).toBe(36);
    const table = (await call('admin', 'GET', '/api/tables/number/6')).json<Table>();
    const line = { id: newId(), productId: agua.id, sizeId: null, quantity: 3, extras: [] };
    const added = await call('mesero', 'POST', `/api/tables/${table.id}/lines`, { lines: [line], people: 2 });
    expect(added.statusCode, added.body).toBe(200);
    expect((await call('mesero', 'POST', `/api/tables/${table.id}/command`)).statusCode).toBe(200);
    const closed = await call('caja', 'POST', `/api/tables/${table.id}/close`, {
      methodPay: 'Efectivo',
      valueReceive: 20_000,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await rowNamed('Agua')).stock).toBe(33);
    const [sale] = await movementsOf(agua.id);
    expect(sale).toMatchObject({ type: 'Salida - Venta', amountBefore: 36, amountEntered: -3, amountAfter: 33 });
  });
});
