import type { Category } from '@comandero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOtherTenant } from '../../test/fixtures.js';
import { bearer, createTestApp, TEST_DIALECT, type TestApp } from '../../test/harness.js';

describe(`menu categories on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('lists the branch categories in menu order with their product counts', async () => {
    const { jwt } = await app.login('mesero@demo.pos', 'mesero1234');
    const response = await app.server.inject({ method: 'GET', url: '/api/menu/categories', headers: bearer(jwt) });
    expect(response.statusCode).toBe(200);
    const categories = response.json<Category[]>();
    expect(categories.map((category) => [category.name, category.productCount])).toEqual([
      ['Entradas', 6],
      ['Platos fuertes', 6],
      ['Hamburguesas', 5],
      ['Pizzas', 5],
      ['Bebidas', 8],
      ['Postres', 5],
    ]);
  });

  it('shows another business nothing of this menu', async () => {
    const other = await createOtherTenant(app.database.db);
    const { jwt } = await app.login(other.email, other.password);
    const response = await app.server.inject({ method: 'GET', url: '/api/menu/categories', headers: bearer(jwt) });
    expect(response.json()).toEqual([]);
  });
});
