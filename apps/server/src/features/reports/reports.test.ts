import {
  type CashierMovement,
  type CloseResult,
  emptyCounts,
  type OrderDetail,
  type OrderSummary,
  type ProductReportPage,
  type Table,
  type TipReportPage,
} from '@comandero/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../shared/ids.js';
import { bearer, createTestApp, TEST_DIALECT, type TestApp } from '../../test/harness.js';

type Role = 'admin' | 'caja' | 'mesero';
const day = { start: '2026-11-22', end: '2026-11-22' };

describe(`reports on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  const jwt: Record<Role, string> = { admin: '', caja: '', mesero: '' };
  const products: Record<string, string> = {};
  const closed: OrderDetail[] = [];

  const call = (role: Role, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.server.inject({ method, url, headers: bearer(jwt[role]), ...(payload ? { payload } : {}) });
  const table = async (n: number) => (await call('admin', 'GET', `/api/tables/number/${n}`)).json<Table>();
  const line = (name: string, quantity = 1) => ({ id: newId(), productId: products[name]!, quantity });

  /** A table served by `waiter` and charged by the cashier with a tip. */
  async function closeTable(n: number, waiter: Role, lines: object[], tip: number, methodPay = 'Tarjeta') {
    const target = await table(n);
    expect((await call(waiter, 'POST', `/api/tables/${target.id}/lines`, { lines, people: 2 })).statusCode).toBe(200);
    expect((await call(waiter, 'POST', `/api/tables/${target.id}/command`)).statusCode).toBe(200);
    const answer = await app.server.inject({
      method: 'POST',
      url: `/api/tables/${target.id}/close`,
      headers: { ...bearer(jwt.caja), 'idempotency-key': newId() },
      payload: {
        methodPay,
        tip: { kind: 'amount', amount: tip },
        ...(methodPay === 'Efectivo' ? { valueReceive: 200000 } : {}),
      },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    closed.push(answer.json<CloseResult>().order);
  }

  beforeAll(async () => {
    app = await createTestApp();
    jwt.admin = (await app.login('admin@demo.pos', 'admin1234')).jwt;
    jwt.caja = (await app.login('caja@demo.pos', 'caja1234')).jwt;
    jwt.mesero = (await app.login('mesero@demo.pos', 'mesero1234')).jwt;
    for (const row of await app.database.db.selectFrom('products').select(['id', 'name']).execute()) {
      products[row.name] = row.id;
    }
    const caja1 = await app.database.db
      .selectFrom('cashiers')
      .select('id')
      .where('name', '=', 'Caja 1')
      .executeTakeFirstOrThrow();
    const opened = await call('caja', 'POST', '/api/cashiers/register/state', {
      type: 1,
      cashierId: caja1.id,
      createdAt: new Date().toISOString(),
      detail: { counts: { ...emptyCounts('COP'), bill_50000: 2 } },
    });
    expect(opened.json<CashierMovement>().type).toBe(1);
    await closeTable(1, 'mesero', [line('Limonada de coco', 2), line('Ajiaco santafereño')], 5000);
    await closeTable(2, 'mesero', [line('Ajiaco santafereño', 3)], 1234, 'Efectivo');
    await closeTable(3, 'admin', [line('Limonada de coco', 1)], 700);
  });
  afterAll(() => app.close());

  it('adds up tips per waiter, to the unit of the orders history', async () => {
    const answer = await call('admin', 'POST', '/api/reports/tips', { filter: day });
    expect(answer.statusCode).toBe(200);
    const report = answer.json<TipReportPage>();
    const history = (
      await call('admin', 'POST', '/api/orders/page', {
        pageSize: 100,
        filter: { state: 6, startClose: day.start, endClose: day.end },
      })
    ).json<{ content: OrderSummary[] }>().content;
    expect(report.totals).toEqual({
      orders: history.length,
      total: history.reduce((sum, order) => sum + order.total, 0),
      tip: 5000 + 1234 + 700,
    });
    expect(report.byWaiter).toEqual([
      {
        waiterId: expect.any(String),
        waiter: 'Mario Mesero',
        orders: 2,
        total: closed[0]!.total + closed[1]!.total,
        tip: 6234,
      },
      { waiterId: expect.any(String), waiter: 'Ana Administradora', orders: 1, total: closed[2]!.total, tip: 700 },
    ]);
    expect(report.content[0]).toMatchObject({
      table: expect.any(String),
      methodDelivery: 'onsite',
      closeDate: closed[2]!.closeDate,
    });
    const mario = report.byWaiter[0]!.waiterId!;
    const onlyMario = (
      await call('admin', 'POST', '/api/reports/tips', { pageSize: 1, filter: { ...day, waiterId: mario } })
    ).json<TipReportPage>();
    expect(onlyMario).toMatchObject({ totalElements: 2, pageSize: 1, totals: { orders: 2, tip: 6234 } });
    expect(onlyMario.content).toHaveLength(1);
    const nextDay = (
      await call('admin', 'POST', '/api/reports/tips', { filter: { start: '2026-11-23', end: '2026-11-23' } })
    ).json<TipReportPage>();
    expect(nextDay).toMatchObject({ totalElements: 0, totals: { orders: 0, total: 0, tip: 0 }, byWaiter: [] });
  });

  it('names a delivered delivery order its customer', async () => {
    const now = app.clock.now().toISOString();
    const admin = await app.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@demo.pos')
      .executeTakeFirstOrThrow();
    await app.database.db
      .insertInto('orders')
      .values({
        id: newId(),
        business_id: app.seed.businessId,
        branch_id: app.seed.branchId,
        state: 6,
        close: 1,
        close_date: '2026-11-20 20:00:00',
        method_delivery: 'delivery',
        delivery_customer_name: 'Lucía Domicilio',
        created_by: admin.id,
        created_at: now,
        updated_at: now,
        total: 45_000,
        delivery_value: 5_000,
        method_pay: 'Efectivo',
      } as never)
      .execute();
    const report = (
      await call('admin', 'POST', '/api/reports/tips', { filter: { start: '2026-11-20', end: '2026-11-20' } })
    ).json<TipReportPage>();
    expect(report.content).toMatchObject([{ customer: 'Lucía Domicilio', methodDelivery: 'delivery', total: 45_000 }]);
  });

  it('sells products top and bottom, the sales adding up to the orders subtotals', async () => {
    const top = (await call('admin', 'POST', '/api/reports/products', { filter: day })).json<ProductReportPage>();
    expect(top.content.map((row) => [row.product, row.quantity])).toEqual([
      ['Ajiaco santafereño', 4],
      ['Limonada de coco', 3],
    ]);
    expect(top.content[0]).toMatchObject({ sales: 4 * 28000, price: 28000 });
    expect(top.totals.sales).toBe(closed.reduce((sum, order) => sum + order.subtotal, 0));
    expect(top.totals.quantity).toBe(7);
    const bottom = (
      await call('admin', 'POST', '/api/reports/products', { filter: day, sort: 'bottom', pageSize: 1 })
    ).json<ProductReportPage>();
    expect(bottom).toMatchObject({ totalElements: 2, content: [{ product: 'Limonada de coco', quantity: 3 }] });
  });

  it('refuses bad input with 4xx and a code, and other roles with 403', async () => {
    const bad = [
      {},
      { filter: { start: '2026-01-01', end: '2026-04-01' } },
      { filter: { start: '2026-02-01', end: '2026-01-01' } },
      { filter: { start: '2026-02-30', end: '2026-03-01' } },
      { filter: day, pageSize: 0 },
      { filter: { ...day, waiterId: 'nope' } },
    ];
    for (const body of bad) {
      const answer = await call('admin', 'POST', '/api/reports/tips', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error.code).toBeTruthy();
    }
    const long = await call('admin', 'POST', '/api/reports/products', {
      filter: { start: '2026-01-01', end: '2026-04-01' },
    });
    expect(long.json().error.details[0].message).toBe('ERROR DATE RANGE');
    expect((await call('admin', 'POST', '/api/reports/products', { filter: day, sort: 'middle' })).statusCode).toBe(
      400,
    );
    expect((await call('admin', 'POST', '/api/reports/tips/export?format=pdf', { filter: day })).statusCode).toBe(400);
    expect((await call('mesero', 'POST', '/api/reports/tips', { filter: day })).statusCode).toBe(403);
    expect((await call('caja', 'POST', '/api/reports/products/export?format=csv', { filter: day })).statusCode).toBe(
      403,
    );
  });

  it('exports the tips report as XLSX that reads back with the same sums, amounts as numbers', async () => {
    const answer = await call('admin', 'POST', '/api/reports/tips/export?format=xlsx&lang=en', { filter: day });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('spreadsheetml');
    expect(answer.headers['content-disposition']).toContain('tips.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toContain('Tip');
    const tips: number[] = [];
    const totals: number[] = [];
    sheet.eachRow((row, number) => {
      if (number === 1) return;
      tips.push(row.getCell(9).value as number);
      totals.push(row.getCell(8).value as number);
    });
    expect(tips.reduce((a, b) => a + b, 0)).toBe(6934);
    expect(totals.reduce((a, b) => a + b, 0)).toBe(closed.reduce((sum, order) => sum + order.total, 0));
  });

  it('exports products and the orders history as CSV, neutralising formulas', async () => {
    await app.database.db
      .updateTable('order_lines')
      .set({ name: '=HYPERLINK("http://x")' })
      .where('name', '=', 'Limonada de coco')
      .execute();
    // The products report reads the daily summary, which keeps the name the lines were sold under.
    await app.database.db
      .updateTable('product_sales_daily')
      .set({ name: '=HYPERLINK("http://x")' })
      .where('name', '=', 'Limonada de coco')
      .execute();
    const products = await call('admin', 'POST', '/api/reports/products/export?format=csv', {
      filter: day,
      sort: 'bottom',
    });
    expect(products.statusCode).toBe(200);
    expect(products.headers['content-type']).toContain('text/csv');
    const lines = products.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('SKU,Producto,Cantidad vendida,Ventas,Precio');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")",3,`);
    const history = await call('admin', 'POST', '/api/orders/export?format=csv', {
      filter: { state: 6, startClose: day.start, endClose: day.end },
    });
    expect(history.statusCode).toBe(200);
    const rows = history.body.trim().split('\r\n').slice(1);
    expect(rows).toHaveLength(3);
    const sum = rows.reduce((total, row) => total + Number(row.split(',').at(-1)), 0);
    expect(sum).toBe(closed.reduce((total, order) => total + order.total, 0));
    const xlsx = await call('admin', 'POST', '/api/orders/export?format=xlsx', {
      filter: { state: 6, startClose: day.start, endClose: day.end },
    });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    // The same three orders as the CSV, their totals numbers that add up to the same sum.
    expect(sheet.rowCount).toBe(4);
    const totals = [2, 3, 4].map((row) => sheet.getRow(row).getCell(sheet.columnCount).value);
    expect(totals.every((value) => typeof value === 'number')).toBe(true);
    expect((totals as number[]).reduce((total, value) => total + value, 0)).toBe(sum);
  });
});
