import {
  type BranchSummaryRow,
  type DashboardData,
  emptyCounts,
  isCancelledState,
  type Table,
} from '@comandero/domain';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSummaryOf } from '../../db/summary/order-sales-summary.js';
import { newId } from '../../shared/ids.js';
import { createOtherTenant, createUser } from '../../test/fixtures.js';
import { bearer, createTestApp, TEST_DIALECT, type TestApp } from '../../test/harness.js';

type Role = 'admin' | 'mesero' | 'super';
const today = { dateStart: '2026-11-22', dateEnd: '2026-11-22' };

/** One step of a day's trade: a table, a self-service order, or a delivery that may then move on. */
const step = fc.record({
  kind: fc.constantFrom('onsite', 'self-service', 'delivery'),
  table: fc.integer({ min: 1, max: 6 }),
  quantity: fc.integer({ min: 1, max: 3 }),
  tip: fc.integer({ min: 0, max: 9_000 }),
  methodPay: fc.constantFrom('Efectivo', 'Tarjeta'),
  /** Delivery only: rejected, dispatched, or dispatched then delivered. */
  moves: fc.constantFrom(
    [],
    [{ from: 1, state: 3, note: 'Sin dirección' }],
    [{ from: 1, state: 5 }],
    [
      { from: 1, state: 5 },
      { from: 5, state: 6 },
    ],
  ),
  /** Minutes before the next step, so orders spread over several close hours. */
  later: fc.integer({ min: 0, max: 95 }),
});

type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

