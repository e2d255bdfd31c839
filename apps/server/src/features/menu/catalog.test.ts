import { type CatalogAnswer, type Category, type ProductDetail, productDetailOf } from '@comandero/domain';
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
  const catalog = async (since?: string) => {
    const response = await get(`/api/menu/catalog${since === undefined ? '' : `?since=${encodeURIComponent(since)}`}`);
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

  it('shows another business nothing of this menu', async () => {
    const other = await createOtherTenant(app.database.db);
    const theirs = (await app.login(other.email, other.password)).jwt;
    const answer = (await get('/api/menu/catalog', theirs)).json<Changed>();
    expect(answer).toMatchObject({ changed: true, categories: [], products: [], extrasGroups: [] });
  });
});
