import {
  type BillDocument,
  type CashierInfo,
  type CashierMovement,
  type CloseResult,
  emptyCounts,
  type OrderSummary,
  type Table,
} from '@comandero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../shared/ids.js';
import { bearer, createTestApp, TEST_DIALECT, type TestApp } from '../../test/harness.js';
import { readableEscPos } from '../printing/escpos/readable.js';
import { renderEscPos } from '../printing/escpos/render.js';

// Issue 18 §3 (a driver on the delivery ticket) and §5 (delivery orders in the cashier's system totals),
// issue 27 §1 (a delivery's money is in the drawer once delivered; a rejected one never).
describe(`delivery orders in the cash drawer and the driver's ticket on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  let jwt = '';
  let cashierId = '';
  const products: Record<string, string> = {};

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.server.inject({ method, url, headers: bearer(jwt), ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    app = await createTestApp();
    jwt = (await app.login('admin@demo.pos', 'admin1234')).jwt;
    for (const row of await app.database.db.selectFrom('products').select(['id', 'name']).execute())
      products[row.name] = row.id;
    cashierId = (
      await app.database.db.selectFrom('cashiers').select('id').where('name', '=', 'Caja 1').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => app.close());

  /** The cashier's drawer opens with 100.000 in bills; every close below is charged in it. */
  async function openDrawer() {
    const opened = await call('POST', '/api/cashiers/register/state', {
      type: 1,
      cashierId,
      createdAt: new Date().toISOString(),
      detail: { counts: { ...emptyCounts('COP'), bill_50000: 2 } },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    return opened.json<{ id: string }>().id;
  }

  /** Orders one lemonade (9.000) on the table, sends it and closes it by the cashier. */
  async function orderAndClose(tableId: string, methodPay: string) {
    const lines = [{ id: newId(), productId: products['Limonada de coco']!, quantity: 1 }];
    expect((await call('POST', `/api/tables/${tableId}/lines`, { lines })).statusCode).toBe(200);
    expect((await call('POST', `/api/tables/${tableId}/command`)).statusCode).toBe(200);
    const closed = await call('POST', `/api/tables/${tableId}/close`, { methodPay, cashierId });
    expect(closed.statusCode, closed.body).toBe(200);
    return closed.json<CloseResult>().order;
  }

  async function delivery(methodPay: string) {
    const id = newId();
    const form = { phone: '3005557788', customer: 'Marta Ruiz', address: 'Calle 45 # 12-30', valueDelivery: 5000 };
    const opened = await call('POST', '/api/delivery/orders', { id, form });
    expect(opened.statusCode, opened.body).toBe(200);
    return orderAndClose(id, methodPay);
  }

  const info = async (movementId: string) =>
    (await call('POST', '/api/orders/cashier/info', { movementId })).json<CashierInfo>();
  const move = async (orderId: string, body: object) => {
    const moved = await call('PUT', `/api/orders/${orderId}/delivery-state`, body);
    expect(moved.statusCode, moved.body).toBe(200);
  };
  /** Closes the drawer with what is really in it: the cash counted in bills and coins, the rest by method. */
  async function closeDrawer(movementId: string, counts: Record<string, number>, methodsByUser: object) {
    const movement = (await call('GET', `/api/cashiers/movements/${movementId}`)).json<CashierMovement>();
    const closed = await call('PUT', `/api/cashiers/movements/${movementId}`, {
      version: movement.version,
      closeDate: new Date().toISOString(),
      detail: { counts: { ...emptyCounts('COP'), ...counts } },
      methodsByUser,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    return closed.json<CashierMovement>();
  }

  // Issue 27 §1: the drawer counts what was paid into it; a delivery's money comes in when it is delivered.
  it('counts a delivery once delivered, never a rejected one, so a close with the real cash has no difference', async () => {
    const movementId = await openDrawer();
    const table = (await call('GET', '/api/tables/number/1')).json<Table>();
    const card = await orderAndClose(table.id, 'Tarjeta');
    const rejected = await delivery('Efectivo');
    const delivered = await delivery('Efectivo');
    const ongoing = await delivery('Tarjeta');
    expect([card.total, rejected.total, delivered.total, ongoing.total]).toEqual([9000, 14_000, 14_000, 14_000]);
    // Charged, the deliveries are still out: only the table's card payment is in the drawer.
    expect(await info(movementId)).toMatchObject({
      methodsBySystem: { Tarjeta: 9000 },
      totalBySystem: 9000,
      orders: 1,
    });

    await move(rejected.id, { state: 3, from: 1, note: 'El cliente no contesta' });
    await move(delivered.id, { state: 5, from: 1, driver: { name: 'Juan Moto' } });
    expect(await info(movementId)).toMatchObject({
      methodsBySystem: { Tarjeta: 9000 },
      totalBySystem: 9000,
      orders: 1,
    });

    // The driver brings the 14.000 back: now it is in the drawer, once.
    await move(delivered.id, { state: 6, from: 5 });
    expect(await info(movementId)).toMatchObject({
      methodsBySystem: { Efectivo: 14_000, Tarjeta: 9000 },
      totalBySystem: 23_000,
      orders: 2,
    });
    const closed = await closeDrawer(movementId, { bill_10000: 1, coin_1000: 4 }, { Tarjeta: 9000 });
    expect(closed).toMatchObject({ totalBySystem: 23_000, totalByUser: 23_000, difference: 0 });
    await move(ongoing.id, { state: 3, from: 1, note: 'Cancelado' });
  });

  it("a delivery charged in a drawer closed before it was delivered counts in the cashier's open drawer", async () => {
    const first = await openDrawer();
    const late = await delivery('Efectivo');
    await move(late.id, { state: 5, from: 1, driver: { name: 'Juan Moto' } });
    expect(await closeDrawer(first, {}, {})).toMatchObject({ totalBySystem: 0, difference: 0 });

    const second = await openDrawer();
    await move(late.id, { state: 6, from: 5 });
    expect(await info(second)).toMatchObject({ methodsBySystem: { Efectivo: 14_000 }, orders: 1 });
    // The closed drawer keeps the figures it closed with.
    const closedFirst = (await call('GET', `/api/cashiers/movements/${first}`)).json<CashierMovement>();
    expect(closedFirst.totalBySystem).toBe(0);
    await closeDrawer(second, { bill_10000: 1, coin_1000: 4 }, {});
  });

  describe('a driver', () => {
    beforeAll(async () => {
      await openDrawer();
    });

    it.each([
      ['one of the branch users', 'user'],
      ['a free name', 'name'],
    ] as const)('dispatched with %s as driver, the delivery ticket prints again naming the driver', async (_, kind) => {
      const order = await delivery('Efectivo');
      const waiter = await app.database.db
        .selectFrom('users')
        .select(['id', 'name'])
        .where('email', '=', 'mesero@demo.pos')
        .executeTakeFirstOrThrow();
      const driver = kind === 'user' ? { userId: waiter.id } : { name: 'Juan Moto' };
      const driverName = kind === 'user' ? waiter.name : 'Juan Moto';
      const moved = await call('PUT', `/api/orders/${order.id}/delivery-state`, { state: 5, from: 1, driver });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json<OrderSummary>().delivery?.driver).toEqual({
        userId: kind === 'user' ? waiter.id : null,
        name: driverName,
      });

      const tickets = await app.database.db
        .selectFrom('print_jobs')
        .select(['document'])
        .where('order_id', '=', order.id)
        .where('kind', '=', 'delivery')
        .orderBy('created_at')
        .execute();
      expect(tickets).toHaveLength(2);
      const [atClose, atDispatch] = tickets.map((row) => JSON.parse(row.document) as BillDocument);
      expect(atClose!.customer?.driver).toBeUndefined();
      expect(atDispatch).toMatchObject({
        displayNumber: order.displayNumber,
        customer: { address: 'Calle 45 # 12-30' },
      });
      expect(atDispatch!.customer?.driver).toBe(driverName);
      const text = readableEscPos(
        renderEscPos('delivery', atDispatch!, { currency: 'COP', width: 80, timeZone: 'UTC' }),
      );
      expect(text).toContain(`Domiciliario: ${driverName}`);
      expect(text).toContain('Teléfono: 3005557788');

      // Delivered, nothing prints again.
      expect((await call('PUT', `/api/orders/${order.id}/delivery-state`, { state: 6, from: 5 })).statusCode).toBe(200);
      const after = await app.database.db
        .selectFrom('print_jobs')
        .select('id')
        .where('order_id', '=', order.id)
        .where('kind', '=', 'delivery')
        .execute();
      expect(after).toHaveLength(2);
    });
  });
});
