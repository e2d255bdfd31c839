import { type CashierMovement, type CloseResult, emptyCounts } from '@comandero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../shared/ids.js';
import { bearer, createTestApp, TEST_DIALECT, type TestApp } from '../../test/harness.js';

/** Amounts past 2^31 − 1 minor units: within MONEY_MAX, beyond a PostgreSQL integer (once a 500). */
describe(`amounts beyond 32 bits on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  let jwt = '';
  let movementId = '';
  let productId = '';

  const call = (url: string, payload: object) =>
    app.server.inject({ method: 'POST', url, headers: bearer(jwt), payload });

  beforeAll(async () => {
    app = await createTestApp();
    jwt = (await app.login('caja@demo.pos', 'caja1234')).jwt;
    const cashierId = (await app.database.db.selectFrom('cashiers').select('id').executeTakeFirstOrThrow()).id;
    productId = (await app.database.db.selectFrom('products').select('id').executeTakeFirstOrThrow()).id;
    const opened = await call('/api/cashiers/register/state', {
      type: 1,
      cashierId,
      createdAt: new Date().toISOString(),
      detail: { counts: { ...emptyCounts('COP'), bill_50000: 50_000 } },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json<CashierMovement>().amountEntered).toBe(2_500_000_000);
    movementId = opened.json<CashierMovement>().id;
  });
  afterAll(() => app.close());

  it('charges a payment of 3 000 000 000 and sums it in the cashier', async () => {
    const sale = { id: newId(), lines: [{ id: newId(), productId, quantity: 1 }], methodPay: 'Efectivo' };
    const closed = await call('/api/orders/self-service', { ...sale, valueReceive: 3_000_000_000 });
    expect(closed.statusCode, closed.body).toBe(200);
    const { order } = closed.json<CloseResult>();
    expect(order.valueReturn).toBe(3_000_000_000 - order.total);
    const info = await call('/api/orders/cashier/info', { movementId });
    expect(info.json()).toMatchObject({ totalBySystem: order.total, orders: 1 });
  });
});
