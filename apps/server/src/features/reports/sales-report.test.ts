import {
  type CashCountReportPage,
  type CashierMovement,
  type CloseResult,
  emptyCounts,
  type OrderSummary,
  type SalesReport,
  type Table,
} from '@comandero/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../shared/ids.js';
import { bearer, createTestApp, TEST_DIALECT, type TestApp } from '../../test/harness.js';

type Role = 'admin' | 'caja' | 'mesero';
const day = { start: '2026-11-22', end: '2026-11-22' };
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe(`sales and cash-count reports on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  const jwt: Record<Role, string> = { admin: '', caja: '', mesero: '' };
  const products: Record<string, string> = {};
  const closed: CloseResult['order'][] = [];
  let movement: CashierMovement;

  const call = (role: Role, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.server.inject({ method, url, headers: bearer(jwt[role]), ...(payload ? { payload } : {}) });
  const line = (name: string, quantity = 1) => ({ id: newId(), productId: products[name]!, quantity });

  async function closeTable(n: number, lines: object[], tip: number, methodPay: string) {
    const target = (await call('admin', 'GET', `/api/tables/number/${n}`)).json<Table>();
    expect((await call('mesero', 'POST', `/api/tables/${target.id}/lines`, { lines, people: 2 })).statusCode).toBe(200);
    expect((await call('mesero', 'POST', `/api/tables/${target.id}/command`)).statusCode).toBe(200);
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

  async function sellSelfService(methodPay: string) {
    const answer = await call('caja', 'POST', '/api/orders/self-service', {
      id: newId(),
      lines: [line('Limonada de coco', 2)],
      methodPay,
      ...(methodPay === 'Efectivo' ? { valueReceive: 100000 } : {}),
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
    expect(opened.statusCode, opened.body).toBe(200);
    movement = opened.json<CashierMovement>();
    await closeTable(1, [line('Limonada de coco', 2), line('Ajiaco santafereño')], 5000, 'Tarjeta');
    await closeTable(2, [line('Ajiaco santafereño', 3)], 1234, 'Efectivo');
    await sellSelfService('Tarjeta');
    await sellSelfService('Efectivo');
  });
  afterAll(() => app.close());

  it('adds up sales by channel, method, day and hour, to the unit of the orders history', async () => {
    const answer = await call('admin', 'POST', '/api/reports/sales', { filter: day });
    expect(answer.statusCode, answer.body).toBe(200);
    const report = answer.json<SalesReport>();
    const history = (
      await call('admin', 'POST', '/api/orders/page', {
        pageSize: 100,
        filter: { state: 6, startClose: day.start, endClose: day.end },
      })
    ).json<{ content: OrderSummary[] }>().content;
    const historyTotal = sum(history.map((order) => order.total));
    expect(report.totals).toMatchObject({
      orders: 4,
      total: historyTotal,
      tip: 6234,
      averageTicket: Math.round(historyTotal / 4),
    });
    expect(historyTotal).toBe(sum(closed.map((order) => order.total)));
    for (const channel of ['onsite', 'self-service'] as const) {
      const orders = history.filter((order) => order.methodDelivery === channel);
      expect(report.byChannel.find((row) => row.channel === channel)).toMatchObject({
        orders: orders.length,
        total: sum(orders.map((order) => order.total)),
      });
    }
    for (const method of ['Tarjeta', 'Efectivo']) {
      const orders = history.filter((order) => order.methodPay === method);
      expect(report.byMethod.find((row) => row.methodPay === method)).toMatchObject({
        orders: 2,
        total: sum(orders.map((order) => order.total)),
      });
    }
    expect(report.byDay).toEqual([{ day: day.start, ...report.totals }]);
    expect(report.byHour).toHaveLength(24);
    const hour = Number(closed[0]!.closeDate!.slice(11, 13));
    expect(report.byHour[hour]).toMatchObject({ orders: 4, total: historyTotal });
    expect(sum(report.byHour.map((row) => row.orders))).toBe(4);

    const cardOnsite = (
      await call('admin', 'POST', '/api/reports/sales', { filter: { ...day, channel: 'onsite', methodPay: 'Tarjeta' } })
    ).json<SalesReport>();
    expect(cardOnsite.totals).toMatchObject({ orders: 1, total: closed[0]!.total, tip: 5000 });
    expect(cardOnsite.byChannel.map((row) => row.channel)).toEqual(['onsite']);
  });

  it('exports the sales report as XLSX whose channel and method lines add up to the totals', async () => {
    const answer = await call('admin', 'POST', '/api/reports/sales/export?format=xlsx&lang=en', { filter: day });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain('sales.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const lines: { group: string; total: number }[] = [];
    workbook.worksheets[0]!.eachRow((row, number) => {
      if (number > 1) lines.push({ group: String(row.getCell(1).value), total: row.getCell(4).value as number });
    });
    const total = sum(closed.map((order) => order.total));
    for (const group of ['Total', 'Day', 'Channel', 'Payment method', 'Hour']) {
      expect(sum(lines.filter((line) => line.group === group).map((line) => line.total)), group).toBe(total);
    }
  });

  it('lists a closed drawer with system and counted per method and the over/short', async () => {
    const current = (await call('caja', 'GET', `/api/cashiers/movements/${movement.id}`)).json<CashierMovement>();
    const cash = sum(closed.filter((order) => order.methodPay === 'Efectivo').map((order) => order.total));
    const card = sum(closed.filter((order) => order.methodPay === 'Tarjeta').map((order) => order.total));
    const close = await call('caja', 'PUT', `/api/cashiers/movements/${movement.id}`, {
      version: current.version,
      closeDate: new Date().toISOString(),
      methodsByUser: { Efectivo: cash - 500, Tarjeta: card },
      observation: 'Faltan 500',
    });
    expect(close.statusCode, close.body).toBe(200);
    const { close_day } = await app.database.db
      .selectFrom('cashier_movements')
      .select('close_day')
      .where('id', '=', movement.id)
      .executeTakeFirstOrThrow();
    const range = { start: close_day!, end: close_day! };
    const answer = await call('admin', 'POST', '/api/reports/cash-counts', { filter: range });
    expect(answer.statusCode, answer.body).toBe(200);
    const report = answer.json<CashCountReportPage>();
    expect(report.totals).toEqual({
      movements: 1,
      totalBySystem: cash + card,
      totalByUser: cash + card - 500,
      difference: -500,
    });
    expect(report.content[0]).toMatchObject({
      cashier: { name: 'Caja 1' },
      observation: 'Faltan 500',
      closedBy: { name: expect.any(String) },
    });
    expect(report.content[0]!.methods).toEqual(
      expect.arrayContaining([
        { methodPay: 'Efectivo', system: cash, counted: cash - 500, difference: -500 },
        { methodPay: 'Tarjeta', system: card, counted: card, difference: 0 },
      ]),
    );
    const other = (
      await call('admin', 'POST', '/api/reports/cash-counts', { filter: { ...range, cashierId: newId() } })
    ).json<CashCountReportPage>();
    expect(other).toMatchObject({ totalElements: 0, content: [], totals: { movements: 0, difference: 0 } });

    const csv = await call('admin', 'POST', '/api/reports/cash-counts/export?format=csv', { filter: range });
    expect(csv.statusCode).toBe(200);
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe('Caja,Apertura,Cierre,Abrió,Cerró,Método de pago,Sistema,Contado,Diferencia');
    expect(sum(rows.slice(1).map((row) => Number(row.split(',').at(-1))))).toBe(-500);
  });

  it('refuses bad input with 4xx and a code, and other roles with 403', async () => {
    const bad = [
      {},
      { filter: { start: '2026-01-01', end: '2026-04-01' } },
      { filter: { ...day, channel: 'drone' } },
      { filter: { ...day, methodPay: '' } },
    ];
    for (const body of bad) {
      const answer = await call('admin', 'POST', '/api/reports/sales', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error.code).toBeTruthy();
    }
    for (const body of [{ filter: { ...day, userId: 'x' } }, { filter: day, page: -1 }]) {
      expect((await call('admin', 'POST', '/api/reports/cash-counts', body)).statusCode).toBe(400);
    }
    expect((await call('admin', 'POST', '/api/reports/sales/export?format=pdf', { filter: day })).statusCode).toBe(400);
    expect((await call('mesero', 'POST', '/api/reports/sales', { filter: day })).statusCode).toBe(403);
    expect((await call('caja', 'POST', '/api/reports/cash-counts', { filter: day })).statusCode).toBe(403);
  });
});
