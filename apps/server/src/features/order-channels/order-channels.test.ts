import {
  type CloseResult,
  emptyCounts,
  type OrderChannel,
  type OrderSummary,
  type SalesReport,
  type Table,
} from '@comandero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../shared/ids.js';
import { createOtherTenant } from '../../test/fixtures.js';
import { bearer, createTestApp, TEST_DIALECT, type TestApp } from '../../test/harness.js';

type Role = 'admin' | 'mesero' | 'other';
const day = { start: '2026-11-22', end: '2026-11-22' };

/** Issue 27 item 12: spec 01 §3 Order channel, §7 `order-channels`; delivery orders in domicilios. */
describe(`order channels on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  const jwt: Record<Role, string> = { admin: '', mesero: '', other: '' };
  const products: Record<string, string> = {};
  let otherBusinessId = '';
  let cashierId = '';
  const delivered: CloseResult['order'][] = [];
  const atTable: CloseResult['order'][] = [];

  const call = (role: Role, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.server.inject({ method, url, headers: bearer(jwt[role]), ...(payload ? { payload } : {}) });
  const lines = () => [{ id: newId(), productId: products['Ajiaco santafereño']!, quantity: 1 }];

  /** A delivery taken, charged in cash and carried to the customer (state 6, as the reports count). */
  async function deliver() {
    const id = newId();
    const form = { phone: '3005557788', customer: 'Marta Ruiz', address: 'Calle 45 # 12-30', valueDelivery: 5000 };
    expect((await call('admin', 'POST', '/api/delivery/orders', { id, form })).statusCode).toBe(200);
    expect((await call('admin', 'POST', `/api/tables/${id}/lines`, { lines: lines() })).statusCode).toBe(200);
    expect((await call('admin', 'POST', `/api/tables/${id}/command`)).statusCode).toBe(200);
    const closed = await call('admin', 'POST', `/api/tables/${id}/close`, { methodPay: 'Efectivo', cashierId });
    expect(closed.statusCode, closed.body).toBe(200);
    const order = closed.json<CloseResult>().order;
    const move = (body: object) => call('admin', 'PUT', `/api/orders/${order.id}/delivery-state`, body);
    expect((await move({ state: 5, from: 1, driver: { name: 'Juan Moto' } })).statusCode).toBe(200);
    expect((await move({ state: 6, from: 5 })).statusCode).toBe(200);
    delivered.push(order);
  }

  async function closeTable(n: number) {
    const table = (await call('admin', 'GET', `/api/tables/number/${n}`)).json<Table>();
    expect((await call('admin', 'POST', `/api/tables/${table.id}/lines`, { lines: lines() })).statusCode).toBe(200);
    expect((await call('admin', 'POST', `/api/tables/${table.id}/command`)).statusCode).toBe(200);
    const closed = await call('admin', 'POST', `/api/tables/${table.id}/close`, { methodPay: 'Tarjeta', cashierId });
    expect(closed.statusCode, closed.body).toBe(200);
    atTable.push(closed.json<CloseResult>().order);
  }

  beforeAll(async () => {
    app = await createTestApp();
    jwt.admin = (await app.login('admin@demo.pos', 'admin1234')).jwt;
    jwt.mesero = (await app.login('mesero@demo.pos', 'mesero1234')).jwt;
    const other = await createOtherTenant(app.database.db);
    otherBusinessId = other.businessId;
    jwt.other = (await app.login(other.email, other.password)).jwt;
    for (const row of await app.database.db.selectFrom('products').select(['id', 'name']).execute()) {
      products[row.name] = row.id;
    }
    cashierId = (
      await app.database.db.selectFrom('cashiers').select('id').where('name', '=', 'Caja 1').executeTakeFirstOrThrow()
    ).id;
    const opened = await call('admin', 'POST', '/api/cashiers/register/state', {
      type: 1,
      cashierId,
      createdAt: new Date().toISOString(),
      detail: { counts: { ...emptyCounts('COP'), bill_50000: 2 } },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    await deliver();
    await deliver();
    await closeTable(1);
  });
  afterAll(() => app.close());

  it('answers the order-channels call with POS and domicilios to anyone signed in', async () => {
    const answer = await call('mesero', 'GET', '/api/order-channels?deleted=false');
    expect(answer.statusCode, answer.body).toBe(200);
    const channels = answer.json<OrderChannel[]>();
    expect(channels.map(({ name, external }) => ({ name, external }))).toEqual([
      { name: 'POS', external: false },
      { name: 'domicilios', external: false },
    ]);
    const byName = (await call('admin', 'GET', '/api/order-channels?name=domicilios')).json<OrderChannel[]>();
    expect(byName).toEqual([channels.find((channel) => channel.name === 'domicilios')]);
    expect((await call('admin', 'GET', '/api/order-channels?external=true')).json()).toEqual([]);
    expect((await call('admin', 'GET', '/api/order-channels?deleted=true')).json()).toEqual([]);
    expect((await call('admin', 'GET', '/api/order-channels?deleted=maybe')).statusCode).toBe(400);
    expect((await app.server.inject({ method: 'GET', url: '/api/order-channels' })).statusCode).toBe(401);
  });

  it("keeps a business's own channel to that business", async () => {
    await app.database.db
      .insertInto('order_channels')
      .values({ id: newId(), business_id: otherBusinessId, name: 'Rappi', external: 1, created_at: day.start })
      .execute();
    const theirs = (await call('other', 'GET', '/api/order-channels')).json<OrderChannel[]>();
    expect(theirs.map((channel) => channel.name)).toEqual(['POS', 'Rappi', 'domicilios']);
    expect(theirs.find((channel) => channel.name === 'Rappi')?.external).toBe(true);
    const ours = (await call('admin', 'GET', '/api/order-channels')).json<OrderChannel[]>();
    expect(ours.map((channel) => channel.name)).toEqual(['POS', 'domicilios']);
  });

  it('puts delivery orders in the channel domicilios and table orders in POS', async () => {
    expect(delivered.map((order) => order.channel)).toEqual(['domicilios', 'domicilios']);
    expect(atTable.map((order) => order.channel)).toEqual(['POS']);
  });

  it('filters the sales report by order channel', async () => {
    const report = (orderChannel?: string) =>
      call('admin', 'POST', '/api/reports/sales', { filter: { ...day, ...(orderChannel ? { orderChannel } : {}) } });
    const all = (await report()).json<SalesReport>();
    const deliveries = await report('domicilios');
    expect(deliveries.statusCode, deliveries.body).toBe(200);
    const sum = (orders: CloseResult['order'][]) => orders.reduce((total, order) => total + order.total, 0);
    expect(deliveries.json<SalesReport>().totals).toMatchObject({ orders: 2, total: sum(delivered) });
    expect(deliveries.json<SalesReport>().byChannel.map((row) => row.channel)).toEqual(['delivery']);
    const pos = (await report('POS')).json<SalesReport>();
    expect(pos.totals).toMatchObject({ orders: 1, total: sum(atTable) });
    expect(pos.totals.orders + deliveries.json<SalesReport>().totals.orders).toBe(all.totals.orders);
    expect((await report('Rappi')).json<SalesReport>().totals.orders).toBe(0);
    expect((await report('x'.repeat(61))).statusCode).toBe(400);
  });

  it('filters the orders history by order channel', async () => {
    const page = async (channel: string) => {
      const answer = await call('admin', 'POST', '/api/orders/page', { filter: { channel } });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<{ content: OrderSummary[] }>().content.map((order) => order.id);
    };
    expect((await page('domicilios')).sort()).toEqual(delivered.map((order) => order.id).sort());
    expect(await page('POS')).toEqual(atTable.map((order) => order.id));
  });
});
