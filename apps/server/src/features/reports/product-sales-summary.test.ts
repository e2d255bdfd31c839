import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { ORDERS_BUSINESS_NAME, seedLargeOrders } from '../../seed/large-orders.js';
import { createTestApp, TEST_DIALECT, type TestApp } from '../../test/harness.js';
import { withSalesSummary } from '../dashboard/sales-summary.js';

describe(`products report summary on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  let db: Db;
  let businessId: string;

  /** The summary's rows, and the same figures added up from every line of every completed order. */
  async function summaryAndLines() {
    const summary = await db
      .selectFrom('product_sales_daily')
      .select(['branch_id', 'close_day', 'product_id', 'quantity', 'sales'])
      .where('business_id', '=', businessId)
      .orderBy(['branch_id', 'close_day', 'product_id'])
      .execute();
    const orders = await db
      .selectFrom('orders as o')
      .innerJoin('order_lines as l', 'l.order_id', 'o.id')
      .select(['o.branch_id', 'o.close_date', 'o.state', 'l.product_id', 'l.quantity', 'l.unit_price'])
      .where('o.business_id', '=', businessId)
      .execute();
    const added = new Map<string, { quantity: number; sales: number }>();
    for (const line of orders.filter((row) => row.state === 6)) {
      const key = [line.branch_id, line.close_date!.slice(0, 10), line.product_id].join(' ');
      const sum = added.get(key) ?? { quantity: 0, sales: 0 };
      added.set(key, { quantity: sum.quantity + line.quantity, sales: sum.sales + line.quantity * line.unit_price });
    }
    const lines = [...added.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, sum]) => {
        const [branch_id, close_day, product_id] = key.split(' ');
        return { branch_id, close_day, product_id, ...sum };
      });
    return {
      summary: summary.map((row) => ({ ...row, quantity: Number(row.quantity), sales: Number(row.sales) })),
      lines,
    };
  }

  beforeAll(async () => {
    app = await createTestApp();
    db = app.database.db;
    await seedLargeOrders(db, app.clock, 'America/Bogota', { orders: 120, branches: 3, days: 4, flagship: 60 });
    businessId = (
      await db.selectFrom('businesses').select('id').where('name', '=', ORDERS_BUSINESS_NAME).executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => app.close());

  it('holds what every line of the completed orders adds up to, after a seed', async () => {
    const { summary, lines } = await summaryAndLines();
    expect(summary.length).toBeGreaterThan(10);
    expect(summary).toEqual(lines);
    // The seed counts the dashboard's summary too.
    const [counted, orders] = await Promise.all([
      db
        .selectFrom('order_sales_summary')
        .select((eb) => [eb.fn.sum('orders').as('orders'), eb.fn.sum('total').as('total')])
        .where('business_id', '=', businessId)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('orders')
        .select((eb) => [eb.fn.countAll().as('orders'), eb.fn.sum('total').as('total')])
        .where('business_id', '=', businessId)
        .executeTakeFirstOrThrow(),
    ]);
    expect([Number(counted.orders), Number(counted.total)]).toEqual([Number(orders.orders), Number(orders.total)]);
  });

  it('moves an order out and back in as it leaves and re-enters completed', async () => {
    const order = await db
      .selectFrom('orders')
      .select(['id', 'branch_id', 'close_date'])
      .where('business_id', '=', businessId)
      .where('state', '=', 6)
      .executeTakeFirstOrThrow();
    const setState = (state: number) =>
      withSalesSummary(db, order.id, () =>
        db.updateTable('orders').set({ state }).where('id', '=', order.id).execute(),
      );
    await setState(3);
    let { summary, lines } = await summaryAndLines();
    expect(summary).toEqual(lines);
    await setState(6);
    ({ summary, lines } = await summaryAndLines());
    expect(summary).toEqual(lines);
  });
});
