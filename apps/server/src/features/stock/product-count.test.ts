import type { ProductAdminDetail, StockMovementPage } from '@comandero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../shared/ids.js';
import { bearer, createTestApp, TEST_DIALECT, type TestApp } from '../../test/harness.js';

/** Issue 27 item 3: the product modal's quantity of a counted product moves stock through the ledger. */
describe(`a counted product's quantity typed in its modal on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  let admin: string;
  let categoryId = '';
  beforeAll(async () => {
    app = await createTestApp();
    admin = (await app.login('admin@demo.pos', 'admin1234')).jwt;
    categoryId = (
      await app.database.db
        .selectFrom('categories')
        .select('id')
        .where('name', '=', 'Bebidas')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    app.server.inject({ method, url, headers: bearer(admin), ...(payload ? { payload: payload as object } : {}) });
  const movementsOf = async (productId: string) =>
    (await call('POST', '/api/movements/page', { filters: { productId } })).json<StockMovementPage>().content;
  const form = (overrides: object) => ({
    name: 'Jugo de caja',
    price: 5000,
    categoryId,
    isPrepared: false,
    isCalculatedCost: false,
    productCost: 2000,
    ...overrides,
  });
  /** The quantity equals the sum of the product's movements. */
  async function expectLedgerHolds(product: ProductAdminDetail) {
    const stock = (await call('GET', `/api/menu-product-items/${product.id}`)).json<ProductAdminDetail>().stock;
    const movements = await movementsOf(product.id);
    expect(movements.reduce((sum, movement) => sum + movement.amountEntered, 0)).toBe(stock);
  }

  it('enters the quantity of a new counted product as an Entrada - Ajuste', async () => {
    const made = await call('POST', '/api/menu-product-items', [form({ idCloud: newId(), quantity: 12 })]);
    expect(made.statusCode, made.body).toBe(201);
    const [product] = made.json<ProductAdminDetail[]>();
    expect(product!.stock).toBe(12);
    expect(
      (await movementsOf(product!.id)).map((m) => [m.type, m.amountBefore, m.amountEntered, m.amountAfter]),
    ).toEqual([['Entrada - Ajuste', 0, 12, 12]]);
    await expectLedgerHolds(product!);
  });

  it('moves an edited quantity by its difference, and an unchanged one not at all', async () => {
    const [product] = (
      await call('POST', '/api/menu-product-items', [form({ name: 'Te helado', idCloud: newId(), quantity: 10 })])
    ).json<ProductAdminDetail[]>();
    const lowered = await call('PUT', `/api/menu-product-items/${product!.id}`, {
      ...form({ name: 'Te helado', quantity: 3 }),
      version: product!.version,
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect(lowered.json<ProductAdminDetail>().stock).toBe(3);
    const renamed = await call('PUT', `/api/menu-product-items/${product!.id}`, {
      ...form({ name: 'Te helado de limon', quantity: 3 }),
      version: lowered.json<ProductAdminDetail>().version,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const movements = await movementsOf(product!.id);
    expect(movements.map((m) => [m.type, m.amountEntered, m.amountAfter])).toEqual([
      ['Salida - Ajuste', -7, 3],
      ['Entrada - Ajuste', 10, 10],
    ]);
    await expectLedgerHolds(product!);
  });

  it('brings a product stored with a quantity and no movements back to its ledger', async () => {
    const [product] = (
      await call('POST', '/api/menu-product-items', [form({ name: 'Malta', idCloud: newId(), quantity: 0 })])
    ).json<ProductAdminDetail[]>();
    expect(await movementsOf(product!.id)).toEqual([]);
    // As the modal wrote it before: a quantity with no movement behind it.
    await app.database.db.updateTable('products').set({ stock: 20 }).where('id', '=', product!.id).execute();
    const edited = await call('PUT', `/api/menu-product-items/${product!.id}`, {
      ...form({ name: 'Malta', quantity: 20 }),
      version: product!.version,
    });
    expect(edited.json<ProductAdminDetail>().stock).toBe(20);
    expect((await movementsOf(product!.id)).map((m) => [m.type, m.amountEntered])).toEqual([['Entrada - Ajuste', 20]]);
    await expectLedgerHolds(product!);
  });
});
