import type {
  Ingredient,
  IngredientPage,
  PreparedRecipe,
  ProductDetail,
  ProductionResult,
  StockMovementPage,
  Supplier,
} from '@comandero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOtherTenant } from '../../test/fixtures.js';
import { bearer, createTestApp, idsByName, TEST_DIALECT, type TestApp } from '../../test/harness.js';

type Method = 'GET' | 'POST' | 'PUT';

describe(`sub-recipes and production on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  let admin: string;
  let waiter: string;
  const ing: Record<string, string> = {};
  let burger = '';

  const call = (method: Method, url: string, payload?: object, token = () => admin) =>
    app.server.inject({ method, url, headers: bearer(token()), ...(payload ? { payload } : {}) });
  const quantity = async (name: string) =>
    (await call('GET', `/api/ingredients-stock/${ing[name]}`)).json<Ingredient>().quantity;
  const ledgerOf = async (name: string) =>
    (await call('POST', `/api/ingredients-stock/${ing[name]}/movements`, { pageSize: 100 })).json<StockMovementPage>()
      .content;
  const produce = (name: string, body: object, token = () => admin) =>
    call('POST', `/api/ingredients-stock/${ing[name]}/produce`, body, token);
  const burgerStock = async () =>
    (await call('GET', `/api/menu/products/${burger}`, undefined, () => waiter)).json<ProductDetail>().stock;
  // Salsa de la casa: 1 l is made from 800 g tomate and 200 g cebolla.
  const salsaBatch = () => ({
    yieldQuantity: 1_000_000,
    lines: [
      { ingredientId: ing.Tomate, quantity: 800_000 },
      { ingredientId: ing.Cebolla, quantity: 200_000 },
    ],
  });

  beforeAll(async () => {
    app = await createTestApp();
    admin = (await app.login('admin@demo.pos', 'admin1234')).jwt;
    waiter = (await app.login('mesero@demo.pos', 'mesero1234')).jwt;
    for (const [name, unit, cost] of [
      ['Tomate', 'kg', 4000],
      ['Cebolla', 'kg', 3000],
      ['Salsa de la casa', 'l', 0],
      ['Base de salsa', 'l', 0],
    ] as const) {
      const created = await call('POST', '/api/ingredients-stock', { name, unit, cost });
      expect(created.statusCode, created.body).toBe(201);
      ing[name.split(' ')[0]!] = created.json<Ingredient>().id;
    }
    const vendor = (await call('POST', '/api/suppliers', { name: 'Plaza de mercado' })).json<Supplier>();
    const bought = await call('POST', '/api/purchases', {
      invoiceNumber: 'PM-1',
      supplierId: vendor.id,
      items: [
        { ingredientId: ing.Tomate, quantity: 10_000_000, total: 40_000 },
        { ingredientId: ing.Cebolla, quantity: 2_000_000, total: 6000 },
      ],
    });
    expect(bought.statusCode, bought.body).toBe(201);
    // A dish takes 50 ml of the salsa, as it takes any ingredient.
    burger = (await idsByName(app, 'products'))['Hamburguesa clásica']!;
    const dish = await call('PUT', `/api/menu-product-items/${burger}/ingredients`, {
      lines: [{ ingredientId: ing.Salsa, quantity: 50_000 }],
    });
    expect(dish.statusCode, dish.body).toBe(200);
  });
  afterAll(() => app.close());

  it('keeps a prepared ingredient’s batch with its cost per unit, and marks it prepared in the list', async () => {
    const before = await call('GET', `/api/ingredients-stock/${ing.Salsa}/recipe`);
    expect(before.json<PreparedRecipe>()).toMatchObject({ yieldQuantity: null, unit: 'l', lines: [] });
    const saved = await call('PUT', `/api/ingredients-stock/${ing.Salsa}/recipe`, salsaBatch());
    expect(saved.statusCode, saved.body).toBe(200);
    const recipe = saved.json<PreparedRecipe>();
    expect(recipe.yieldQuantity).toBe(1_000_000);
    expect(recipe.lines.map((line) => [line.ingredientName, line.unit, line.quantity, line.stock])).toEqual([
      ['Cebolla', 'kg', 200_000, 2_000_000],
      ['Tomate', 'kg', 800_000, 10_000_000],
    ]);
    // 800 g at 4 000/kg + 200 g at 3 000/kg = 3 800 for 1 l.
    expect(recipe.computedUnitCost).toBe(3800);
    expect((await call('GET', `/api/ingredients-stock/${ing.Salsa}/recipe`)).json()).toEqual(recipe);
    const rows = (await call('POST', '/api/ingredients-stock/page', {})).json<IngredientPage>().content;
    expect(Object.fromEntries(rows.map((row) => [row.name, row.prepared]))).toMatchObject({
      'Salsa de la casa': true,
      Tomate: false,
    });
    // A component cannot be deleted while a batch uses it.
    const deleting = await app.server.inject({
      method: 'DELETE',
      url: `/api/ingredients-stock/${ing.Tomate}`,
      headers: bearer(admin),
    });
    expect(deleting.json().error.code).toBe('ERROR_REMOVE_RELATION');
  });

  it('produces 2.5 l: each component out by its exact share, the batch in at their value, dishes available again', async () => {
    expect(await burgerStock()).toBe(0);
    const made = await produce('Salsa', { quantity: 2_500_000, observation: 'Turno mañana' });
    expect(made.statusCode, made.body).toBe(201);
    const result = made.json<ProductionResult>();
    // Its cost is now the batch's: what sales of the dishes using it take at.
    expect(result.ingredient).toMatchObject({
      name: 'Salsa de la casa',
      quantity: 2_500_000,
      prepared: true,
      cost: 3800,
    });
    expect(result.movements.map((movement) => [movement.type, movement.name, movement.amountEntered])).toEqual([
      ['Salida - Producción', 'Cebolla', -500_000],
      ['Salida - Producción', 'Tomate', -2_000_000],
      ['Entrada - Producción', 'Salsa de la casa', 2_500_000],
    ]);
    // 2 kg of tomate at 4 000 + 0.5 kg of cebolla at 3 000 = 9 500: 3 800 per l.
    expect(result.movements.map((movement) => movement.cost)).toEqual([1500, 8000, 9500]);
    expect(result.movements[2]).toMatchObject({ valueUnit: 3800, observation: 'Turno mañana', amountBefore: 0 });
    expect(await quantity('Tomate')).toBe(8_000_000);
    expect(await quantity('Cebolla')).toBe(1_500_000);
    for (const name of ['Tomate', 'Cebolla', 'Salsa'])
      expect((await ledgerOf(name)).reduce((sum, movement) => sum + movement.amountEntered, 0)).toBe(
        await quantity(name),
      );
    // 2.5 l ÷ 50 ml per dish.
    expect(await burgerStock()).toBe(50);
    // 1 ml takes 0.8 g and 0.2 g exactly.
    expect((await produce('Salsa', { quantity: 1000 })).statusCode).toBe(201);
    expect(await quantity('Tomate')).toBe(8_000_000 - 800);
    expect(await quantity('Cebolla')).toBe(1_500_000 - 200);
  });

  it('loses nothing when two productions take the same components at once', async () => {
    const [tomate, cebolla, salsa] = [await quantity('Tomate'), await quantity('Cebolla'), await quantity('Salsa')];
    const results = await Promise.all([
      produce('Salsa', { quantity: 1_000_000 }),
      produce('Salsa', { quantity: 500_000 }),
    ]);
    expect(results.map((result) => result.statusCode)).toEqual([201, 201]);
    expect(await quantity('Tomate')).toBe(tomate - 1_200_000);
    expect(await quantity('Cebolla')).toBe(cebolla - 300_000);
    expect(await quantity('Salsa')).toBe(salsa + 1_500_000);
    for (const name of ['Tomate', 'Salsa']) {
      const ledger = await ledgerOf(name);
      expect(ledger.reduce((sum, movement) => sum + movement.amountEntered, 0)).toBe(await quantity(name));
      // Every movement starts where another ended.
      const afters = new Set(ledger.map((movement) => movement.amountAfter));
      for (const movement of ledger)
        if (movement.amountBefore !== 0) expect(afters.has(movement.amountBefore)).toBe(true);
    }
  });

  it('refuses a batch that leads back to itself, directly or through another prepared ingredient', async () => {
    const self = await call('PUT', `/api/ingredients-stock/${ing.Salsa}/recipe`, {
      yieldQuantity: 1_000_000,
      lines: [{ ingredientId: ing.Salsa, quantity: 1000 }],
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().error.code).toBe('RECIPE_CYCLE');
    const base = await call('PUT', `/api/ingredients-stock/${ing.Base}/recipe`, {
      yieldQuantity: 2_000_000,
      lines: [
        { ingredientId: ing.Salsa, quantity: 1_000_000 },
        { ingredientId: ing.Cebolla, quantity: 100_000 },
      ],
    });
    expect(base.statusCode, base.body).toBe(200);
    const loop = await call('PUT', `/api/ingredients-stock/${ing.Salsa}/recipe`, {
      ...salsaBatch(),
      lines: [...salsaBatch().lines, { ingredientId: ing.Base, quantity: 1000 }],
    });
    expect(loop.statusCode).toBe(409);
    expect(loop.json().error).toMatchObject({
      code: 'RECIPE_CYCLE',
      details: { cycle: [ing.Salsa, ing.Base, ing.Salsa] },
    });
    const kept = (await call('GET', `/api/ingredients-stock/${ing.Salsa}/recipe`)).json<PreparedRecipe>();
    expect(kept.lines.map((line) => line.ingredientName)).toEqual(['Cebolla', 'Tomate']);
    // Two edits that each add half of a loop at once: one of them is refused.
    const edits = await Promise.all([
      call('PUT', `/api/ingredients-stock/${ing.Tomate}/recipe`, {
        yieldQuantity: 1000,
        lines: [{ ingredientId: ing.Cebolla, quantity: 1000 }],
      }),
      call('PUT', `/api/ingredients-stock/${ing.Cebolla}/recipe`, {
        yieldQuantity: 1000,
        lines: [{ ingredientId: ing.Tomate, quantity: 1000 }],
      }),
    ]);
    expect(edits.map((edit) => edit.statusCode).sort()).toEqual([200, 409]);
    // Without lines an ingredient is no longer prepared.
    for (const name of ['Tomate', 'Cebolla']) {
      const cleared = await call('PUT', `/api/ingredients-stock/${ing[name]}/recipe`, { yieldQuantity: 1, lines: [] });
      expect(cleared.json<PreparedRecipe>()).toMatchObject({ yieldQuantity: null, lines: [] });
    }
  });

  it('refuses to produce below zero when the branch says so, and then moves nothing', async () => {
    const [tomate, salsa] = [await quantity('Tomate'), await quantity('Salsa')];
    expect((await call('PUT', '/api/stock-settings', { refuseNegativeStock: true })).statusCode).toBe(200);
    const refused = await produce('Salsa', { quantity: 100_000_000 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('NEGATIVE_STOCK');
    expect(['Tomate', 'Cebolla']).toContain(refused.json().error.details.name);
    expect([await quantity('Tomate'), await quantity('Salsa')]).toEqual([tomate, salsa]);
    await call('PUT', '/api/stock-settings', { refuseNegativeStock: false });
  });

  it('answers bad input with a 4xx and a code', async () => {
    for (const body of [{}, { quantity: 0 }, { quantity: 1.5 }, { quantity: -1000 }, { quantity: '1000' }]) {
      const bad = await produce('Salsa', body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().error.code).toBe('VALIDATION_ERROR');
    }
    const notPrepared = await produce('Tomate', { quantity: 1000 });
    expect(notPrepared.statusCode).toBe(409);
    expect(notPrepared.json().error.code).toBe('NOT_PREPARED');
    // A share no stock row can move: a thousandth of Base takes 10¹⁵ of cebolla.
    const huge = await call('PUT', `/api/ingredients-stock/${ing.Base}/recipe`, {
      yieldQuantity: 1,
      lines: [{ ingredientId: ing.Cebolla, quantity: 1_000_000_000_000_000 }],
    });
    expect(huge.statusCode, huge.body).toBe(200);
    const tooMuch = await produce('Base', { quantity: 2 });
    expect(tooMuch.statusCode, tooMuch.body).toBe(400);
    for (const body of [
      { yieldQuantity: 0, lines: [] },
      { lines: [] },
      { yieldQuantity: 1000, lines: [{ ingredientId: ing.Tomate, quantity: 0 }] },
      { yieldQuantity: 1000, lines: [{ ingredientId: 'not-an-id', quantity: 1 }] },
      {
        yieldQuantity: 1000,
        lines: [
          { ingredientId: ing.Tomate, quantity: 1 },
          { ingredientId: ing.Tomate, quantity: 2 },
        ],
      },
    ]) {
      const bad = await call('PUT', `/api/ingredients-stock/${ing.Salsa}/recipe`, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
    const missing = '0194c2a0-0000-7000-8000-000000000999';
    expect((await call('GET', `/api/ingredients-stock/${missing}/recipe`)).statusCode).toBe(404);
    expect((await call('POST', `/api/ingredients-stock/${missing}/produce`, { quantity: 1 })).statusCode).toBe(404);
    expect((await call('GET', `/api/ingredients-stock/${ing.Salsa}/recipe`, undefined, () => waiter)).statusCode).toBe(
      403,
    );
    expect((await produce('Salsa', { quantity: 1000 }, () => waiter)).statusCode).toBe(403);
  });

  it("keeps another tenant's ingredients and batches apart", async () => {
    const other = await createOtherTenant(app.database.db);
    const theirs = (await app.login(other.email, other.password)).jwt;
    const asOther = () => theirs;
    const salsa = await quantity('Salsa');
    expect((await call('GET', `/api/ingredients-stock/${ing.Salsa}/recipe`, undefined, asOther)).statusCode).toBe(404);
    expect((await call('PUT', `/api/ingredients-stock/${ing.Salsa}/recipe`, salsaBatch(), asOther)).statusCode).toBe(
      404,
    );
    expect((await produce('Salsa', { quantity: 1000 }, asOther)).statusCode).toBe(404);
    const own = await call('POST', '/api/ingredients-stock', { name: 'Ají', unit: 'g' }, asOther);
    expect(own.statusCode, own.body).toBe(201);
    const ownId = own.json<Ingredient>().id;
    // Their ingredient in my batch, and mine in theirs: neither is found.
    const mixed = await call('PUT', `/api/ingredients-stock/${ing.Salsa}/recipe`, {
      yieldQuantity: 1000,
      lines: [{ ingredientId: ownId, quantity: 1 }],
    });
    expect(mixed.statusCode).toBe(404);
    const stolen = await call(
      'PUT',
      `/api/ingredients-stock/${ownId}/recipe`,
      { yieldQuantity: 1000, lines: [{ ingredientId: ing.Tomate, quantity: 1 }] },
      asOther,
    );
    expect(stolen.statusCode).toBe(404);
    expect(await quantity('Salsa')).toBe(salsa);
    expect((await call('GET', `/api/ingredients-stock/${ing.Salsa}/recipe`)).json<PreparedRecipe>().lines).toHaveLength(
      2,
    );
  });
});
