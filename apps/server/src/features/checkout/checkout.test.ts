import {
  type CashierMovement,
  type CloseResult,
  emptyCounts,
  type OrderDetail,
  type PrintJobPage,
  provisionalBillNumber,
  type SendCommandResponse,
  type Table,
  type TableOrder,
} from '@comandero/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../shared/ids.js';
import { bearer, createTestApp, TEST_DIALECT, type TestApp } from '../../test/harness.js';

type Role = 'admin' | 'caja' | 'mesero';

describe(`checkout on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  const jwt: Record<Role, string> = { admin: '', caja: '', mesero: '' };
  const products: Record<string, string> = {};
  let cashierId = '';

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
    cashierId = caja1.id;
    // Charging needs an open cashier (the branch preference is on): the cashier opens Caja 1.
    const opened = await call('caja', 'POST', '/api/cashiers/register/state', {
      type: 1,
      cashierId,
      createdAt: new Date().toISOString(),
      detail: { counts: { ...emptyCounts('COP'), bill_50000: 2 } },
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json<CashierMovement>()).toMatchObject({ type: 1, amountEntered: 100000 });
  });
  afterAll(() => app.close());

  const call = (role: Role, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, key?: string) =>
    app.server.inject({
      method,
      url,
      headers: { ...bearer(jwt[role]), ...(key ? { 'idempotency-key': key } : {}) },
      ...(payload ? { payload } : {}),
    });
  const table = async (n: number) => (await call('admin', 'GET', `/api/tables/number/${n}`)).json<Table>();
  const line = (name: string, quantity = 1) => ({ id: newId(), productId: products[name]!, quantity });

  /** A waiter's table with the given products, sent to the kitchen. */
  async function servedTable(n: number, lines = [line('Limonada de coco', 2), line('Ajiaco santafereño')]) {
    const target = await table(n);
    const added = await call('mesero', 'POST', `/api/tables/${target.id}/lines`, { lines, people: 2 });
    expect(added.statusCode).toBe(200);
    const sent = await call('mesero', 'POST', `/api/tables/${target.id}/command`);
    return { table: target, order: sent.json<SendCommandResponse>().order };
  }
  const close = (role: Role, tableId: string, body: object, key?: string) =>
    call(role, 'POST', `/api/tables/${tableId}/close`, body, key);

  it('closes a table with cash: domain totals, change, display number, close date, bill job, table free', async () => {
    const { table: target, order } = await servedTable(1);
    expect(order.subtotal).toBe(2 * 9000 + 28000);
    const closed = await close('caja', target.id, { methodPay: 'Efectivo', valueReceive: 50000 });
    expect(closed.statusCode).toBe(200);
    const result = closed.json<CloseResult>();
    expect(result.order).toMatchObject({
      state: 6,
      subtotal: 46000,
      total: 46000,
      methodPay: 'Efectivo',
      valueReceive: 50000,
      valueReturn: 4000,
      methodDelivery: 'onsite',
      table: { id: target.id },
    });
    // INC 8 % is included in the prices: shown, never added.
    expect(result.order.taxes).toEqual([
      expect.objectContaining({ shortName: 'INC', includeCost: true, amount: 3407 }),
    ]);
    expect(result.order.displayNumber).toBeGreaterThan(0);
    expect(result.order.provisionalNumber).toBeNull();
    expect(result.order.closeDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await table(1)).toMatchObject({ busy: false, currentOrderId: null, total: 0 });
    const preview = await call('caja', 'GET', `/api/print-jobs/${result.billJobId}/preview`);
    expect(preview.body).toContain(`FACTURA #${result.order.displayNumber}`);
    expect(preview.body).toContain('$46.000');
  });

  it('refuses short cash, unknown methods and bad amounts with 4xx and a code, closing nothing', async () => {
    const { table: target } = await servedTable(2);
    const short = await close('caja', target.id, { methodPay: 'Efectivo', valueReceive: 1000 });
    expect(short.statusCode).toBe(422);
    expect(short.json().error.message).toBe('PRICE BILL');
    const bad = [
      { methodPay: 'Bitcoin' },
      { methodPay: 'Efectivo' },
      { methodPay: 'Efectivo', valueReceive: -5 },
      { methodPay: 'Efectivo', valueReceive: 46000.5 },
      { methodPay: 'Efectivo', valueReceive: '46000' },
      { methodPay: 'Efectivo', valueReceive: 10 ** 16 },
      { methodPay: 'Tarjeta', tip: { kind: 'amount', amount: -1 } },
      { methodPay: 'Tarjeta', observation: 'x'.repeat(501) },
    ];
    for (const body of bad) {
      const answer = await close('caja', target.id, body);
      expect(answer.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
      expect(answer.json().error.code).toBeTruthy();
    }
    expect(await table(2)).toMatchObject({ busy: true });
  });

  it('applies a 10 % cumpleanios discount from the cashier, and tips from the preferences', async () => {
    const { table: target } = await servedTable(3);
    const discount = { reason: 'cumpleanios', type: 'PERCENT', value: 10 };
    expect((await call('mesero', 'PUT', `/api/tables/${target.id}/discount`, { discount })).statusCode).toBe(403);
    const tooMuch = { reason: 'obsequio', type: 'USD', value: 1_000_000 };
    const invalid = await call('caja', 'PUT', `/api/tables/${target.id}/discount`, { discount: tooMuch });
    expect(invalid.json().error.message).toBe('INVALID');
    const otherWithoutText = { reason: 'other', type: 'USD', value: 100 };
    expect(
      (await call('caja', 'PUT', `/api/tables/${target.id}/discount`, { discount: otherWithoutText })).statusCode,
    ).toBe(400);
    const applied = await call('caja', 'PUT', `/api/tables/${target.id}/discount`, { discount });
    expect(applied.statusCode).toBe(200);
    // The answer is the order with the discount just set (the tablet shows it from this answer).
    expect(applied.json<TableOrder>().discount).toEqual({
      reason: 'cumpleanios',
      other: '',
      type: 'PERCENT',
      value: 10,
    });
    // Every terminal sees the discount on the table's order, not only the one that set it.
    const seen = (await call('mesero', 'GET', `/api/tables/${target.id}/order`)).json<TableOrder>();
    expect(seen.discount).toEqual({ reason: 'cumpleanios', other: '', type: 'PERCENT', value: 10 });
    // The floor tile's total is the order after the discount (issue 15 §6): 46.000 − 10 %.
    expect(await table(3)).toMatchObject({ busy: true, total: 41400 });
    const settings = (await call('caja', 'GET', '/api/checkout/settings')).json();
    expect(settings.tips).toEqual([{ rateBp: 1000, serviceTypes: ['onsite'] }]);
    const closed = await close('caja', target.id, {
      methodPay: 'Efectivo',
      valueReceive: 100000,
      tip: { kind: 'percent', rateBp: 1000 },
      expectedTotal: 41400 + 4140,
    });
    const result = closed.json<CloseResult>();
    expect(result.order).toMatchObject({ subtotal: 46000, tip: 4140, total: 45540, valueReturn: 54460 });
    expect(result.order.discount).toMatchObject({ reason: 'cumpleanios', amount: 4600 });
  });

  it('carries the discount with a transfer: the destination shows it and charges it, the source has none', async () => {
    const { table: source } = await servedTable(12);
    const discount = { reason: 'obsequio', type: 'USD', value: 6000 };
    const heard: Table[] = [];
    const stop = app.events.subscribe(app.seed.branchId, (event) => {
      if (event.type === 'table.changed') heard.push(event.table);
    });
    expect((await call('caja', 'PUT', `/api/tables/${source.id}/discount`, { discount })).statusCode).toBe(200);
    stop();
    // Every floor hears the table's new total, after the discount.
    expect(heard).toEqual([expect.objectContaining({ id: source.id, total: 40000 })]);
    const destination = await table(1);
    expect(destination).toMatchObject({ busy: false, currentOrderId: null });
    const moved = await call('caja', 'POST', '/api/tables/transfer', {
      sourceId: source.id,
      destinationId: destination.id,
    });
    expect(moved.statusCode).toBe(200);
    const there = (await call('caja', 'GET', `/api/tables/${destination.id}/order`)).json<TableOrder>();
    expect(there.discount).toEqual({ reason: 'obsequio', other: '', type: 'USD', value: 6000 });
    expect(await table(1)).toMatchObject({ total: 40000 });
    expect((await call('caja', 'GET', `/api/tables/${source.id}/order`)).json<TableOrder>().discount).toBeNull();
    const closed = await close('caja', destination.id, { methodPay: 'Tarjeta' });
    expect(closed.json<CloseResult>().order).toMatchObject({ subtotal: 46000, total: 40000 });
  });

  it('needs an open cashier to charge', async () => {
    const body = { id: newId(), lines: [line('Cappuccino')], methodPay: 'Tarjeta' };
    const refused = await call('admin', 'POST', '/api/orders/self-service', body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'CASHIER_NOT_OPEN', message: 'Open a cashier before charging' });
  });

  it('refuses a stale total, unsent lines and an empty table', async () => {
    const { table: target } = await servedTable(4);
    const stale = await close('caja', target.id, { methodPay: 'Tarjeta', expectedTotal: 1 });
    expect(stale.json().error.code).toBe('TOTAL_CHANGED');
    await call('mesero', 'POST', `/api/tables/${target.id}/lines`, { lines: [line('Agua')] });
    expect((await close('caja', target.id, { methodPay: 'Tarjeta' })).json().error.code).toBe('UNSENT_LINES');
    const empty = await table(11);
    expect((await close('caja', empty.id, { methodPay: 'Tarjeta' })).json().error.code).toBe('NOTHING_TO_CLOSE');
  });

  it('is all or nothing: a failure inside the close leaves no closed order and the table busy', async () => {
    const { table: target, order } = await servedTable(5);
    const db = app.database.db;
    if (TEST_DIALECT === 'postgres') {
      await sql`create function fail_print() returns trigger language plpgsql as $$ begin raise exception 'printer table down'; end $$`.execute(
        db,
      );
      await sql`create trigger fail_print before insert on print_jobs for each row execute function fail_print()`.execute(
        db,
      );
    } else {
      await sql`create trigger fail_print before insert on print_jobs begin select raise(abort, 'printer table down'); end`.execute(
        db,
      );
    }
    try {
      const failed = await close('caja', target.id, { methodPay: 'Tarjeta' });
      expect(failed.statusCode).toBe(500);
    } finally {
      await sql`drop trigger fail_print ${sql.raw(TEST_DIALECT === 'postgres' ? 'on print_jobs' : '')}`.execute(db);
    }
    const stored = await db
      .selectFrom('orders')
      .select(['close', 'display_number'])
      .where('id', '=', order.orderId!)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ close: 0, display_number: null });
    expect(await table(5)).toMatchObject({ busy: true, currentOrderId: order.orderId });
    expect((await close('caja', target.id, { methodPay: 'Tarjeta' })).statusCode).toBe(200);
  });

  it('closes once when the same close is sent three times', async () => {
    const { table: target } = await servedTable(6);
    const key = newId();
    const body = { methodPay: 'Tarjeta' };
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await close('caja', target.id, body, key));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const ids = new Set(answers.map((answer) => answer.json<CloseResult>().order.id));
    expect(ids.size).toBe(1);
    expect(answers[2]?.headers['idempotent-replayed']).toBe('true');
    const closedOrders = await app.database.db
      .selectFrom('orders')
      .select('id')
      .where('table_id', '=', target.id)
      .where('close', '=', 1)
      .execute();
    expect(closedOrders).toHaveLength(1);
  });

  it('gives 20 concurrent closes 20 different display numbers', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('admin', 'POST', '/api/orders/self-service', {
          id: newId(),
          lines: [line('Café tinto')],
          methodPay: 'Efectivo',
          valueReceive: 5000,
          cashierId,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const numbers = answers.map((answer) => answer.json<CloseResult>().order.displayNumber);
    expect(new Set(numbers).size).toBe(20);
    const first = answers[0]!.json<CloseResult>().order;
    expect(first).toMatchObject({
      methodDelivery: 'self-service',
      state: 6,
      total: 3000,
      valueReturn: 2000,
      table: null,
    });
  });

  it('returns the same self-service order when the tablet sends it again', async () => {
    const body = { id: newId(), lines: [line('Cappuccino')], methodPay: 'Tarjeta', cashierId };
    const first = (await call('admin', 'POST', '/api/orders/self-service', body)).json<CloseResult>();
    const again = (await call('admin', 'POST', '/api/orders/self-service', body)).json<CloseResult>();
    expect(again.order.displayNumber).toBe(first.order.displayNumber);
    expect((await call('mesero', 'POST', '/api/orders/self-service', { ...body, id: newId() })).statusCode).toBe(403);
  });

  it('splits a bill by lines, each part paid and closed on its own', async () => {
    const { table: target, order } = await servedTable(7);
    const [drinks, soup] = order.lines;
    const first = (
      await close('caja', target.id, { methodPay: 'Tarjeta', part: { lineIds: [drinks!.id] } })
    ).json<CloseResult>();
    expect(first).toMatchObject({ remainingParts: 1, order: { total: 18000 } });
    expect(await table(7)).toMatchObject({ busy: true, total: 28000 });
    const second = (
      await close('caja', target.id, { methodPay: 'Efectivo', valueReceive: 30000, part: { lineIds: [soup!.id] } })
    ).json<CloseResult>();
    expect(second).toMatchObject({ remainingParts: 0, order: { total: 28000, valueReturn: 2000 } });
    expect(second.order.displayNumber).not.toBe(first.order.displayNumber);
    expect(await table(7)).toMatchObject({ busy: false });
  });

  it('splits a bill into equal parts that add up to the total', async () => {
    const { table: target } = await servedTable(8, [line('Limonada de coco'), line('Agua')]);
    const parts: CloseResult[] = [];
    for (let i = 0; i < 3; i++) {
      const answer = await close('caja', target.id, { methodPay: 'Tarjeta', part: { equalParts: 3 } });
      expect(answer.statusCode).toBe(200);
      parts.push(answer.json<CloseResult>());
      if (i === 0) {
        const progress = (await call('caja', 'GET', `/api/tables/${target.id}/order`)).json<TableOrder>();
        expect(progress.split).toEqual({ parts: 3, paid: 1 });
        const mismatch = await close('caja', target.id, { methodPay: 'Tarjeta', part: { equalParts: 2 } });
        expect(mismatch.json().error.code).toBe('SPLIT_MISMATCH');
      }
    }
    expect(parts.map((part) => part.order.total)).toEqual([4334, 4333, 4333]);
    expect((await call('caja', 'GET', `/api/tables/${target.id}/order`)).json<TableOrder>()).toMatchObject({
      orderId: null,
      split: null,
    });
    expect(parts.map((part) => part.order.part)).toEqual(['1/3', '2/3', '3/3']);
    expect(parts.map((part) => part.remainingParts)).toEqual([2, 1, 0]);
    expect(await table(8)).toMatchObject({ busy: false });
  });

  it('merges table A into table B: B keeps its lines and gains A, A is released', async () => {
    const a = await servedTable(9, [line('Agua')]);
    const b = await servedTable(10, [line('Café tinto')]);
    const merged = await call('mesero', 'POST', '/api/tables/merge', {
      sourceId: a.table.id,
      destinationId: b.table.id,
    });
    expect(merged.statusCode).toBe(200);
    expect(
      merged
        .json<TableOrder>()
        .lines.map((l) => l.name)
        .sort(),
    ).toEqual(['Agua', 'Café tinto']);
    expect(await table(9)).toMatchObject({ busy: false, currentOrderId: null });
    expect(await table(10)).toMatchObject({ busy: true, total: 7000, people: 4 });
  });

  it('lists the history with filters, shows an order and reprints its bill', async () => {
    const page = await call('admin', 'POST', '/api/orders/page', {
      page: 0,
      pageSize: 5,
      filter: { state: 6, methodPay: 'Tarjeta' },
    });
    expect(page.statusCode).toBe(200);
    const body = page.json<{ content: OrderDetail[]; totalElements: number }>();
    expect(body.content.length).toBeGreaterThan(0);
    expect(body.content.every((order) => order.methodPay === 'Tarjeta' && order.state === 6)).toBe(true);
    const range = await call('admin', 'POST', '/api/orders/page', {
      filter: { startClose: '2026-01-01', endClose: '2026-06-01' },
    });
    expect(range.json().error.details[0].message).toBe('ERROR DATE RANGE');
    const id = body.content[0]!.id;
    const detail = (await call('admin', 'GET', `/api/orders/${id}`)).json<OrderDetail>();
    expect(detail.id).toBe(id);
    expect((await call('admin', 'POST', `/api/orders/${id}/reprint`)).statusCode).toBe(200);
    expect((await call('mesero', 'POST', '/api/orders/page', {})).statusCode).toBe(403);
    expect((await call('admin', 'GET', `/api/orders/${newId()}`)).statusCode).toBe(404);
    // An order not closed yet has no bill to copy (spec 02: 'Closing date not yet available').
    const { table: open, order: unbilled } = await servedTable(11);
    const early = await call('admin', 'POST', `/api/orders/${unbilled.orderId}/reprint`);
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json().error).toEqual({ code: 'NO_CLOSE_DATE', message: 'Closing date not yet available' });
    expect((await call('admin', 'POST', `/api/tables/${open.id}/release`, {})).statusCode).toBeLessThan(500);
  });

  it('keeps the provisional number of a charge sent from a device outbox, beside the consecutive it gives', async () => {
    const { table: target } = await servedTable(1);
    const device = newId();
    const closed = await app.server.inject({
      method: 'POST',
      url: `/api/tables/${target.id}/close`,
      headers: {
        ...bearer(jwt.caja),
        'idempotency-key': newId(),
        'x-device-id': device,
        'x-device-sequence': '42',
        'x-device-queued': '1',
      },
      payload: { methodPay: 'Tarjeta' },
    });
    expect(closed.statusCode).toBe(200);
    const { order, billJobId } = closed.json<CloseResult>();
    const provisional = provisionalBillNumber(device, 42);
    expect(order).toMatchObject({ provisionalNumber: provisional, displayNumber: expect.any(Number) });
    // The bill the server prints carries both numbers; its job says which provisional one it was.
    const preview = await call('caja', 'GET', `/api/print-jobs/${billJobId}/preview`);
    expect(preview.body).toContain(`FACTURA #${order.displayNumber}`);
    expect(preview.body).toContain(`Provisional ${provisional}`);
    const jobs = (await call('admin', 'GET', '/api/print-jobs?page=0&pageSize=20')).json<PrintJobPage>();
    expect(jobs.content.find((job) => job.id === billJobId)).toMatchObject({ provisionalNumber: provisional });
    const history = (await call('admin', 'GET', `/api/orders/${order.id}`)).json<OrderDetail>();
    expect(history).toMatchObject({ displayNumber: order.displayNumber, provisionalNumber: provisional });
  });

  it('gives no provisional number to a charge its device sent at once, though through its outbox', async () => {
    const { table: target } = await servedTable(1);
    const closed = await app.server.inject({
      method: 'POST',
      url: `/api/tables/${target.id}/close`,
      headers: { ...bearer(jwt.caja), 'idempotency-key': newId(), 'x-device-id': newId(), 'x-device-sequence': '43' },
      payload: { methodPay: 'Tarjeta' },
    });
    expect(closed.statusCode).toBe(200);
    const { order } = closed.json<CloseResult>();
    expect(order.provisionalNumber).toBeNull();
    const history = (await call('admin', 'GET', `/api/orders/${order.id}`)).json<OrderDetail>();
    expect(history.provisionalNumber).toBeNull();
    const page = await call('admin', 'POST', '/api/orders/page', { page: 0, pageSize: 10, filter: {} });
    expect(page.json<{ content: { id: string; provisionalNumber: string | null }[] }>().content).toContainEqual(
      expect.objectContaining({ id: order.id, provisionalNumber: null }),
    );
  });
});
