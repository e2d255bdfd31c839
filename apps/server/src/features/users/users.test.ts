import type { UsersPage } from '@comandero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOtherTenant, createUser } from '../../test/fixtures.js';
import { bearer, createTestApp, TEST_DIALECT, type TestApp } from '../../test/harness.js';

describe(`users page on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  let jwt: string;

  beforeAll(async () => {
    app = await createTestApp();
    jwt = (await app.login('mesero@demo.pos', 'mesero1234')).jwt;
    await createOtherTenant(app.database.db);
    for (let index = 0; index < 22; index++) {
      await createUser(app.database.db, {
        businessId: app.seed.businessId,
        branchId: app.seed.branchId,
        roleName: 'mesero',
        email: `extra${String(index).padStart(2, '0')}@demo.pos`,
        password: 'extra1234',
      });
    }
  });
  afterAll(() => app.close());

  const page = (body: object) =>
    app.server.inject({ method: 'POST', url: '/api/users/page', headers: bearer(jwt), payload: body });

  it('pages the branch users 20 at a time with the card fields', async () => {
    const first = (await page({})).json<UsersPage>();
    expect(first).toMatchObject({ totalElements: 26, page: 0, pageSize: 20 });
    expect(first.content).toHaveLength(20);
    const second = (await page({ page: 1 })).json<UsersPage>();
    expect(second.content).toHaveLength(6);
    const admin = [...first.content, ...second.content].find((user) => user.email === 'admin@demo.pos');
    expect(admin).toMatchObject({
      name: 'Ana Administradora',
      role: 'Administrador',
      branch: 'Principal',
      business: 'Demo Restaurante',
      phone: null,
    });
  });

  it('searches by name or email, and never shows another business', async () => {
    const found = (await page({ filter: { name: 'carlos' } })).json<UsersPage>();
    expect(found.content.map((user) => user.email)).toEqual(['caja@demo.pos']);
    expect((await page({ filter: { name: 'otro' } })).json<UsersPage>().totalElements).toBe(0);
  });

  it('answers a waiter the cards only: no PIN, password or cashier details', async () => {
    const [card] = (await page({})).json<UsersPage>().content;
    expect(Object.keys(card!).sort()).toEqual([
      'branch',
      'business',
      'createdAt',
      'email',
      'id',
      'name',
      'phone',
      'role',
    ]);
  });

  it('refuses a bad page request', async () => {
    expect((await page({ page: -1 })).statusCode).toBe(400);
    expect((await page({ pageSize: 1000 })).statusCode).toBe(400);
  });
});
