import { type Cashier, type CloseResult, emptyCounts, type Table } from '@comandero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../shared/ids.js';
import { bearer, createTestApp, TEST_DIALECT, type TestApp } from '../../test/harness.js';

type Role = 'admin' | 'caja' | 'mesero';

/**
 * Caja 1 is assigned to caja@demo.pos; Caja 2 to nobody. Both are open. The demo waiter, seeded on Caja 1,
 * is moved to a Caja 3 that stays closed: a waiter must have a drawer (spec 02 §5), just not these.
 */
describe(`which cashier a charge goes into on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  const jwt: Record<Role, string> = { admin: '', caja: '', mesero: '' };
  let caja1 = '';
  let caja2 = '';
  let productId = '';

  const call = (role: Role, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.server.inject({ method, url, headers: bearer(jwt[role]), ...(payload ? { payload } : {}) });

  const open = async (role: Role, cashierId: string) => {
    const opened = await call(role, 'POST', '/api/cashiers/register/state', {
      type: 1,
      cashierId,
      createdAt: new Date().toISOString(),
      detail: { counts: { ...emptyCounts('COP'), bill_50000: 1 } },
    });
    expect(opened.statusCode).toBe(200);
  };

  beforeAll(async () => {
    app = await createTestApp();
    jwt.admin = (await app.login('admin@demo.pos', 'admin1234')).jwt;
    jwt.caja = (await app.login('caja@demo.pos', 'caja1234')).jwt;
    jwt.mesero = (await app.login('mesero@demo.pos', 'mesero1234')).jwt;
    const cashiers = (await call('admin', 'GET', '/api/cashiers')).json<Cashier[] | { content: Cashier[] }>();
    caja1 = (Array.isArray(cashiers) ? cashiers : cashiers.content).find((cashier) => cashier.name === 'Caja 1')!.id;
    const created = await call('admin', 'POST', '/api/cashiers', { name: 'Caja 2', userIds: [] });
    caja2 = created.json<Cashier>().id;
    await open('caja', caja1);
    await open('admin', caja2);
    const caja3 = (await call('admin', 'POST', '/api/cashiers', { name: 'Caja 3', userIds: [] })).json<Cashier>().id;
    const waiterId = (await app.login('mesero@demo.pos', 'mesero1234')).user.id;
    const moved = await app.server.inject({
      method: 'PUT',
      url: '/api/users',
      headers: bearer(jwt.admin),
      payload: { ids: [waiterId], payload: { cashierId: caja3 } },
    });
    expect(moved.json()).toEqual({ updated: 1 });
    // Cached sign-ins forget a changed drawer: sign in again.
    jwt.mesero = (await app.login('mesero@demo.pos', 'mesero1234')).jwt;
    productId = (await app.database.db.selectFrom('products').select('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => app.close());

  /** The waiter's table with one line, sent to the kitchen. */
  async function servedTable(number: number): Promise<string> {
    const table = (await call('admin', 'GET', `/api/tables/number/${number}`)).json<Table>();
    const lines = [{ id: newId(), productId, quantity: 1 }];
    const added = await call('mesero', 'POST', `/api/tables/${table.id}/lines`, { lines, people: 1 });
    expect(added.statusCode, added.body).toBe(200);
    expect((await call('mesero', 'POST', `/api/tables/${table.id}/command`)).statusCode).toBe(200);
    return table.id;
  }
  const close = (role: Role, tableId: string, cashierId?: string) =>
    call(role, 'POST', `/api/tables/${tableId}/close`, { methodPay: 'Tarjeta', ...(cashierId ? { cashierId } : {}) });
  const cashierOf = async (orderId: string) =>
    (
      await app.database.db
        .selectFrom('orders')
        .select('cashier_id')
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).cashier_id;

  it('refuses a waiter closing his table into a cashier he is not assigned to', async () => {
    const tableId = await servedTable(1);
    for (const cashierId of [caja1, caja2]) {
      const refused = await close('mesero', tableId, cashierId);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('CASHIER_NOT_ASSIGNED');
    }
    expect((await close('mesero', tableId)).json().error.code).toBe('CASHIER_NOT_OPEN');
    expect((await call('admin', 'GET', `/api/tables/number/1`)).json<Table>().busy).toBe(true);
  });

  it('lets a cashier charge into his own cashier only', async () => {
    const tableId = await servedTable(2);
    expect((await close('caja', tableId, caja2)).json().error.code).toBe('CASHIER_NOT_ASSIGNED');
    const closed = await close('caja', tableId, caja1);
    expect(closed.statusCode).toBe(200);
    expect(await cashierOf(closed.json<CloseResult>().order.id)).toBe(caja1);
    const selfService = { id: newId(), lines: [{ id: newId(), productId, quantity: 1 }], methodPay: 'Tarjeta' };
    const refused = await call('caja', 'POST', '/api/orders/self-service', { ...selfService, cashierId: caja2 });
    expect(refused.json().error.code).toBe('CASHIER_NOT_ASSIGNED');
  });

  it('lets an administrator charge into any open cashier of the branch', async () => {
    const tableId = await servedTable(3);
    const closed = await close('admin', tableId, caja1);
    expect(closed.statusCode).toBe(200);
    expect(await cashierOf(closed.json<CloseResult>().order.id)).toBe(caja1);
    const selfService = { id: newId(), lines: [{ id: newId(), productId, quantity: 1 }], methodPay: 'Tarjeta' };
    const charged = await call('admin', 'POST', '/api/orders/self-service', { ...selfService, cashierId: caja2 });
    expect(charged.statusCode).toBe(200);
    expect(await cashierOf(selfService.id)).toBe(caja2);
  });
});
