import type { SendCommandResponse, Table, TableOrder } from '@comandero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../shared/ids.js';
import { bearer, createTestApp, idsByName, signInDemoStaff, TEST_DIALECT, type TestApp } from '../../test/harness.js';
import type { BusEvent } from '../events/event-bus.js';

type Role = 'admin' | 'caja' | 'mesero' | 'pos';

describe(`releasing a table with an order on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  const jwt: Record<Role, string> = { admin: '', caja: '', mesero: '', pos: '' };
  const products: Record<string, string> = {};

  beforeAll(async () => {
    app = await createTestApp();
    Object.assign(jwt, await signInDemoStaff(app));
    Object.assign(products, await idsByName(app, 'products'));
  });
  afterAll(() => app.close());

  const call = (role: Role, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.server.inject({ method, url, headers: bearer(jwt[role]), ...(payload ? { payload } : {}) });
  const table = async (n: number) => (await call('admin', 'GET', `/api/tables/number/${n}`)).json<Table>();
  const water = (quantity = 1) => ({ id: newId(), productId: products.Agua!, quantity });
  const add = (role: Role, tableId: string, lines: object[]) =>
    call(role, 'POST', `/api/tables/${tableId}/lines`, { lines, people: 3 });
  const send = async (role: Role, tableId: string) =>
    (await call(role, 'POST', `/api/tables/${tableId}/command`)).json<SendCommandResponse>();
  const release = (role: Role, tableId: string, payload?: object, key?: string) =>
    app.server.inject({
      method: 'POST',
      url: `/api/tables/${tableId}/release`,
      headers: { ...bearer(jwt[role]), ...(key ? { 'idempotency-key': key } : {}) },
      ...(payload ? { payload } : {}),
    });
  const jobsOf = async (orderId: string) =>
    (
      await app.database.db
        .selectFrom('print_jobs')
        .select(['kind', 'document'])
        .where('order_id', '=', orderId)
        .orderBy('created_at')
        .execute()
    ).map((job) => ({ kind: job.kind, items: JSON.parse(job.document).items as { quantity: number }[] }));
  const free = { busy: false, user: null, people: null, currentOrderId: null, total: 0, itemCount: 0 };

  it('clears unsent items without asking, prints nothing, and frees the table on every terminal', async () => {
    const target = await table(1);
    const order = (await add('mesero', target.id, [water(2)])).json<TableOrder>();
    const heard: BusEvent[] = [];
    const stop = app.events.subscribe(app.seed.branchId, (event) => heard.push(event));
    const key = newId();
    const released = await release('mesero', target.id, undefined, key);
    stop();
    expect(released.statusCode).toBe(200);
    expect(released.json<Table>()).toMatchObject(free);
    // A retried release (the outbox's) answers the same table.
    const replayed = await release('mesero', target.id, undefined, key);
    expect(replayed.json()).toEqual(released.json());
    expect(heard).toContainEqual({ type: 'table.changed', table: expect.objectContaining({ id: target.id, ...free }) });
    expect(await jobsOf(order.orderId!)).toEqual([]);
    const dropped = await app.database.db
      .selectFrom('orders')
      .select(['deleted', 'state'])
      .where('id', '=', order.orderId!)
      .executeTakeFirstOrThrow();
    expect(dropped).toEqual({ deleted: 1, state: 3 });
    expect((await call('mesero', 'GET', `/api/tables/${target.id}/order`)).json<TableOrder>().lines).toEqual([]);
  });

  it('asks a waiter for a PIN when the kitchen has items, then prints their cancellation', async () => {
    const target = await table(2);
    const order = (await add('mesero', target.id, [water(3)])).json<TableOrder>();
    const line = (await send('mesero', target.id)).order.lines[0]!;
    // One more than the kitchen has: only what it has is cancelled.
    await call('mesero', 'PUT', `/api/tables/${target.id}/lines/${line.id}`, { quantity: 4, version: line.version });

    const asked = await release('mesero', target.id);
    expect(asked.statusCode).toBe(403);
    expect(asked.json().error).toMatchObject({ code: 'PIN_REQUIRED' });
    expect((await release('mesero', target.id, { pin: '9876' })).json().error.code).toBe('INCORRECT_PIN');
    expect((await release('mesero', target.id, { pin: '3333' })).json().error.code).toBe('PIN_NOT_ALLOWED');
    expect(await table(2)).toMatchObject({ busy: true, itemCount: 4 });

    const released = await release('mesero', target.id, { pin: '2222' });
    expect(released.statusCode).toBe(200);
    expect(released.json<Table>()).toMatchObject(free);
    expect(await jobsOf(order.orderId!)).toEqual([
      { kind: 'command', items: [expect.objectContaining({ name: 'Agua', quantity: 3 })] },
      { kind: 'cancellation', items: [expect.objectContaining({ name: 'Agua', quantity: -3 })] },
    ]);
    const approved = await app.database.db
      .selectFrom('order_cancellations as c')
      .innerJoin('users as u', 'u.id', 'c.approved_by')
      .select('u.name')
      .where('c.order_id', '=', order.orderId!)
      .execute();
    expect(approved).toEqual([{ name: expect.stringMatching(/cajer/i) }]);
  });

  it('lets a user with delete permission release a sent order, with the cancellations still waiting, and the discount', async () => {
    const target = await table(3);
    const order = (await add('caja', target.id, [water(1), water(2)])).json<TableOrder>();
    const sent = await send('caja', target.id);
    await call('caja', 'POST', `/api/tables/${target.id}/lines/${sent.order.lines[0]!.id}/remove`, {});
    const discount = { reason: 'obsequio', other: '', type: 'PERCENT', value: 10 };
    expect((await call('caja', 'PUT', `/api/tables/${target.id}/discount`, { discount })).statusCode).toBe(200);

    const released = await release('caja', target.id);
    expect(released.statusCode).toBe(200);
    expect(released.json<Table>()).toMatchObject(free);
    const cancellations = (await jobsOf(order.orderId!)).filter((job) => job.kind === 'cancellation');
    expect(cancellations.flatMap((job) => job.items.map((item) => item.quantity)).sort((a, b) => a - b)).toEqual([
      -2, -1,
    ]);
    const again = await add('caja', target.id, [water()]);
    expect(again.json<TableOrder>()).toMatchObject({ discount: null, people: 3 });
    expect(again.json<TableOrder>().orderId).not.toBe(order.orderId);
  });

  it("refuses another waiter's table; a cashier (readAll) releases it", async () => {
    const target = await table(4);
    await add('mesero', target.id, [water()]);
    const other = await release('pos', target.id);
    expect(other.statusCode).toBe(403);
    expect(other.json().error.code).toBe('FORBIDDEN');
    expect(await table(4)).toMatchObject({ busy: true, itemCount: 1 });
    expect((await release('caja', target.id)).statusCode).toBe(200);
  });

  it('lets a waiter release sent items without a PIN when the order PIN preference is off', async () => {
    await app.database.db.updateTable('preferences').set({ order_pin: 0 }).execute();
    try {
      const target = await table(5);
      await add('mesero', target.id, [water()]);
      await send('mesero', target.id);
      const released = await release('mesero', target.id);
      expect(released.statusCode).toBe(200);
      expect(released.json<Table>()).toMatchObject(free);
    } finally {
      await app.database.db.updateTable('preferences').set({ order_pin: 1 }).execute();
    }
  });

  it('answers a bad PIN body with 400', async () => {
    const target = await table(6);
    const bad = await release('mesero', target.id, { pin: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_ERROR');
  });
});
