import type { Ingredient, IngredientPage, StockMovementPage, Supplier } from '@comandero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, TEST_DIALECT, type TestApp } from '../../test/harness.js';

type Method = 'GET' | 'POST' | 'PUT';

/** Issue 27 item 4: stock quantities and their sums stay bounded; reads survive what is stored. */
describe(`stock bounds on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  let admin: string;
  beforeAll(async () => {
    app = await createTestApp();
    admin = (await app.login('admin@demo.pos', 'admin1234')).jwt;
  });
  afterAll(() => app.close());

  const call = (method: Method, url: string, payload?: object) =>
    app.server.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });
  const movementsOf = async (ingredientId: string) =>
    (await call('POST', '/api/movements/page', { filters: { ingredientId } })).json<StockMovementPage>();

  it('refuses a purchase whose items add up past the bound, writing nothing', async () => {
    const vendor = (await call('POST', '/api/suppliers', { name: 'Granos Infinitos' })).json<Supplier>();
    const sal = (await call('POST', '/api/ingredients-stock', { name: 'Sal marina', unit: 'g' })).json<Ingredient>();
    const huge = await call('POST', '/api/purchases', {
      invoiceNumber: 'F-HUGE',
      supplierId: vendor.id,
      items: Array.from({ length: 200 }, () => ({ ingredientId: sal.id, quantity: 1e15, total: 1 })),
    });
    expect(huge.statusCode, huge.body).toBe(400);
    expect((await call('GET', `/api/ingredients-stock/${sal.id}`)).json<Ingredient>().quantity).toBe(0);
    expect((await movementsOf(sal.id)).totalElements).toBe(0);
  });

  it('refuses a movement that takes a stored quantity past the bound, writing nothing', async () => {
    const vendor = (await call('POST', '/api/suppliers', { name: 'Granos Finitos' })).json<Supplier>();
    const arroz = (await call('POST', '/api/ingredients-stock', { name: 'Arroz', unit: 'g' })).json<Ingredient>();
    const buy = (invoiceNumber: string) =>
      call('POST', '/api/purchases', {
        invoiceNumber,
        supplierId: vendor.id,
        items: [{ ingredientId: arroz.id, quantity: 1e15, total: 1 }],
      });
    expect((await buy('F-1')).statusCode).toBe(201);
    const second = await buy('F-2');
    expect(second.statusCode, second.body).toBe(422);
    expect(second.json().error.code).toBe('STOCK_LIMIT');
    expect((await call('GET', `/api/ingredients-stock/${arroz.id}`)).json<Ingredient>().quantity).toBe(1e15);
    expect((await movementsOf(arroz.id)).totalElements).toBe(1);
    const adjusted = await call('POST', '/api/movements', {
      type: 'Entrada - Ajuste',
      items: [{ ingredientId: arroz.id, quantity: 1 }],
    });
    expect(adjusted.statusCode).toBe(422);
    expect((await movementsOf(arroz.id)).totalElements).toBe(1);
  });

  it("refuses a purchase that takes a product's stock past its bound or its column, writing nothing", async () => {
    const vendor = (await call('POST', '/api/suppliers', { name: 'Bebidas Sin Fin' })).json<Supplier>();
    const { db } = app.database;
    const agua = await db.selectFrom('products').select('id').where('name', '=', 'Agua').executeTakeFirstOrThrow();
    const stockOf = async () =>
      (await db.selectFrom('products').select('stock').where('id', '=', agua.id).executeTakeFirstOrThrow()).stock;
    const productMoves = async () =>
      (await call('POST', '/api/movements/page', { filters: { productId: agua.id } })).json<StockMovementPage>()
        .totalElements;
    const movesBefore = await productMoves();
    const buy = (quantity: number, length = 1) =>
      call('POST', '/api/purchases', {
        invoiceNumber: `F-${quantity}`,
        supplierId: vendor.id,
        items: Array.from({ length }, () => ({ productId: agua.id, quantity, total: 1 })),
      });
    await db.updateTable('products').set({ is_prepared: 0, stock: 999_999_999 }).where('id', '=', agua.id).execute();
    const past = await buy(2);
    expect(past.statusCode, past.body).toBe(422);
    expect(past.json().error.code).toBe('STOCK_LIMIT');
    expect(await stockOf()).toBe(999_999_999);
    // Stored before the bound existed: one more purchase would pass PostgreSQL's 32-bit column.
    await db.updateTable('products').set({ stock: 2_100_000_000 }).where('id', '=', agua.id).execute();
    const overflow = await buy(1_000_000, 200);
    expect(overflow.statusCode, overflow.body).toBe(422);
    expect(await stockOf()).toBe(2_100_000_000);
    expect(await productMoves()).toBe(movesBefore);
  });

  it('reads an ingredient, the list and the movements whatever quantity is already stored', async () => {
    const azucar = (await call('POST', '/api/ingredients-stock', { name: 'Azucar', unit: 'g' })).json<Ingredient>();
    const beyond = 200_000_000_000_000_000;
    await app.database.db
      .updateTable('ingredients')
      .set({ quantity: beyond, stock_minimum: 0 })
      .where('id', '=', azucar.id)
      .execute();
    const user = await app.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@demo.pos')
      .executeTakeFirstOrThrow();
    const { business_id, branch_id } = await app.database.db
      .selectFrom('ingredients')
      .select(['business_id', 'branch_id'])
      .where('id', '=', azucar.id)
      .executeTakeFirstOrThrow();
    await app.database.db
      .insertInto('stock_movements')
      .values({
        id: crypto.randomUUID(),
        business_id,
        branch_id,
        type: 'Entrada - Ajuste',
        ingredient_id: azucar.id,
        product_id: null,
        amount_before: 0,
        amount_entered: beyond,
        amount_after: beyond,
        cost: 0 as never,
        value_unit: 0 as never,
        expiration: null,
        supplier_id: null,
        invoice_number: null,
        observation: null,
        user_id: user.id,
        order_id: null,
        purchase_id: null,
        day: '2026-11-22',
        created_at: new Date().toISOString(),
      })
      .execute();
    const one = await call('GET', `/api/ingredients-stock/${azucar.id}`);
    expect(one.statusCode, one.body).toBe(200);
    const list = await call('POST', '/api/ingredients-stock/page', { filters: { name: 'azucar' } });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<IngredientPage>().content).toHaveLength(1);
    const moves = await call('POST', '/api/movements/page', { filters: { ingredientId: azucar.id } });
    expect(moves.statusCode, moves.body).toBe(200);
    const all = await call('POST', '/api/movements/page', {});
    expect(all.statusCode, all.body).toBe(200);
  });
});
