import type {
  Ingredient,
  IngredientLines,
  IngredientPage,
  Purchase,
  StockCountReport,
  StockMovement,
  StockMovementPage,
  Supplier,
} from '@comandero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOtherTenant } from '../../test/fixtures.js';
import { bearer, createTestApp, idsByName, TEST_DIALECT, type TestApp } from '../../test/harness.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe(`stock on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  let admin: string;
  let waiter: string;
  beforeAll(async () => {
    app = await createTestApp();
    admin = (await app.login('admin@demo.pos', 'admin1234')).jwt;
    waiter = (await app.login('mesero@demo.pos', 'mesero1234')).jwt;
  });
  afterAll(() => app.close());

  const call = (method: Method, url: string, payload?: unknown, token = () => admin) =>
    app.server.inject({
      method,
      url,
      headers: bearer(token()),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const ingredient = async (body: object) => (await call('POST', '/api/ingredients-stock', body)).json<Ingredient>();
  const supplier = async (name: string) =>
    (await call('POST', '/api/suppliers', { name, phone: '300 123 4567', address: 'Calle 1' })).json<Supplier>();

  it('creates ingredients in the default inventory at quantity 0, locks unit and quantity, lists low stock', async () => {
    const carne = await ingredient({ name: 'Carne molida', unit: 'kg', cost: 20000, stockMinimum: 1_000_000 });
    expect(carne).toMatchObject({
      quantity: 0,
      unit: 'kg',
      locationName: 'Demo Restaurante_Principal',
      lowStock: true,
    });
    // Spec 02 §9: the default inventory is named for the business and branch, described 'Inventario por defecto'.
    const locations = (await call('GET', '/api/locations')).json<{ name: string; description: string }[]>();
    expect(locations).toEqual([
      expect.objectContaining({ name: 'Demo Restaurante_Principal', description: 'Inventario por defecto' }),
    ]);
    for (const locked of [{ unit: 'g' }, { quantity: 5 }]) {
      const refused = await call('PUT', `/api/ingredients-stock/${carne.id}`, locked);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('VALIDATION_ERROR');
    }
    const edited = await call('PUT', `/api/ingredients-stock/${carne.id}`, { sku: 'CAR-1', stockMinimum: 0 });
    expect(edited.json()).toMatchObject({ sku: 'CAR-1', lowStock: true, quantity: 0 });
    const low = (
      await call('POST', '/api/ingredients-stock/page', { filters: { lowStock: true, name: 'carne' } })
    ).json<IngredientPage>();
    expect(low.content.map((row) => row.name)).toEqual(['Carne molida']);
    expect(low.pageSize).toBe(20);
    expect((await call('POST', '/api/ingredients-stock', { name: 'x', unit: 'kg' })).statusCode).toBe(400);
    expect((await call('POST', '/api/ingredients-stock', { name: 'Harina', unit: 'lb' })).statusCode).toBe(400);
    expect((await call('POST', '/api/ingredients-stock/page', {}, () => waiter)).statusCode).toBe(403);
  });

  it('buys into stock with one Entrada - Compra per item, valued per unit, and lists the purchase', async () => {
    const vendor = await supplier('Frigorifico Norte');
    const queso = await ingredient({ name: 'Queso mozarella', unit: 'g', cost: 40 });
    const carne = (
      await call('POST', '/api/ingredients-stock/page', { filters: { name: 'carne molida' } })
    ).json<IngredientPage>().content[0]!;
    expect((await call('POST', '/api/purchases', { supplierId: vendor.id, items: [] })).statusCode).toBe(400);
    const empty = await call('POST', '/api/purchases', { supplierId: vendor.id, invoiceNumber: 'F-1', items: [] });
    expect(empty.json().error.code).toBe('NOT_SELECTED');
    const noVendor = await call('POST', '/api/purchases', { invoiceNumber: 'F-1', items: [] });
    expect(noVendor.json().error.details[0].message).toBe('Seleccione un proveedor');
    const bought = await call('POST', '/api/purchases', {
      invoiceNumber: 'F-001',
      supplierId: vendor.id,
      totalPaid: 100_000,
      items: [
        { ingredientId: carne.id, quantity: 10_000_000, total: 200_000 },
        { ingredientId: queso.id, quantity: 1_000_000, total: 40_000 },
      ],
    });
    expect(bought.statusCode).toBe(201);
    expect(bought.json<Purchase>()).toMatchObject({
      invoiceNumber: 'F-001',
      vendor: 'Frigorifico Norte',
      item: 'Carne molida +1',
      total: 240_000,
      totalPaid: 100_000,
      totalOverdue: 140_000,
      createdBy: expect.any(String),
    });
    const movements = (await call('POST', `/api/ingredients-stock/${carne.id}/movements`, {})).json<StockMovementPage>()
      .content;
    expect(movements).toHaveLength(1);
    expect(movements[0]).toMatchObject({
      type: 'Entrada - Compra',
      amountBefore: 0,
      amountEntered: 10_000_000,
      amountAfter: 10_000_000,
      cost: 200_000,
      valueUnit: 20_000,
      invoiceNumber: 'F-001',
      supplierName: 'Frigorifico Norte',
    });
    expect((await call('GET', `/api/ingredients-stock/${carne.id}`)).json<Ingredient>().quantity).toBe(10_000_000);
    const vendors = (await call('POST', '/api/suppliers/page', { filters: { name: 'frigorifico' } })).json();
    expect(vendors.content[0]).toMatchObject({ name: 'Frigorifico Norte', totalPurchases: 240_000 });
    const list = (await call('POST', '/api/purchases/page', { filters: { invoiceNumber: 'F-001' } })).json();
    expect(list.totalElements).toBe(1);
    // Total pagado left empty: the purchase is unpaid, its whole total overdue.
    const unpaid = await call('POST', '/api/purchases', {
      invoiceNumber: 'F-002',
      supplierId: vendor.id,
      items: [
        {
          ingredientId: (await ingredient({ name: 'Harina', unit: 'g', cost: 4 })).id,
          quantity: 500_000,
          total: 20_000,
        },
      ],
    });
    expect(unpaid.json<Purchase>()).toMatchObject({ total: 20_000, totalPaid: 0, totalOverdue: 20_000 });
  });

  it('records movements by hand, waste and counts; the quantity is always the sum of the movements', async () => {
    const { content } = (
      await call('POST', '/api/ingredients-stock/page', { filters: { name: 'mozarella' } })
    ).json<IngredientPage>();
    const queso = content[0]!;
    expect((await call('POST', '/api/movements', { type: 'Salida - Ajuste', items: [] })).json().error.code).toBe(
      'NOT_SELECTED',
    );
    expect((await call('POST', '/api/movements', { type: 'Salida - Venta', items: [] })).statusCode).toBe(400);
    const adjusted = await call('POST', '/api/movements', {
      type: 'Salida - Ajuste',
      observation: 'Se cayó',
      items: [{ ingredientId: queso.id, quantity: 100_000 }],
    });
    expect(adjusted.statusCode).toBe(201);
    const wasted = await call('POST', '/api/trashes', {
      reason: 'Vencido',
      items: [{ ingredientId: queso.id, quantity: 50_000 }],
    });
    expect(wasted.json<StockMovement[]>()[0]).toMatchObject({
      type: 'Salida - Merma',
      observation: 'Vencido',
      cost: 2000,
    });
    const wastes = (
      await call('POST', '/api/movements/page', { filters: { type: 'Salida - Merma' } })
    ).json<StockMovementPage>();
    expect(wastes.content.map((movement) => movement.observation)).toEqual(['Vencido']);
    const location = (await call('GET', '/api/locations')).json<{ id: string }[]>()[0]!;
    const counted = (
      await call('POST', '/api/stock-counts', {
        locationId: location.id,
        counts: [{ ingredientId: queso.id, counted: 800_000 }],
      })
    ).json<StockCountReport>();
    expect(counted.lines[0]).toMatchObject({
      theoretical: 850_000,
      counted: 800_000,
      difference: -50_000,
      value: -2000,
    });
    const ledger = (await call('POST', `/api/ingredients-stock/${queso.id}/movements`, {})).json<StockMovementPage>()
      .content;
    expect(ledger.map((movement) => movement.type)).toEqual([
      'Salida - Conteo',
      'Salida - Merma',
      'Salida - Ajuste',
      'Entrada - Compra',
    ]);
    const now = (await call('GET', `/api/ingredients-stock/${queso.id}`)).json<Ingredient>().quantity;
    expect(now).toBe(800_000);
    expect(ledger.reduce((sum, movement) => sum + movement.amountEntered, 0)).toBe(now);
    const detail = await call('GET', `/api/movements/${ledger[0]!.id}`);
    expect(detail.json()).toMatchObject({ type: 'Salida - Conteo', amountBefore: 850_000, amountAfter: 800_000 });
    expect((await call('PUT', `/api/movements/${ledger[0]!.id}`, {})).statusCode).toBe(404);
    expect((await call('DELETE', `/api/movements/${ledger[0]!.id}`)).statusCode).toBe(404);
    const tooLong = await call('POST', '/api/movements/page', {
      filters: { dateStart: '2026-01-01', dateEnd: '2026-06-01' },
    });
    expect(tooLong.statusCode).toBe(400);
    const byName = (
      await call('POST', '/api/movements/page', {
        filters: { name: 'MOZARELLA', dateStart: '2026-11-22', dateEnd: '2026-11-22' },
      })
    ).json<StockMovementPage>();
    expect(byName.totalElements).toBe(4);
  });

  it('keeps recipes per size and for extras options, with availability and computed cost', async () => {
    const ids = await idsByName(app, 'products');
    const sizes = await idsByName(app, 'product_sizes');
    const rows = (await call('POST', '/api/ingredients-stock/page', {})).json<IngredientPage>().content;
    const carne = rows.find((row) => row.name === 'Carne molida')!;
    const queso = rows.find((row) => row.name === 'Queso mozarella')!;
    const productId = ids['Hamburguesa clásica']!;
    const put = await call('PUT', `/api/menu-product-items/${productId}/ingredients`, {
      lines: [
        { ingredientId: carne.id, quantity: 150_000 },
        { ingredientId: queso.id, quantity: 30_000 },
      ],
    });
    expect(put.statusCode).toBe(200);
    const lines = put.json<IngredientLines>();
    // 10 kg of carne / 150 g = 66; 800 g of queso / 30 g = 26.
    expect(lines.availability).toEqual({ base: 26 });
    // 150 g at 20 000/kg + 30 g at 40/g = 3 000 + 1 200.
    expect(lines.computedCost).toBe(4200);
    const wrongSize = await call('PUT', `/api/menu-product-items/${productId}/ingredients`, {
      lines: [{ ingredientId: carne.id, sizeId: Object.values(sizes)[0], quantity: 1 }],
    });
    expect(wrongSize.statusCode).toBe(400);
    const deleting = await call('DELETE', `/api/ingredients-stock/${carne.id}`);
    expect(deleting.json().error.code).toBe('ERROR_REMOVE_RELATION');
  });

  it("answers another tenant's ids with 404 and shows it nothing", async () => {
    const other = await createOtherTenant(app.database.db);
    const theirs = (await app.login(other.email, other.password)).jwt;
    const asOther = () => theirs;
    const mine = (await call('POST', '/api/ingredients-stock/page', {})).json<IngredientPage>().content[0]!;
    expect((await call('POST', '/api/ingredients-stock/page', {}, asOther)).json().totalElements).toBe(0);
    expect((await call('POST', '/api/movements/page', {}, asOther)).json().totalElements).toBe(0);
    expect((await call('GET', `/api/ingredients-stock/${mine.id}`, undefined, asOther)).statusCode).toBe(404);
    expect((await call('PUT', `/api/ingredients-stock/${mine.id}`, { sku: 'X' }, asOther)).statusCode).toBe(404);
    const steal = await call(
      'POST',
      '/api/movements',
      { type: 'Salida - Merma', items: [{ ingredientId: mine.id, quantity: 1 }] },
      asOther,
    );
    expect(steal.statusCode).toBe(404);
    const vendor = (await call('POST', '/api/suppliers/page', {})).json().content[0];
    const buy = await call(
      'POST',
      '/api/purchases',
      { invoiceNumber: 'X', supplierId: vendor.id, items: [{ ingredientId: mine.id, quantity: 1, total: 1 }] },
      asOther,
    );
    expect(buy.statusCode).toBe(404);
    expect((await call('GET', `/api/ingredients-stock/${mine.id}`)).json<Ingredient>().quantity).toBe(mine.quantity);
  });
});

describe(`a new branch's default inventory on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const call = (method: Method, url: string, token: string, payload?: object) =>
    app.server.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });

  it("makes a branch's default inventory on first use, named for its business and branch", async () => {
    const other = await createOtherTenant(app.database.db);
    const theirs = (await app.login(other.email, other.password)).jwt;
    const locations = (await call('GET', '/api/locations', theirs)).json();
    expect(locations).toEqual([
      expect.objectContaining({ name: 'Otro Restaurante_Norte', description: 'Inventario por defecto' }),
    ]);
    const made = await call('POST', '/api/ingredients-stock', theirs, { name: 'Harina', unit: 'kg' });
    expect(made.json()).toMatchObject({ locationId: locations[0].id, locationName: 'Otro Restaurante_Norte' });
  });
});
