import type { DriverCash, OrderSummary } from '@comandero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../shared/ids.js';
import { createOtherTenant } from '../../test/fixtures.js';
import { bearer, createTestApp, signInDemoStaff, TEST_DIALECT, type TestApp } from '../../test/harness.js';

type Page = { content: OrderSummary[]; totalElements: number; number: number; pageSize: number };

describe(`delivery board on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  let jwt: Awaited<ReturnType<typeof signInDemoStaff>>;
  let other: Awaited<ReturnType<typeof createOtherTenant>>;
  let otherJwt = '';
  let adminId = '';

  /** A delivery order closed at state 1, as the delivery order form leaves it. */
  async function deliveryOrder(
    options: {
      closeDate?: string;
      state?: number;
      methodPay?: string | null;
      businessId?: string;
      branchId?: string;
    } = {},
  ): Promise<string> {
    const id = newId();
    const now = app.clock.now().toISOString();
    await app.database.db
      .insertInto('orders')
      .values({
        id,
        business_id: options.businessId ?? app.seed.businessId,
        branch_id: options.branchId ?? app.seed.branchId,
        state: options.state ?? 1,
        close: 1,
        close_date: options.closeDate ?? '2026-11-22 10:00:00',
        method_delivery: 'delivery',
        channel: 'delivery',
        created_by: adminId,
        created_at: now,
        updated_at: now,
        subtotal: 40_000,
        delivery_value: 5_000,
        total: 45_000,
        method_pay: options.methodPay === undefined ? 'Efectivo' : options.methodPay,
      } as never)
      .execute();
    return id;
  }

  const call = (token: string, method: 'POST' | 'PUT', url: string, payload: object) =>
    app.server.inject({ method, url, headers: bearer(token), payload });
  const page = (token: string, filter: object, pageNumber = 0) =>
    call(token, 'POST', '/api/orders/page', {
      page: pageNumber,
      offset: 5,
      filter: { methodDelivery: 'delivery', ...filter },
    });
  const move = (token: string, id: string, body: object) =>
    call(token, 'PUT', `/api/orders/${id}/delivery-state`, body);

  beforeAll(async () => {
    app = await createTestApp();
    jwt = await signInDemoStaff(app);
    other = await createOtherTenant(app.database.db);
    otherJwt = (await app.login(other.email, other.password)).jwt;
    adminId = (
      await app.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'admin@demo.pos')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => app.close());

  it('pages the ongoing list 5 at a time as {content, totalElements, number}, customer fields empty', async () => {
    const ids: string[] = [];
    for (let index = 0; index < 7; index += 1)
      ids.push(await deliveryOrder({ closeDate: `2026-11-22 10:0${index}:00` }));
    const first = await page(jwt.admin, { state: 1 });
    expect(first.statusCode).toBe(200);
    const body = first.json<Page>();
    expect(body.totalElements).toBe(7);
    expect(body.number).toBe(0);
    expect(body.content).toHaveLength(5);
    expect(body.content[0]).toMatchObject({
      state: 1,
      methodDelivery: 'delivery',
      total: 45_000,
      delivery: { customerName: null, address: null, cashToCollect: 45_000, deliveryValue: 5_000, driver: null },
    });
    const second = (await page(jwt.admin, { state: 1 }, 1)).json<Page>();
    expect(second.number).toBe(1);
    expect(second.content).toHaveLength(2);
    for (const id of ids) await move(jwt.admin, id, { state: 3, from: 1, note: 'Limpieza' });
  });

  it('moves ongoing → dispatched with a driver → delivered, and the delivered list keeps the close day', async () => {
    const id = await deliveryOrder({ closeDate: '2026-11-22 11:00:00' });
    const dispatched = await move(jwt.admin, id, { state: 5, from: 1, driver: { name: 'Juan Moto' } });
    expect(dispatched.statusCode).toBe(200);
    expect(dispatched.json<OrderSummary>()).toMatchObject({
      state: 5,
      delivery: {
        driver: { userId: null, name: 'Juan Moto' },
        cashToCollect: 45_000,
        stateChangedAt: app.clock.now().toISOString(),
      },
    });
    expect((await page(jwt.admin, { state: 5 })).json<Page>().content.map((order) => order.id)).toEqual([id]);
    const delivered = await move(jwt.admin, id, { state: 6, from: 5 });
    expect(delivered.json<OrderSummary>().state).toBe(6);
    expect(
      (await page(jwt.admin, { state: 6, closeDate: '2026-11-22' })).json<Page>().content.map((o) => o.id),
    ).toEqual([id]);
    expect((await page(jwt.admin, { state: 6, closeDate: '2026-11-21' })).json<Page>().totalElements).toBe(0);
  });

  it('assigns a user as driver; a card payment leaves no cash to bring back', async () => {
    const id = await deliveryOrder({ methodPay: 'Tarjeta' });
    const moved = (await move(jwt.admin, id, { state: 5, from: 1, driver: { userId: adminId } })).json<OrderSummary>();
    expect(moved.delivery).toMatchObject({ driver: { userId: adminId }, cashToCollect: 0 });
    expect(moved.delivery?.driver?.name).toBeTruthy();
    expect((await move(jwt.admin, id, { state: 6, from: 5, driver: { userId: other.userId } })).statusCode).toBe(404);
  });

  it('refuses a move the board does not make, and a stale one with the list it came from', async () => {
    const id = await deliveryOrder();
    const skip = await move(jwt.admin, id, { state: 6, from: 1 });
    expect(skip.statusCode).toBe(400);
    expect(skip.json().error.details[0].message).toBe('ERROR ONGOING');
    expect((await move(jwt.admin, id, { state: 5, from: 1 })).statusCode).toBe(200);
    const stale = await move(jwt.admin, id, { state: 5, from: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'DELIVERY_STATE_CHANGED', message: 'ERROR ONGOING' });
    const reject = await move(jwt.admin, id, { state: 3, from: 5, note: 'x' });
    expect(reject.json().error.details[0].message).toBe('ERROR IN DELIVERY');
  });

  it('rejects from ongoing only with a note, kept as the observation; the order leaves the board', async () => {
    const id = await deliveryOrder();
    const noNote = await move(jwt.admin, id, { state: 3, from: 1 });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().error.details[0].message).toBe('REQUIRED');
    const rejected = await move(jwt.admin, id, { state: 3, from: 1, note: 'El cliente canceló' });
    expect(rejected.json<OrderSummary>()).toMatchObject({ state: 3, delivery: { observation: 'El cliente canceló' } });
    const ongoing = (await page(jwt.admin, { state: 1 })).json<Page>();
    expect(ongoing.content.map((order) => order.id)).not.toContain(id);
  });

  it('tells every terminal of the branch about each move', async () => {
    const id = await deliveryOrder();
    const heard: unknown[] = [];
    const stop = app.events.subscribe(app.seed.branchId, (event) => heard.push(event));
    await move(jwt.admin, id, { state: 5, from: 1 });
    stop();
    expect(heard).toContainEqual({ type: 'delivery.changed', orderId: id, state: 5 });
  });

  it('keeps each business to its own orders', async () => {
    const mine = await deliveryOrder();
    const theirs = await deliveryOrder({ businessId: other.businessId, branchId: other.branchId });
    expect((await move(otherJwt, mine, { state: 5, from: 1 })).statusCode).toBe(404);
    expect((await move(jwt.admin, theirs, { state: 5, from: 1 })).statusCode).toBe(404);
    const theirPage = (await page(otherJwt, { state: 1 })).json<Page>();
    expect(theirPage.content.map((order) => order.id)).toEqual([theirs]);
  });

  it('needs the POS deliveries view; a waiter may neither list nor move deliveries', async () => {
    const id = await deliveryOrder();
    expect((await page(jwt.mesero, { state: 1 })).statusCode).toBe(403);
    expect((await move(jwt.mesero, id, { state: 5, from: 1 })).statusCode).toBe(403);
    expect((await call(jwt.mesero, 'POST', '/api/orders/page', { filter: {} })).statusCode).toBe(403);
  });

  it('adds up the cash each driver brings back from the orders out now, each business its own', async () => {
    const cash = async (token: string) => {
      const response = await app.server.inject({
        method: 'GET',
        url: '/api/delivery/drivers/cash',
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(200);
      return response.json<DriverCash[]>();
    };
    const nobody = async () => (await cash(jwt.admin)).find((row) => row.driver === null) ?? { orders: 0, cash: 0 };
    const nobodyBefore = await nobody();
    const dispatch = async (methodPay: string, driver?: object, token = jwt.admin, tenant = {}) => {
      const id = await deliveryOrder({ methodPay, ...tenant });
      expect((await move(token, id, { state: 5, from: 1, ...(driver ? { driver } : {}) })).statusCode).toBe(200);
      return id;
    };
    await dispatch('Efectivo', { name: 'Rita Ruta' });
    await dispatch('Tarjeta', { name: 'rita ruta ' });
    const delivered = await dispatch('Efectivo', { name: 'Rita Ruta' });
    await dispatch('Efectivo');
    // Delivered, an order's cash is back: it leaves the round.
    expect((await move(jwt.admin, delivered, { state: 6, from: 5 })).statusCode).toBe(200);

    const rounds = await cash(jwt.admin);
    expect(rounds.filter((row) => row.driver?.name.toLowerCase().startsWith('rita'))).toEqual([
      { driver: { userId: null, name: 'Rita Ruta' }, orders: 2, cash: 45_000 },
    ]);
    expect(await nobody()).toEqual({ driver: null, orders: nobodyBefore.orders + 1, cash: nobodyBefore.cash + 45_000 });
    expect(rounds.at(-1)?.driver).toBeNull();

    await dispatch('Efectivo', { name: 'Rita Ruta' }, otherJwt, {
      businessId: other.businessId,
      branchId: other.branchId,
    });
    expect(await cash(otherJwt)).toEqual([{ driver: { userId: null, name: 'Rita Ruta' }, orders: 1, cash: 45_000 }]);
    expect(await cash(jwt.admin)).toEqual(rounds);
    const waiter = await app.server.inject({
      method: 'GET',
      url: '/api/delivery/drivers/cash',
      headers: bearer(jwt.mesero),
    });
    expect(waiter.statusCode).toBe(403);
  });

  // Issue 27 §9: a delivery is on the board once closed (spec 01 §4), not while it is being taken.
  it('leaves a delivery being taken off the board and the history, and refuses to move it', async () => {
    const tableId = newId();
    const form = { phone: '3005557788', customer: 'Marta Ruiz', address: 'Calle 45 # 12-30', valueDelivery: 5000 };
    expect((await call(jwt.admin, 'POST', '/api/delivery/orders', { id: tableId, form })).statusCode).toBe(200);
    const taken = await app.database.db
      .selectFrom('orders')
      .select(['id', 'state', 'close'])
      .where('table_id', '=', tableId)
      .executeTakeFirstOrThrow();
    expect(taken).toMatchObject({ state: 1, close: 0 });
    const ongoing = (await page(jwt.admin, { state: 1 })).json<Page>();
    expect(ongoing.content.map((order) => order.id)).not.toContain(taken.id);
    const history = (
      await call(jwt.admin, 'POST', '/api/orders/page', { page: 0, offset: 50, filter: {} })
    ).json<Page>();
    expect(history.content.map((order) => order.id)).not.toContain(taken.id);
    expect((await move(jwt.admin, taken.id, { state: 5, from: 1 })).statusCode).toBe(404);
    expect((await move(jwt.admin, taken.id, { state: 3, from: 1, note: 'x' })).statusCode).toBe(404);
  });

  it('answers bad input with a 4xx', async () => {
    const id = await deliveryOrder();
    expect((await move(jwt.admin, 'nope', { state: 5, from: 1 })).statusCode).toBe(400);
    expect((await move(jwt.admin, id, { state: 2, from: 1 })).statusCode).toBe(400);
    expect((await move(jwt.admin, id, { state: 5 })).statusCode).toBe(400);
    expect((await move(jwt.admin, id, { state: 5, from: 1, driver: { name: '' } })).statusCode).toBe(400);
    expect((await move(jwt.admin, newId(), { state: 5, from: 1 })).statusCode).toBe(404);
    expect((await page(jwt.admin, { closeDate: '2026-13-40' })).statusCode).toBe(400);
    expect((await call(jwt.admin, 'POST', '/api/orders/page', { offset: 0 })).statusCode).toBe(400);
  });
});
