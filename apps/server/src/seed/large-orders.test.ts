import { type CloseResult, emptyCounts } from '@comandero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../shared/ids.js';
import { bearer, createTestApp, TEST_DIALECT, type TestApp } from '../test/harness.js';
import { ORDERS_USER, seedLargeOrders } from './large-orders.js';

describe(`the seeded chain of orders on ${TEST_DIALECT}`, () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
    await seedLargeOrders(app.database.db, app.clock, 'America/Bogota', {
      orders: 12,
      branches: 2,
      days: 3,
      flagship: 6,
    });
  });
  afterAll(() => app.close());

  it('closes a new order in a seeded branch with the number after its last seeded one', async () => {
    const { jwt, user } = await app.login(ORDERS_USER.email, ORDERS_USER.password);
    const product = await app.database.db
      .selectFrom('products')
      .innerJoin('users', 'users.branch_id', 'products.branch_id')
      .select('products.id')
      .where('users.id', '=', user.id)
      .executeTakeFirstOrThrow();
    const call = (url: string, payload: object) =>
      app.server.inject({ method: 'POST', url, headers: bearer(jwt), payload });
    // The branch has no drawer yet: its manager makes one and opens it, as a new branch would.
    const drawer = await call('/api/cashiers', { name: 'Caja Sede', userIds: [user.id] });
    expect(drawer.statusCode, drawer.body).toBe(201);
    const cashierId = drawer.json().id;
    const opened = await call('/api/cashiers/register/state', {
      type: 1,
      cashierId,
      createdAt: app.clock.now().toISOString(),
      detail: { counts: { ...emptyCounts('COP'), bill_50000: 1 } },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const closed = await call('/api/orders/self-service', {
      id: newId(),
      lines: [{ id: newId(), productId: product.id, quantity: 1 }],
      methodPay: 'Tarjeta',
      cashierId,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<CloseResult>().order.displayNumber).toBe(7);
  });
});
