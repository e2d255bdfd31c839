import {
  type CatalogAnswer,
  type CatalogChanges,
  type CatalogProduct,
  type Category,
  type CategoryAdmin,
  type ProductAdminDetail,
  type ProductDetail,
  productDetailOf,
  productFormOf,
} from '@comandero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOtherTenant } from '../../test/fixtures.js';
import { bearer, createTestApp, TEST_DIALECT, type TestApp } from '../../test/harness.js';
import type { BranchEvent } from '../events/event-bus.js';

type Changed = Extract<CatalogAnswer, { changed: true }>;

describe(`the whole catalog for a device on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  let jwt: string;
  beforeAll(async () => {
    app = await createTestApp();
    jwt = (await app.login('mesero@demo.pos', 'mesero1234')).jwt;
  });
  afterAll(() => app.close());

  const get = (url: string, token = jwt) => app.server.inject({ method: 'GET', url, headers: bearer(token) });
  const catalog = async (since?: string, changes?: 'products') => {
    const query = new URLSearchParams({ ...(since === undefined ? {} : { since }), ...(changes ? { changes } : {}) });
    const response = await get(`/api/menu/catalog?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<CatalogAnswer>();
  };
  const whole = async () => (await catalog()) as Changed;

  it('answers every product with what its product page shows, the categories and the sides', async () => {
    const answer = await whole();
    expect(answer.changed).toBe(true);
    expect(answer.categories).toEqual((await get('/api/menu/categories')).json<Category[]>());
    expect(answer.extrasGroups).toEqual((await get('/api/menu/extras-groups')).json());
    expect(answer.products).toHaveLength(35);
    const groups = new Map(answer.extrasGroups.map((group) => [group.id, group]));
    for (const product of answer.products) {
      const category = answer.categories.find((candidate) => candidate.id === product.categoryId)!;
      const page = (await get(`/api/menu/products/${product.id}`)).json<ProductDetail>();
      expect(productDetailOf(product, category, groups)).toEqual(page);
    }
  });

  it('spares a device whose copy is current, and changes version when a product changes', async () => {
    const { version } = await whole();
    expect(await catalog(version)).toEqual({ changed: false, version });
    expect((await catalog('an older version')).changed).toBe(true);

    const admin = (await app.login('admin@demo.pos', 'admin1234')).jwt;
    const heard: BranchEvent[] = [];
    const stop = app.events.subscribe(app.seed.branchId, (event) => heard.push(event as BranchEvent));
    app.clock.advanceSeconds(60);
    const activated = await app.server.inject({
      method: 'PUT',
      url: '/api/menu/products/allow-without-stock',
      headers: bearer(admin),
      payload: { all: true },
    });
    stop();
    expect(activated.json<{ updated: number }>().updated).toBeGreaterThan(0);
    expect(heard).toContainEqual({ type: 'catalog.changed' });
    const after = await catalog(version);
    expect(after.changed).toBe(true);
    expect((after as Changed).products.every((product) => product.allowWithoutStock)).toBe(true);
  });

  it('leaves out a removed product', async () => {
    const { version, products } = await whole();
    const [first] = products;
    app.clock.advanceSeconds(60);
    await app.database.db
      .updateTable('products')
      .set({ deleted: 1, updated_at: app.clock.now().toISOString() })
      .where('id', '=', first!.id)
      .execute();
    const after = (await catalog(version)) as Changed;
    expect(after.changed).toBe(true);
    expect(after.products.map((product) => product.id)).not.toContain(first!.id);
    expect(after.products).toHaveLength(34);
  });

  it('sends a device behind only in products those alone, which make its copy the whole catalog again', async () => {
    const admin = (await app.login('admin@demo.pos', 'admin1234')).jwt;
    const write = (method: 'PUT' | 'GET', url: string, payload?: object) =>
      app.server.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });
    const reprice = async (id: string, by: number) => {
      const detail = (await write('GET', `/api/menu-product-items/${id}`)).json<ProductAdminDetail>();
      const edited = await write('PUT', `/api/menu-product-items/${id}`, {
        ...productFormOf(detail),
        price: detail.price + by,
      });
      expect(edited.statusCode).toBe(200);
    };
    // The earlier tests wrote every product; those writes are long before this device's copy.
    app.clock.advanceSeconds(120);
    const [repriced, withdrawn] = (await whole()).products;
    await reprice(repriced!.id, 0);
    const before = await whole();
    app.clock.advanceSeconds(120);
    await reprice(repriced!.id, 500);
    const bulk = await write('PUT', '/api/menu-product-items', { ids: [withdrawn!.id], payload: { active: false } });
    expect(bulk.statusCode).toBe(200);

    const changes = (await catalog(before.version, 'products')) as CatalogChanges;
    expect(changes.changed).toBe('products');
    expect(changes.products.map((product) => [product.id, product.price])).toEqual([
      [repriced!.id, repriced!.price + 500],
    ]);
    expect(changes.removedProductIds).toEqual([withdrawn!.id]);
    const now = await whole();
    expect(changes).toMatchObject({ version: now.version, categories: now.categories, extrasGroups: now.extrasGroups });
    const merged = new Map<string, CatalogProduct>(before.products.map((product) => [product.id, product]));
    for (const id of changes.removedProductIds) merged.delete(id);
    for (const product of changes.products) merged.set(product.id, product);
    const byName = (a: CatalogProduct, b: CatalogProduct) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
    expect([...merged.values()].sort(byName)).toEqual([...now.products].sort(byName));

    // A category changed: which products show depends on it, so the whole catalog comes.
    const category = (await write('GET', '/api/categories')).json<CategoryAdmin[]>()[0]!;
    app.clock.advanceSeconds(120);
    await write('PUT', `/api/categories/${category.id}`, { name: `${category.name} 2`, version: category.version });
    expect((await catalog(now.version, 'products')).changed).toBe(true);
    // A device that does not ask for changes gets the whole catalog, as before.
    expect((await catalog(before.version)).changed).toBe(true);
  });

  it('shows another business nothing of this menu', async () => {
    const other = await createOtherTenant(app.database.db);
    const theirs = (await app.login(other.email, other.password)).jwt;
    const answer = (await get('/api/menu/catalog', theirs)).json<Changed>();
    expect(answer).toMatchObject({ changed: true, categories: [], products: [], extrasGroups: [] });
  });
});