describe(`the dashboard and its summary table on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  const jwt: Record<Role, string> = { admin: '', mesero: '', super: '' };
  let other: Awaited<ReturnType<typeof createOtherTenant>>;
  let cashierId = '';
  const products: string[] = [];

  const call = (role: Role, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.server.inject({
      method,
      url,
      headers: { ...bearer(jwt[role]), 'idempotency-key': newId() },
      ...(payload ? { payload } : {}),
    });
  const ok = async (role: Role, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const answer = await call(role, method, url, payload);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer;
  };
  const linesOf = (quantity: number) => [{ id: newId(), productId: products[quantity % products.length]!, quantity }];

  async function trade(s: Step): Promise<void> {
    if (s.kind === 'self-service') {
      await ok('admin', 'POST', '/api/orders/self-service', {
        id: newId(),
        lines: linesOf(s.quantity),
        methodPay: s.methodPay,
        cashierId,
        ...(s.methodPay === 'Efectivo' ? { valueReceive: 900_000 } : {}),
      });
    } else {
      let id: string;
      if (s.kind === 'delivery') {
        id = newId();
        await ok('admin', 'POST', '/api/delivery/orders', {
          id,
          form: { phone: '300 555 7788', customer: 'Marta Ruiz', address: 'Calle 45 # 12-30', valueDelivery: 5000 },
        });
      } else id = (await ok('admin', 'GET', `/api/tables/number/${s.table}`)).json<Table>().id;
      await ok('admin', 'POST', `/api/tables/${id}/lines`, { lines: linesOf(s.quantity), people: 2 });
      await ok('admin', 'POST', `/api/tables/${id}/command`);
      const closed = await ok('admin', 'POST', `/api/tables/${id}/close`, {
        methodPay: s.methodPay,
        cashierId,
        ...(s.kind === 'onsite' ? { tip: { kind: 'amount', amount: s.tip } } : {}),
        ...(s.methodPay === 'Efectivo' ? { valueReceive: 900_000 } : {}),
      });
      if (s.kind === 'delivery') {
        const orderId = closed.json<{ order: { id: string } }>().order.id;
        for (const move of s.moves) await ok('admin', 'PUT', `/api/orders/${orderId}/delivery-state`, move);
      }
    }
    app.clock.advanceSeconds(s.later * 60);
  }

  /** The summary table, and the same GROUP BY computed from the orders now, row for row. */
  async function summaryAndTruth() {
    const key = ['business_id', 'branch_id', 'close_hour', 'channel', 'method_delivery', 'method_pay', 'state'];
    const order = sql.raw(key.join(', '));
    const summary = await sql<Record<string, unknown>>`
      select ${sql.raw(key.join(', '))}, orders, total, tip, discount, delivery_value
      from order_sales_summary order by ${order}`.execute(app.database.db);
    const truth = await sql<Record<string, unknown>>`
      select business_id, branch_id, substr(close_date, 1, 13) as close_hour, channel, method_delivery,
        coalesce(method_pay, '') as method_pay, state, count(*) as orders, sum(total) as total, sum(tip) as tip,
        sum(discount_amount) as discount, sum(delivery_value) as delivery_value
      from orders where close = 1 and deleted = 0
      group by business_id, branch_id, substr(close_date, 1, 13), channel, method_delivery, coalesce(method_pay, ''), state
      order by ${order}`.execute(app.database.db);
    const plain = (rows: Record<string, unknown>[]) =>
      rows.map((row) =>
        Object.fromEntries(
          Object.entries(row).map(([k, v]) => [
            k,
            ['orders', 'total', 'tip', 'discount', 'delivery_value', 'state'].includes(k) ? Number(v) : v,
          ]),
        ),
      );
    return { summary: plain(summary.rows), truth: plain(truth.rows) };
  }

  beforeAll(async () => {
    app = await createTestApp();
    jwt.admin = (await app.login('admin@demo.pos', 'admin1234')).jwt;
    jwt.mesero = (await app.login('mesero@demo.pos', 'mesero1234')).jwt;
    other = await createOtherTenant(app.database.db);
    await createUser(app.database.db, {
      businessId: app.seed.businessId,
      branchId: app.seed.branchId,
      roleName: 'Super Admin',
      email: 'super@demo.pos',
      password: 'super1234',
    });
    jwt.super = (await app.login('super@demo.pos', 'super1234')).jwt;
    for (const name of ['Limonada de coco', 'Ajiaco santafereño']) {
      const row = await app.database.db
        .selectFrom('products')
        .select('id')
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      products.push(row.id);
    }
    cashierId = (
      await app.database.db.selectFrom('cashiers').select('id').where('name', '=', 'Caja 1').executeTakeFirstOrThrow()
    ).id;
    await ok('admin', 'POST', '/api/cashiers/register/state', {
      type: 1,
      cashierId,
      createdAt: new Date().toISOString(),
      detail: { counts: { ...emptyCounts('COP'), bill_50000: 2 } },
    });
  });
  afterAll(() => app.close());

  it('keeps the summary equal to a GROUP BY over the orders after random closes, rejections and deliveries', async () => {
    // Seeded: the same day of trade on every run, spread from 10:00 over several hours.
    const steps = fc.sample(fc.array(step, { minLength: 12, maxLength: 12 }), { seed: 19, numRuns: 1 })[0]!;
    expect(new Set(steps.map((s) => s.kind)).size).toBe(3);
    for (const s of steps) {
      await trade(s);
      const { summary, truth } = await summaryAndTruth();
      expect(summary).toEqual(truth);
    }
    const { summary } = await summaryAndTruth();
    expect(new Set(summary.map((row) => row.close_hour)).size).toBeGreaterThan(2);
    expect(summary.some((row) => row.state === 3)).toBe(true);
  }, 120_000);

  it('counts a delivery once when two terminals move it at the same time', async () => {
    await trade({ kind: 'delivery', table: 1, quantity: 1, tip: 0, methodPay: 'Tarjeta', moves: [], later: 0 });
    const order = await app.database.db
      .selectFrom('orders')
      .select('id')
      .where('method_delivery', '=', 'delivery')
      .where('state', '=', 1)
      .where('close', '=', 1)
      .executeTakeFirstOrThrow();
    const moves = await Promise.all(
      [0, 1].map(() => call('admin', 'PUT', `/api/orders/${order.id}/delivery-state`, { from: 1, state: 5 })),
    );
    expect(moves.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const { summary, truth } = await summaryAndTruth();
    expect(summary).toEqual(truth);
  });

  it('the backfill of the migration builds the same summary', async () => {
    const before = await summaryAndTruth();
    await app.database.db.deleteFrom('order_sales_summary').execute();
    await insertSummaryOf(app.database.db);
    expect((await summaryAndTruth()).summary).toEqual(before.summary);
  });

  it("answers today's dashboard by hour with the orders' own sums, and one row per branch", async () => {
    const orders = await app.database.db
      .selectFrom('orders')
      .select(['state', 'total', 'tip', 'method_delivery', 'close_date'])
      .where('close', '=', 1)
      .where('branch_id', '=', app.seed.branchId)
      .execute();
    const sales = orders.filter((o) => !isCancelledState(o.state));
    const sum = (values: number[]) => values.reduce((a, b) => a + Number(b), 0);
    const data = (await ok('admin', 'POST', '/api/orders/charts/info', today)).json<DashboardData>();
    expect(data).toMatchObject({
      granularity: 'hour',
      totalOrders: sales.length,
      totalSales: sum(sales.map((o) => o.total)),
      tips: sum(sales.map((o) => o.tip)),
      cancelled: orders.length - sales.length,
      delivery: sales.filter((o) => o.method_delivery === 'delivery').length,
    });
    expect(data.sales).toHaveLength(24);
    const ten = data.orders.find((bucket) => bucket.date === '2026-11-22 10');
    expect(ten?.total).toBe(sales.filter((o) => o.close_date?.startsWith('2026-11-22 10')).length);
    const week = (
      await ok('admin', 'POST', '/api/orders/charts/info', { dateStart: '2026-11-16', dateEnd: '2026-11-22' })
    ).json<DashboardData>();
    expect(week.granularity).toBe('day');
    expect(week.sales.map((bucket) => bucket.total)).toEqual([0, 0, 0, 0, 0, 0, data.totalSales]);
    const rows = (await ok('admin', 'POST', '/api/orders/tables/info', { ...today, branches: [] })).json<{
      rows: BranchSummaryRow[];
    }>().rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      branchId: app.seed.branchId,
      totalSales: data.totalSales,
      totalOrders: data.totalOrders,
    });
  });

  it('is tenant-scoped: another business or branch is a 404 unless the caller may change business', async () => {
    expect(
      (await call('admin', 'POST', '/api/orders/charts/info', { ...today, businessId: other.businessId })).statusCode,
    ).toBe(404);
    expect(
      (await call('admin', 'POST', '/api/orders/charts/info', { ...today, branchIds: [other.branchId] })).statusCode,
    ).toBe(404);
    expect(
      (await call('admin', 'POST', '/api/orders/tables/info', { ...today, branches: [other.branchId] })).statusCode,
    ).toBe(404);
    expect((await ok('admin', 'GET', '/api/dashboard/businesses')).json()).toEqual({
      businesses: [{ id: app.seed.businessId, name: expect.any(String) }],
    });
    const theirs = (
      await ok('super', 'POST', '/api/orders/charts/info', { ...today, businessId: other.businessId })
    ).json<DashboardData>();
    expect(theirs.totalOrders).toBe(0);
    expect((await ok('super', 'GET', `/api/dashboard/branches?businessId=${other.businessId}`)).json()).toEqual({
      branches: [{ id: other.branchId, name: expect.any(String) }],
    });
    expect(
      (await ok('super', 'GET', '/api/dashboard/businesses')).json<{ businesses: unknown[] }>().businesses,
    ).toHaveLength(2);
    expect((await call('super', 'POST', '/api/orders/charts/info', { ...today, businessId: newId() })).statusCode).toBe(
      404,
    );
  });

  it('refuses a waiter, ranges over a year, inverted ranges and malformed bodies with 4xx', async () => {
    expect((await call('mesero', 'POST', '/api/orders/charts/info', today)).statusCode).toBe(403);
    const bad = [
      { dateStart: '2025-01-01', dateEnd: '2026-01-02' },
      { dateStart: '2026-01-02', dateEnd: '2026-01-01' },
      { dateStart: '2026-02-30', dateEnd: '2026-03-01' },
      { dateStart: '2026-01-01' },
      { ...today, branchIds: ['nope'] },
      { ...today, businessId: 5 },
    ];
    for (const body of bad) {
      const answer = await call('admin', 'POST', '/api/orders/charts/info', body);
      expect(answer.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
    }
    expect(
      (await call('admin', 'POST', '/api/orders/charts/info', { dateStart: '2025-01-01', dateEnd: '2025-12-31' }))
        .statusCode,
    ).toBe(200);
  });
});
