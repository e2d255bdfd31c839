import type { SendCommandResponse, Table, TableOrder } from '@comandero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../shared/ids.js';
import { createOtherTenant } from '../../test/fixtures.js';
import { bearer, createTestApp, idsByName, signInDemoStaff, TEST_DIALECT, type TestApp } from '../../test/harness.js';

type Role = 'admin' | 'caja' | 'mesero' | 'pos';

describe(`orders on tables on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  const jwt: Record<Role, string> = { admin: '', caja: '', mesero: '', pos: '' };
  const products: Record<string, string> = {};
  const options: Record<string, string> = {};
  const sizes: Record<string, string> = {};

  beforeAll(async () => {
    app = await createTestApp();
    Object.assign(jwt, await signInDemoStaff(app));
    Object.assign(products, await idsByName(app, 'products'));
    Object.assign(options, await idsByName(app, 'extras_options'));
    Object.assign(sizes, await idsByName(app, 'product_sizes'));
  });
  afterAll(() => app.close());

  const call = (role: Role | string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, key?: string) =>
    app.server.inject({
      method,
      url,
      headers: { ...bearer(role in jwt ? jwt[role as Role] : role), ...(key ? { 'idempotency-key': key } : {}) },
      ...(payload ? { payload } : {}),
    });
  const table = async (n: number) => (await call('admin', 'GET', `/api/tables/number/${n}`)).json<Table>();
  const lemonade = (quantity = 1, note = '') => ({
    id: newId(),
    productId: products['Limonada natural']!,
    sizeId: sizes.Jarra!,
    quantity,
    note,
  });
  const chickenBurger = () => ({
    id: newId(),
    productId: products['Hamburguesa de pollo']!,
    sizeId: null,
    extras: [
      { optionId: options['Papas fritas']! },
      { optionId: options['Queso extra'] ?? options.Queso!, quantity: 2 },
    ],
    quantity: 1,
    note: 'sin cebolla',
  });
  const add = (role: Role, tableId: string, lines: object[], key?: string) =>
    call(role, 'POST', `/api/tables/${tableId}/lines`, { lines, people: 2 }, key);
  const send = (role: Role, tableId: string) => call(role, 'POST', `/api/tables/${tableId}/command`);

  it('prices lines from the catalog, takes the free table and shows its total', async () => {
    const target = await table(1);
    const response = await add('mesero', target.id, [lemonade(2), chickenBurger()]);
    expect(response.statusCode).toBe(200);
    const order = response.json<TableOrder>();
    const [drink, burger] = order.lines;
    expect(drink).toMatchObject({ name: 'Limonada natural', unitPrice: 15000, quantity: 2, commandSent: false });
    expect(drink?.size).toMatchObject({ name: 'Jarra', priceDelta: 9000 });
    expect(burger?.unitPrice).toBe(25000 + burger!.extras.reduce((sum, e) => sum + e.price * e.quantity, 0));
    expect(burger?.note).toBe('sin cebolla');
    expect(order.subtotal).toBe(2 * 15000 + burger!.unitPrice);
    const after = await table(1);
    expect(after).toMatchObject({
      busy: true,
      people: 2,
      total: order.subtotal,
      itemCount: 3,
      unsentCount: 3,
      seatedAt: expect.any(String),
      currentOrderId: order.orderId,
    });
    expect(after.user?.name).toMatch(/mesero/i);
    // Sent, the floor tells it apart from a table with items still to send; the clock keeps running.
    expect((await send('mesero', target.id)).statusCode).toBe(200);
    expect(await table(1)).toMatchObject({ itemCount: 3, unsentCount: 0, seatedAt: after.seatedAt });
  });

  it('never trusts a price, and refuses a whole batch when one line breaks a rule', async () => {
    const target = await table(2);
    const noSide = { ...chickenBurger(), extras: [] };
    const refused = await add('mesero', target.id, [lemonade(), noSide]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('EXTRAS_INVALID');
    expect(await table(2)).toMatchObject({ busy: false, currentOrderId: null, total: 0 });
    const priced = await add('mesero', target.id, [{ ...lemonade(), unitPrice: 1 }]);
    expect(priced.json<TableOrder>().lines[0]?.unitPrice).toBe(15000);
  });

  it('is idempotent: the same lines sent again, with or without the same key, add nothing', async () => {
    const target = await table(3);
    const lines = [lemonade(), chickenBurger()];
    const key = newId();
    const answers = await Promise.all([
      add('mesero', target.id, lines, key),
      add('mesero', target.id, lines, key),
      add('mesero', target.id, lines),
    ]);
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    const order = (await call('mesero', 'GET', `/api/tables/${target.id}/order`)).json<TableOrder>();
    expect(order.lines).toHaveLength(2);
    const orders = await app.database.db.selectFrom('orders').select('id').where('table_id', '=', target.id).execute();
    expect(orders).toHaveLength(1);
  });

  it('loses no line when two waiters add to the same table at once', async () => {
    const target = await table(4);
    const rounds = Array.from({ length: 12 }, (_, i) =>
      add(i % 2 ? 'caja' : 'admin', target.id, [lemonade(1, `r${i}`)]),
    );
    const answers = await Promise.all(rounds);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(200));
    const order = (await call('admin', 'GET', `/api/tables/${target.id}/order`)).json<TableOrder>();
    expect(order.lines.map((line) => line.note).sort()).toEqual(Array.from({ length: 12 }, (_, i) => `r${i}`).sort());
    const orders = await app.database.db.selectFrom('orders').select('id').where('table_id', '=', target.id).execute();
    expect(orders).toHaveLength(1);
  });

  it("keeps other waiters off a busy table and another tenant's ids out", async () => {
    const target = await table(1);
    const other = await add('pos', target.id, [lemonade()]);
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('TABLE_OCCUPIED');
    const tenant = await createOtherTenant(app.database.db);
    const foreign = (await app.login(tenant.email, tenant.password)).jwt;
    expect((await call(foreign, 'GET', `/api/tables/${target.id}/order`)).statusCode).toBe(404);
    expect((await call(foreign, 'POST', `/api/tables/${target.id}/lines`, { lines: [lemonade()] })).statusCode).toBe(
      404,
    );
  });

  it('sends only what changed since the last command, and nothing twice', async () => {
    const target = await table(5);
    await add('mesero', target.id, [lemonade(2), chickenBurger()]);
    const first = (await send('mesero', target.id)).json<SendCommandResponse>();
    expect(first.jobs).toHaveLength(1);
    expect(first.jobs[0]).toMatchObject({ kind: 'command', status: 'pending' });
    expect(first.jobs[0]?.items.map((item) => [item.name, item.quantity])).toEqual([
      ['Limonada natural', 2],
      ['Hamburguesa de pollo', 1],
    ]);
    expect(first.jobs[0]?.items[1]?.preparation).toContain('sin cebolla');
    expect(first.order.lines.every((line) => line.commandSent)).toBe(true);

    const again = (await send('mesero', target.id)).json<SendCommandResponse>();
    expect(again.jobs).toEqual([]);

    const [drink] = first.order.lines;
    const raised = await call('mesero', 'PUT', `/api/tables/${target.id}/lines/${drink!.id}`, {
      quantity: 3,
      version: drink!.version,
    });
    expect(raised.statusCode).toBe(200);
    await add('mesero', target.id, [{ ...lemonade(1), sizeId: sizes.Vaso }]);
    const second = (await send('mesero', target.id)).json<SendCommandResponse>();
    expect(second.jobs[0]?.items.map((item) => [item.name, item.quantity, item.preparation])).toEqual([
      ['Limonada natural', 1, 'Jarra'],
      ['Limonada natural', 1, 'Vaso'],
    ]);
  });

  it('routes a command per printer of the products', async () => {
    await app.database.db.updateTable('products').set({ printer_id: 'bar' }).where('name', '=', 'Agua').execute();
    const target = await table(6);
    await add('mesero', target.id, [lemonade(), { id: newId(), productId: products.Agua, quantity: 2 }]);
    const sent = (await send('mesero', target.id)).json<SendCommandResponse>();
    expect(sent.jobs.map((job) => job.printerId).sort()).toEqual(['bar', null].sort());
    const bar = sent.jobs.find((job) => job.printerId === 'bar');
    expect(bar?.items).toEqual([{ name: 'Agua', quantity: 2, preparation: '' }]);
  });

  it('removes a sent line only with an Administrator or Cashier PIN, and sends the cancellation once', async () => {
    const target = await table(7);
    await add('mesero', target.id, [lemonade(), chickenBurger()]);
    const sent = (await send('mesero', target.id)).json<SendCommandResponse>();
    const burger = sent.order.lines[1]!;
    const url = `/api/tables/${target.id}/lines/${burger.id}/remove`;

    const noPin = await call('mesero', 'POST', url, {});
    expect(noPin.statusCode).toBe(403);
    expect(noPin.json().error.code).toBe('PIN_REQUIRED');
    const waiterPin = await call('mesero', 'POST', url, { pin: '3333' });
    expect(waiterPin.json().error.code).toBe('PIN_NOT_ALLOWED');
    const wrongPin = await call('mesero', 'POST', url, { pin: '9876' });
    expect(wrongPin.json().error.code).toBe('INCORRECT_PIN');

    const removed = await call('mesero', 'POST', url, { pin: '2222' });
    expect(removed.statusCode).toBe(200);
    const order = removed.json<TableOrder>();
    expect(order.lines).toHaveLength(1);
    expect(order.cancellations).toEqual([
      expect.objectContaining({
        name: 'Hamburguesa de pollo',
        quantity: 1,
        approvedBy: expect.objectContaining({ name: expect.stringMatching(/cajer/i) }),
      }),
    ]);

    const cancellation = (await send('mesero', target.id)).json<SendCommandResponse>();
    expect(cancellation.jobs).toEqual([expect.objectContaining({ kind: 'cancellation' })]);
    expect(cancellation.jobs[0]?.items[0]).toMatchObject({ name: 'Hamburguesa de pollo', quantity: -1 });
    expect(cancellation.order.cancellations).toEqual([]);
    expect((await send('mesero', target.id)).json<SendCommandResponse>().jobs).toEqual([]);

    const preview = await call('mesero', 'GET', `/api/print-jobs/${cancellation.jobs[0]!.id}/preview`);
    expect(preview.headers['content-type']).toMatch(/text\/html/);
    expect(preview.body).toContain('ANULACIÓN');
    expect(preview.body).toContain('Hamburguesa de pollo');
  });

  it('lets a user with delete permission remove sent lines; the last one frees the table and prints its cancellation', async () => {
    const target = await table(8);
    await add('caja', target.id, [lemonade()]);
    const sent = (await send('caja', target.id)).json<SendCommandResponse>();
    const removed = await call('caja', 'POST', `/api/tables/${target.id}/lines/${sent.order.lines[0]!.id}/remove`, {});
    expect(removed.statusCode).toBe(200);
    expect(removed.json<TableOrder>()).toMatchObject({ orderId: null, lines: [], cancellations: [] });
    expect(await table(8)).toMatchObject({ busy: false, user: null, people: null, currentOrderId: null, total: 0 });
    const jobs = await app.database.db
      .selectFrom('print_jobs')
      .select(['kind', 'document'])
      .where('order_id', '=', sent.order.orderId!)
      .execute();
    expect(jobs.map((job) => job.kind)).toEqual(['command', 'cancellation']);
    expect(JSON.parse(jobs[1]!.document).items).toEqual([
      expect.objectContaining({ name: 'Limonada natural', quantity: -1 }),
    ]);
    expect((await send('caja', target.id)).json<SendCommandResponse>().jobs).toEqual([]);
  });

  it('edits an unsent line freely but only the quantity of a sent one', async () => {
    const target = await table(9);
    const added = (await add('mesero', target.id, [lemonade()])).json<TableOrder>();
    const line = added.lines[0]!;
    const url = `/api/tables/${target.id}/lines/${line.id}`;
    const resized = await call('mesero', 'PUT', url, { sizeId: sizes.Vaso, note: 'sin hielo', version: line.version });
    expect(resized.json<TableOrder>().lines[0]).toMatchObject({ unitPrice: 6000, note: 'sin hielo' });
    const stale = await call('mesero', 'PUT', url, { quantity: 4, version: line.version });
    expect(stale.statusCode).toBe(409);
    const sent = (await send('mesero', target.id)).json<SendCommandResponse>();
    const current = sent.order.lines[0]!;
    const reshaped = await call('mesero', 'PUT', url, { sizeId: sizes.Jarra, version: current.version });
    expect(reshaped.json().error.code).toBe('LINE_SENT');
    const raised = await call('mesero', 'PUT', url, { quantity: 3, version: current.version });
    expect(raised.statusCode).toBe(200);
    const partly = raised.json<TableOrder>().lines[0]!;
    expect(partly).toMatchObject({ quantity: 3, sentQuantity: 1, commandSent: false });
    const backToSent = await call('mesero', 'PUT', url, { quantity: 1, version: partly.version });
    expect(backToSent.json<TableOrder>().cancellations).toEqual([]);

    const whole = (await send('mesero', target.id)).json<SendCommandResponse>();
    expect(whole.jobs).toEqual([]);
    const more = await call('mesero', 'PUT', url, { quantity: 3, version: whole.order.lines[0]!.version });
    const three = (await send('mesero', target.id)).json<SendCommandResponse>().order.lines[0]!;
    expect(more.statusCode).toBe(200);
    expect(three).toMatchObject({ quantity: 3, sentQuantity: 3 });
    const lower = { quantity: 1, version: three.version };
    expect((await call('mesero', 'PUT', url, lower)).json().error.code).toBe('PIN_REQUIRED');
    const approved = await call('mesero', 'PUT', url, { ...lower, pin: '1234' });
    expect(approved.json<TableOrder>().cancellations).toEqual([
      expect.objectContaining({ name: 'Limonada natural', quantity: 2, preparation: 'Vaso · sin hielo' }),
    ]);
  });

  it('discards unsent lines on leaving, keeps what the kitchen has, and releases an empty table', async () => {
    const target = await table(10);
    await add('mesero', target.id, [lemonade()]);
    const left = await call('mesero', 'POST', `/api/tables/${target.id}/lines/discard-unsent`, { release: true });
    expect(left.json<TableOrder>()).toMatchObject({ lines: [], orderId: null });
    expect(await table(10)).toMatchObject({ busy: false, currentOrderId: null });

    await add('mesero', target.id, [lemonade()]);
    await send('mesero', target.id);
    await add('mesero', target.id, [chickenBurger()]);
    const kept = await call('mesero', 'POST', `/api/tables/${target.id}/lines/discard-unsent`, { release: true });
    expect(kept.json<TableOrder>().lines.map((line) => line.name)).toEqual(['Limonada natural']);
    expect(await table(10)).toMatchObject({ busy: true, itemCount: 1 });
  });

  it('moves the order with a transfer', async () => {
    const source = await table(11);
    await add('mesero', source.id, [lemonade()]);
    const destination = await table(12);
    const moved = await call('mesero', 'POST', '/api/tables/transfer', {
      sourceId: source.id,
      destinationId: destination.id,
    });
    expect(moved.statusCode).toBe(200);
    const order = (await call('mesero', 'GET', `/api/tables/${destination.id}/order`)).json<TableOrder>();
    expect(order.lines).toHaveLength(1);
    expect((await add('mesero', source.id, [lemonade()])).statusCode).toBe(200);
  });

  it('applies stock rules, and lets administrators activate sale without stock', async () => {
    const target = await table(2);
    const cake = { id: newId(), productId: products['Torta de chocolate'], quantity: 11 };
    const tooMany = await add('mesero', target.id, [cake]);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      message: 'Insufficient stock for that amount',
    });
    const flag = { productIds: [products['Torta de chocolate']] };
    expect((await call('mesero', 'PUT', '/api/menu/products/allow-without-stock', flag)).statusCode).toBe(403);
    const activated = await call('admin', 'PUT', '/api/menu/products/allow-without-stock', flag);
    expect(activated.json()).toEqual({ updated: 1 });
    expect((await add('mesero', target.id, [cake])).statusCode).toBe(200);
  });

  it('answers bad input with 4xx and a code', async () => {
    const target = await table(3);
    const bad = [
      { lines: [] },
      { lines: [{ ...lemonade(), quantity: 0 }] },
      { lines: [{ ...lemonade(), quantity: 1.5 }] },
      { lines: [{ ...lemonade(), quantity: 10 ** 12 }] },
      { lines: [{ ...lemonade(), id: 'not-a-uuid' }] },
      { lines: [{ ...lemonade(), note: 'x'.repeat(201) }] },
      { lines: [{ ...lemonade(), productId: newId() }] },
      { lines: 'many' },
    ];
    for (const body of bad) {
      const answer = await call('mesero', 'POST', `/api/tables/${target.id}/lines`, body);
      expect(answer.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
      expect(answer.json().error.code).toBeTruthy();
    }
  });
});
