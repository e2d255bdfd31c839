import type {
  CategoryAdmin,
  LocationPage,
  ProductAdminDetail,
  ProductAdminPage,
  StockMovement,
  StockMovementPage,
  Supplier,
} from '@comandero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../shared/ids.js';
import { createOtherTenant } from '../../test/fixtures.js';
import { bearer, createTestApp, TEST_DIALECT, type TestApp } from '../../test/harness.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Issue 27 §11: stock as spec 02 describes it (locations, return-exit, a product's location and supplier). */
describe(`stock as spec 02 describes it on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  let admin: string;
  beforeAll(async () => {
    app = await createTestApp();
    admin = (await app.login('admin@demo.pos', 'admin1234')).jwt;
  });
  afterAll(() => app.close());

  const call = (method: Method, url: string, payload?: unknown, token = () => admin) =>
    app.server.inject({
      method,
      url,
      headers: bearer(token()),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const supplier = async (name: string) =>
    (await call('POST', '/api/suppliers', { name, phone: '300 123 4567', address: 'Calle 1' })).json<Supplier>();
  const countedProduct = async (name: string, extra: object = {}) => {
    const categories = (await call('GET', '/api/categories')).json<CategoryAdmin[]>();
    const made = await call('POST', '/api/menu-product-items', [
      {
        idCloud: newId(),
        name,
        price: 5000,
        categoryId: categories[0]!.id,
        isPrepared: false,
        isCalculatedCost: false,
        quantity: 0,
        ...extra,
      },
    ]);
    expect(made.statusCode).toBe(201);
    return made.json<ProductAdminDetail[]>()[0]!;
  };

  it('creates locations and lists them, all or a page at a time', async () => {
    const made = await call('POST', '/api/locations', { name: 'Bodega fría', description: 'Cuarto frío' });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ name: 'Bodega fría', description: 'Cuarto frío' });
    await call('POST', '/api/locations', { name: 'Barra' });
    const all = (await call('GET', '/api/locations')).json<{ name: string }[]>();
    expect(all.map((location) => location.name)).toEqual(expect.arrayContaining(['Barra', 'Bodega fría']));
    const first = await call('GET', '/api/locations/page?page=0&pageSize=2');
    expect(first.statusCode).toBe(200);
    const page = first.json<LocationPage>();
    expect(page).toMatchObject({ page: 0, pageSize: 2, totalElements: all.length });
    expect(page.content.map((location) => location.name)).toEqual(['Barra', 'Bodega fría']);
    expect((await call('GET', '/api/locations/page?page=-1')).statusCode).toBe(400);
    expect((await call('POST', '/api/locations', { name: 'x' })).statusCode).toBe(400);
  });

  it('keeps the order number of a return-exit movement, and only there', async () => {
    const product = await countedProduct('Cerveza lata');
    const entered = await call('POST', '/api/movements', {
      type: 'Entrada - Ajuste',
      items: [{ productId: product.id, quantity: 10, cost: 20000 }],
    });
    expect(entered.statusCode).toBe(201);
    const returned = await call('POST', '/api/movements', {
      type: 'Salida - Devolucion',
      orderNumber: 'OC-1234',
      items: [{ productId: product.id, quantity: 2, cost: 4000 }],
    });
    expect(returned.statusCode).toBe(201);
    expect(returned.json<StockMovement[]>()[0]).toMatchObject({
      type: 'Salida - Devolucion',
      orderNumber: 'OC-1234',
      amountAfter: 8,
    });
    const other = await call('POST', '/api/movements', {
      type: 'Salida - Ajuste',
      orderNumber: 'OC-9',
      items: [{ productId: product.id, quantity: 1, cost: 2000 }],
    });
    expect(other.json<StockMovement[]>()[0]!.orderNumber).toBeNull();
    const listed = (
      await call('POST', '/api/movements/page', { filters: { productId: product.id, type: 'Salida - Devolucion' } })
    ).json<StockMovementPage>();
    expect(listed.content.map((movement) => movement.orderNumber)).toEqual(['OC-1234']);
  });

  it('gives a product its location and supplier, and refuses another tenant’s', async () => {
    const location = (await call('POST', '/api/locations', { name: 'Nevera bar' })).json<{ id: string }>();
    const vendor = await supplier('Bebidas del Valle');
    const product = await countedProduct('Jugo caja', { locationId: location.id, supplierId: vendor.id });
    expect(product).toMatchObject({ locationId: location.id, supplierId: vendor.id });
    const read = (await call('GET', `/api/menu-product-items/${product.id}`)).json<ProductAdminDetail>();
    expect(read).toMatchObject({ locationId: location.id, supplierId: vendor.id });
    const cleared = await call('PUT', `/api/menu-product-items/${product.id}`, {
      name: read.name,
      price: read.price,
      categoryId: read.category.id,
      isPrepared: false,
      isCalculatedCost: false,
      quantity: 0,
      locationId: null,
      supplierId: vendor.id,
      version: read.version,
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ locationId: null, supplierId: vendor.id });

    const other = await createOtherTenant(app.database.db);
    const theirs = (await app.login(other.email, other.password)).jwt;
    const theirLocation = (await call('GET', '/api/locations', undefined, () => theirs)).json<{ id: string }[]>()[0]!;
    const refused = await call('POST', '/api/menu-product-items', [
      {
        idCloud: newId(),
        name: 'Soda ajena',
        price: 1000,
        categoryId: read.category.id,
        isPrepared: false,
        locationId: theirLocation.id,
      },
    ]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.details).toEqual([{ path: 'body.0.locationId', message: 'REQUIRED' }]);
  });

  it('buys counted products and ingredients in one purchase, and finds only counted products to buy', async () => {
    const product = await countedProduct('Agua botella');
    const vendor = await supplier('Distribuidora Sur');
    const ingredient = (await call('POST', '/api/ingredients-stock', { name: 'Limón', unit: 'kg', cost: 4000 })).json<{
      id: string;
    }>();
    const bought = await call('POST', '/api/purchases', {
      invoiceNumber: 'F-77',
      supplierId: vendor.id,
      items: [
        { productId: product.id, quantity: 24, total: 48000 },
        { ingredientId: ingredient.id, quantity: 2_000_000, total: 8000 },
      ],
    });
    expect(bought.statusCode).toBe(201);
    const read = (await call('GET', `/api/menu-product-items/${product.id}`)).json<ProductAdminDetail>();
    expect(read.stock).toBe(24);
    const counted = (
      await call('POST', '/api/menu-product-items/page', { filters: { name: 'agua', isPrepared: false } })
    ).json<ProductAdminPage>();
    expect(counted.content.every((row) => !row.isPrepared)).toBe(true);
    expect(counted.content.map((row) => row.name)).toContain('Agua botella');
    const prepared = (
      await call('POST', '/api/menu-product-items/page', { pageSize: 100, filters: { isPrepared: true } })
    ).json<ProductAdminPage>();
    expect(prepared.content.every((row) => row.isPrepared)).toBe(true);
  });
});
