import {
  type Catalog,
  type CloseResult,
  type ExtrasGroupAdmin,
  emptyCounts,
  extrasGroupFormOf,
  type Ingredient,
  type IngredientLines,
  type ProductAdminDetail,
  type ProductDetail,
  productFormOf,
  type StockMovementPage,
  type Supplier,
  type Table,
} from '@comandero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../shared/ids.js';
import { createOtherTenant } from '../../test/fixtures.js';
import { bearer, createTestApp, signInDemoStaff, TEST_DIALECT, type TestApp } from '../../test/harness.js';

describe(`selling depletes stock on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  let staff: Awaited<ReturnType<typeof signInDemoStaff>>;
  const ing: Record<string, string> = {};
  let burger = '';
  const size: Record<string, string> = {};
  const option: Record<string, string> = {};

  const call = (role: 'admin' | 'caja' | 'mesero', method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.server.inject({ method, url, headers: bearer(staff[role]), ...(payload ? { payload } : {}) });
  const quantity = async (name: string) =>
    (await call('admin', 'GET', `/api/ingredients-stock/${ing[name]}`)).json<Ingredient>().quantity;
  const burgerStock = async () =>
    (await call('mesero', 'GET', `/api/menu/products/${burger}`)).json<ProductDetail>().stock;
  const table = async (n: number) => (await call('admin', 'GET', `/api/tables/number/${n}`)).json<Table>();
  /** A burger line with its required choices (término, acompañante). */
  const burgerLine = (quantity: number, sizeName: string, extras: string[] = []) => ({
    id: newId(),
    productId: burger,
    sizeId: size[sizeName],
    quantity,
    extras: ['termino', 'acompanante', ...extras].map((name) => ({ optionId: option[name]!, quantity: 1 })),
  });
  async function served(n: number, lines: object[]) {
    const target = await table(n);
    const added = await call('mesero', 'POST', `/api/tables/${target.id}/lines`, { lines, people: 2 });
    expect(added.statusCode, added.body).toBe(200);
    expect((await call('mesero', 'POST', `/api/tables/${target.id}/command`)).statusCode).toBe(200);
    return target;
  }
  const close = (tableId: string) =>
    call('caja', 'POST', `/api/tables/${tableId}/close`, { methodPay: 'Efectivo', valueReceive: 500_000 });

  beforeAll(async () => {
    app = await createTestApp();
    staff = await signInDemoStaff(app);
    const db = app.database.db;
    const cashier = await db.selectFrom('cashiers').select('id').where('name', '=', 'Caja 1').executeTakeFirstOrThrow();
    const opened = await call('caja', 'POST', '/api/cashiers/register/state', {
      type: 1,
      cashierId: cashier.id,
      createdAt: new Date().toISOString(),
      detail: { counts: { ...emptyCounts('COP'), bill_50000: 2 } },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    burger = (
      await db.selectFrom('products').select('id').where('name', '=', 'Hamburguesa clásica').executeTakeFirstOrThrow()
    ).id;
    for (const [name, delta, sort] of [
      ['Normal', 0, 0],
      ['Grande', 6000, 1],
    ] as const) {
      size[name] = newId();
      await db
        .insertInto('product_sizes')
        .values({ id: size[name]!, product_id: burger, name, price_delta: delta as never, sort })
        .execute();
    }
    const options = await db
      .selectFrom('extras_options as o')
      .innerJoin('extras_groups as g', 'g.id', 'o.group_id')
      .select(['o.id', 'o.name', 'g.name as group'])
      .orderBy('o.sort')
      .execute();
    option.termino = options.find((row) => row.group === 'Término de la carne')!.id;
    option.acompanante = options.find((row) => row.group === 'Acompañante')!.id;
    option.queso = options.find((row) => row.name === 'Queso extra')!.id;
    for (const [name, unit] of [
      ['Pan de hamburguesa', 'unit'],
      ['Carne de res', 'g'],
      ['Queso cheddar', 'g'],
    ] as const) {
      ing[name] = (
        await call('admin', 'POST', '/api/ingredients-stock', { name, unit, cost: 10 })
      ).json<Ingredient>().id;
    }
    const vendor = (await call('admin', 'POST', '/api/suppliers', { name: 'Distribuidora Sur' })).json<Supplier>();
    const bought = await call('admin', 'POST', '/api/purchases', {
      invoiceNumber: 'FAC-9',
      supplierId: vendor.id,
      items: [
        { ingredientId: ing['Pan de hamburguesa'], quantity: 10_000, total: 10_000 },
        { ingredientId: ing['Carne de res'], quantity: 10_000_000, total: 200_000 },
        { ingredientId: ing['Queso cheddar'], quantity: 1_000_000, total: 30_000 },
      ],
    });
    expect(bought.statusCode, bought.body).toBe(201);
    const recipe = await call('admin', 'PUT', `/api/menu-product-items/${burger}/ingredients`, {
      lines: [
        { ingredientId: ing['Pan de hamburguesa'], quantity: 1000 },
        { ingredientId: ing['Carne de res'], quantity: 150_000 },
        { ingredientId: ing['Queso cheddar'], quantity: 30_000 },
        { ingredientId: ing['Carne de res'], sizeId: size.Grande, quantity: 50_000 },
      ],
    });
    expect(recipe.statusCode, recipe.body).toBe(200);
    const extra = await call('admin', 'PUT', `/api/extras-options/${option.queso}/ingredients`, {
      lines: [{ ingredientId: ing['Queso cheddar'], quantity: 30_000 }],
    });
    expect(extra.statusCode, extra.body).toBe(200);
  });
  afterAll(() => app.close());

  it('closing 3 hamburgers (one large with queso extra) takes exactly their ingredients, as Salida - Venta of the order', async () => {
    // 10 breads make 10 dishes: the POS shows the dish's stock from its scarcest ingredient.
    expect(await burgerStock()).toBe(10);
    const target = await served(1, [burgerLine(2, 'Normal'), burgerLine(1, 'Grande', ['queso'])]);
    const closed = await close(target.id);
    expect(closed.statusCode, closed.body).toBe(200);
    const orderId = closed.json<CloseResult>().order.id;
    expect(await quantity('Pan de hamburguesa')).toBe(10_000 - 3000);
    expect(await quantity('Carne de res')).toBe(10_000_000 - 500_000);
    expect(await quantity('Queso cheddar')).toBe(1_000_000 - 120_000);
    const sale = (
      await call('admin', 'POST', '/api/movements/page', { filters: { orderId } })
    ).json<StockMovementPage>();
    expect(sale.content.map((movement) => [movement.type, movement.name, movement.amountEntered]).sort()).toEqual([
      ['Salida - Venta', 'Carne de res', -500_000],
      ['Salida - Venta', 'Pan de hamburguesa', -3000],
      ['Salida - Venta', 'Queso cheddar', -120_000],
    ]);
    expect(await burgerStock()).toBe(7);
  });

  it('takes nothing for a line removed before the close', async () => {
    const target = await table(2);
    const line = burgerLine(1, 'Normal');
    await call('mesero', 'POST', `/api/tables/${target.id}/lines`, {
      lines: [line, burgerLine(1, 'Normal')],
      people: 1,
    });
    const removed = await call('mesero', 'POST', `/api/tables/${target.id}/lines/${line.id}/remove`, {});
    expect(removed.statusCode, removed.body).toBe(200);
    await call('mesero', 'POST', `/api/tables/${target.id}/command`);
    const before = await quantity('Pan de hamburguesa');
    expect((await close(target.id)).statusCode).toBe(200);
    expect(await quantity('Pan de hamburguesa')).toBe(before - 1000);
  });

  it('loses nothing when two closes take the same ingredient at once', async () => {
    const [a, b] = [await served(3, [burgerLine(1, 'Normal')]), await served(4, [burgerLine(2, 'Grande')])];
    const before = await quantity('Carne de res');
    const results = await Promise.all([close(a.id), close(b.id)]);
    expect(results.map((result) => result.statusCode)).toEqual([200, 200]);
    expect(await quantity('Carne de res')).toBe(before - 150_000 - 2 * 200_000);
    const ledger = (
      await call('admin', 'POST', `/api/ingredients-stock/${ing['Carne de res']}/movements`, { pageSize: 100 })
    ).json<StockMovementPage>().content;
    // Every movement starts where another ended, and they add up to the quantity.
    expect(ledger.reduce((sum, movement) => sum + movement.amountEntered, 0)).toBe(await quantity('Carne de res'));
    const afters = new Set(ledger.map((movement) => movement.amountAfter));
    for (const movement of ledger)
      if (movement.amountBefore !== 0) expect(afters.has(movement.amountBefore)).toBe(true);
  });

  it('refuses a close that would take stock below zero when the branch says so, and then takes nothing', async () => {
    const target = await served(6, [burgerLine(1, 'Normal')]);
    const carne = await quantity('Carne de res');
    const taken = await call('admin', 'POST', '/api/movements', {
      type: 'Salida - Ajuste',
      items: [{ ingredientId: ing['Carne de res'], quantity: carne - 100_000 }],
    });
    expect(taken.statusCode, taken.body).toBe(201);
    expect((await call('admin', 'PUT', '/api/stock-settings', { refuseNegativeStock: true })).statusCode).toBe(200);
    const refused = await close(target.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('NEGATIVE_STOCK');
    expect(await quantity('Carne de res')).toBe(100_000);
    expect(await quantity('Pan de hamburguesa')).toBeGreaterThan(0);
    // Allowed again (the default), the same close goes through below zero.
    await call('admin', 'PUT', '/api/stock-settings', { refuseNegativeStock: false });
    expect((await close(target.id)).statusCode).toBe(200);
    expect(await quantity('Carne de res')).toBe(-50_000);
  });

  it('says NO STOCK for the size its recipe no longer covers while the other size still sells', async () => {
    // 170 g of carne: one Normal (150 g), no Grande (200 g).
    const entered = await call('admin', 'POST', '/api/movements', {
      type: 'Entrada - Ajuste',
      items: [{ ingredientId: ing['Carne de res'], quantity: 170_000 - (await quantity('Carne de res')) }],
    });
    expect(entered.statusCode, entered.body).toBe(201);
    const detail = (await call('mesero', 'GET', `/api/menu/products/${burger}`)).json<ProductDetail>();
    expect(detail.stock).toBe(1);
    expect(detail.sizes.map(({ name, stock }) => [name, stock])).toEqual([
      ['Normal', 1],
      ['Grande', 0],
    ]);
    const catalog = (await call('mesero', 'GET', '/api/menu/catalog')).json<Catalog>();
    expect(catalog.products.find((product) => product.id === burger)?.sizes.map((one) => one.stock)).toEqual([1, 0]);
    const target = await table(7);
    const large = await call('mesero', 'POST', `/api/tables/${target.id}/lines`, {
      lines: [burgerLine(1, 'Grande')],
      people: 1,
    });
    expect(large.statusCode).toBe(409);
    expect(large.json().error.code).toBe('NO_STOCK');
    const normal = await call('mesero', 'POST', `/api/tables/${target.id}/lines`, {
      lines: [burgerLine(1, 'Normal')],
      people: 1,
    });
    expect(normal.statusCode, normal.body).toBe(200);
  });

  it('shows NO STOCK when an ingredient runs out, and keeps the stock of another tenant apart', async () => {
    const left = await quantity('Pan de hamburguesa');
    const waste = await call('admin', 'POST', '/api/trashes', {
      reason: 'Pan mojado',
      items: [{ ingredientId: ing['Pan de hamburguesa'], quantity: left }],
    });
    expect(waste.statusCode, waste.body).toBe(201);
    expect(await burgerStock()).toBe(0);
    const target = await table(5);
    const refused = await call('mesero', 'POST', `/api/tables/${target.id}/lines`, {
      lines: [burgerLine(1, 'Normal')],
      people: 1,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('NO_STOCK');
    const other = await createOtherTenant(app.database.db);
    const theirs = (await app.login(other.email, other.password)).jwt;
    const peek = await app.server.inject({
      method: 'GET',
      url: `/api/menu-product-items/${burger}/ingredients`,
      headers: bearer(theirs),
    });
    expect(peek.statusCode).toBe(404);
    const take = await app.server.inject({
      method: 'PUT',
      url: `/api/extras-options/${option.queso}/ingredients`,
      headers: bearer(theirs),
      payload: { lines: [] },
    });
    expect(take.statusCode).toBe(404);
  });
  it('lets the admin remove a size and an extras option that carry ingredient lines: their lines leave with them', async () => {
    const groupId = (
      await app.database.db
        .selectFrom('extras_options')
        .select('group_id')
        .where('id', '=', option.queso!)
        .executeTakeFirstOrThrow()
    ).group_id;
    const [group] = (await call('admin', 'POST', '/api/extras/ids', { ids: [groupId] })).json<ExtrasGroupAdmin[]>();
    const form = extrasGroupFormOf(group!);
    const edited = await call('admin', 'PUT', `/api/extras/${groupId}`, {
      ...form,
      options: (form.options ?? []).filter((one) => one.id !== option.queso),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const detail = (await call('admin', 'GET', `/api/menu-product-items/${burger}`)).json<ProductAdminDetail>();
    const productForm = productFormOf(detail);
    const resized = await call('admin', 'PUT', `/api/menu-product-items/${burger}`, {
      ...productForm,
      sizes: (productForm.sizes ?? []).filter((one) => one.name !== 'Grande'),
    });
    expect(resized.statusCode, resized.body).toBe(200);
    const lines = (await call('admin', 'GET', `/api/menu-product-items/${burger}/ingredients`)).json<IngredientLines>();
    expect(lines.lines.map((line) => line.sizeId)).not.toContain(size.Grande);
    expect(lines.lines).toHaveLength(3);
  });
});
