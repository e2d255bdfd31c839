import type { ProductPage } from '@comandero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, TEST_DIALECT, TEST_PIN_PEPPER, type TestApp } from '../test/harness.js';
import { LARGE_USER, seedLargeCatalog } from './large-catalog.js';

describe(`large catalog seed on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('adds a branch with its own user and menu, once', async () => {
    const size = { products: 900, extrasGroups: 30, categories: 6 };
    expect(await seedLargeCatalog(app.database.db, app.clock, TEST_PIN_PEPPER, size)).toBe(true);
    expect(await seedLargeCatalog(app.database.db, app.clock, TEST_PIN_PEPPER, size)).toBe(false);
    const { jwt, user } = await app.login(LARGE_USER.email, LARGE_USER.password);
    expect(user.branch?.name).toBe('Catálogo grande');
    const page = await app.server.inject({
      method: 'POST',
      url: '/api/menu/products/page',
      headers: bearer(jwt),
      payload: { filters: { name: 'MEDITERRANEO' } },
    });
    const result = page.json<ProductPage>();
    expect(result.totalElements).toBeGreaterThan(0);
    expect(result.content.every((product) => product.name.includes('mediterráneo'))).toBe(true);
    const all = await app.server.inject({
      method: 'POST',
      url: '/api/menu/products/page',
      headers: bearer(jwt),
      payload: {},
    });
    expect(all.json<ProductPage>().totalElements).toBe(900);
  });
});
