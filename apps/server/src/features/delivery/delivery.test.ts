import {
  type BillDocument,
  type CloseResult,
  type DeliveryInfo,
  type DeliveryLookup,
  emptyCounts,
  type Table,
  type TicketDocument,
} from '@comandero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../shared/ids.js';
import { createOtherTenant } from '../../test/fixtures.js';
import { bearer, createTestApp, TEST_DIALECT, type TestApp } from '../../test/harness.js';

type Role = 'admin' | 'caja' | 'mesero' | 'other';

describe(`delivery orders on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  const jwt: Record<Role, string> = { admin: '', caja: '', mesero: '', other: '' };
  const products: Record<string, string> = {};
  let cashierId = '';

  beforeAll(async () => {
    app = await createTestApp();
    jwt.admin = (await app.login('admin@demo.pos', 'admin1234')).jwt;
    jwt.caja = (await app.login('caja@demo.pos', 'caja1234')).jwt;
    jwt.mesero = (await app.login('mesero@demo.pos', 'mesero1234')).jwt;
    const other = await createOtherTenant(app.database.db);
    jwt.other = (await app.login(other.email, other.password)).jwt;
    for (const row of await app.database.db.selectFrom('products').select(['id', 'name']).execute()) {
      products[row.name] = row.id;
    }
    const caja1 = await app.database.db
      .selectFrom('cashiers')
      .select('id')
      .where('name', '=', 'Caja 1')
      .executeTakeFirstOrThrow();
    cashierId = caja1.id;
    const opened = await call('admin', 'POST', '/api/cashiers/register/state', {
      type: 1,
      cashierId: caja1.id,
      createdAt: new Date().toISOString(),
      detail: { counts: { ...emptyCounts('COP'), bill_50000: 2 } },
    });
    expect(opened.statusCode).toBe(200);
  });
  afterAll(() => app.close());

  const call = (role: Role, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.server.inject({ method, url, headers: bearer(jwt[role]), ...(payload ? { payload } : {}) });
  const form = {
    phone: '300 555 7788',
    customer: 'Marta Ruiz',
    identification: '52123456',
    address: 'Calle 45 # 12-30',
    addressLine1: 'Torre 2 apto 501',
    neighborhood: 'Teusaquillo',
    valueDelivery: 5000,
  };
  const open = (role: Role, body: object) => call(role, 'POST', '/api/delivery/orders', body);

  /** Opens a delivery, orders the lines, sends them and closes it with cash on delivery. */
  async function deliver(fields: object) {
    const id = newId();
    const opened = await open('admin', { id, form: fields });
    expect(opened.statusCode).toBe(200);
    const lines = [
      { id: newId(), productId: products['Limonada de coco']!, quantity: 2 },
      { id: newId(), productId: products['Ajiaco santafereño']!, quantity: 1 },
    ];
    expect((await call('admin', 'POST', `/api/tables/${id}/lines`, { lines })).statusCode).toBe(200);
    expect((await call('admin', 'POST', `/api/tables/${id}/command`)).statusCode).toBe(200);
    const closed = await call('admin', 'POST', `/api/tables/${id}/close`, { methodPay: 'Efectivo', cashierId });
    return { id, closed };
  }

  it('opens a delivery as a virtual table (-1) named for the customer, and creates the customer', async () => {
    const id = newId();
    const opened = await open('admin', { id, form });
    expect(opened.statusCode).toBe(200);
    expect(opened.json<Table>()).toMatchObject({ id, name: 'Marta Ruiz', numberTable: -1, roomId: null, busy: true });
    // A retried open (same id) finds it.
    expect((await open('admin', { id, form })).json<Table>().id).toBe(id);
    const info = (await call('admin', 'GET', `/api/delivery/orders/${id}`)).json<DeliveryInfo>();
    expect(info).toMatchObject({ phone: '3005557788', customer: 'Marta Ruiz', valueDelivery: 5000 });
    const customer = await app.database.db
      .selectFrom('customers')
      .select(['name', 'identification'])
      .where('phone', '=', '3005557788')
      .executeTakeFirstOrThrow();
    expect(customer).toEqual({ name: 'Marta Ruiz', identification: '52123456' });
    // Left without an order, it is released and gone.
    expect((await call('admin', 'POST', `/api/tables/${id}/release`, {})).statusCode).toBe(200);
    const tables = (await call('admin', 'GET', '/api/tables')).json<Table[]>();
    expect(tables.some((table) => table.id === id)).toBe(false);
  });

  it('closes a delivery in state 1 with the delivery value in the total, cash on delivery, and prints the delivery ticket', async () => {
    const heard: unknown[] = [];
    const stop = app.events.subscribe(app.seed.branchId, (event) => heard.push(event));
    const { id, closed } = await deliver(form);
    stop();
    expect(closed.statusCode).toBe(200);
    const result = closed.json<CloseResult>();
    // Every delivery board reads its ongoing list again now, not at its next 30 s read.
    expect(heard).toContainEqual({ type: 'delivery.changed', orderId: result.order.id, state: 1 });
    expect(result.order).toMatchObject({
      state: 1,
      methodDelivery: 'delivery',
      subtotal: 2 * 9000 + 28000,
      deliveryValue: 5000,
      total: 2 * 9000 + 28000 + 5000,
      valueReceive: null,
    });
    const row = await app.database.db
      .selectFrom('orders')
      .select([
        'state',
        'close_date',
        'method_delivery',
        'delivery_customer_name',
        'delivery_phone',
        'delivery_address',
        'delivery_address2',
        'delivery_neighborhood',
        'delivery_identification',
        'delivery_value',
      ])
      .where('id', '=', result.order.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      state: 1,
      method_delivery: 'delivery',
      delivery_customer_name: 'Marta Ruiz',
      delivery_phone: '3005557788',
      delivery_address: 'Calle 45 # 12-30',
      delivery_address2: 'Torre 2 apto 501',
      delivery_neighborhood: 'Teusaquillo',
      delivery_identification: '52123456',
    });
    expect(Number(row.delivery_value)).toBe(5000);
    expect(row.close_date).not.toBeNull();
    const jobs = await app.database.db
      .selectFrom('print_jobs')
      .select(['kind', 'document'])
      .where('order_id', '=', result.order.id)
      .execute();
    const ticket = jobs.find((job) => job.kind === 'delivery');
    expect(JSON.parse(ticket!.document) as BillDocument).toMatchObject({
      customer: {
        name: 'Marta Ruiz',
        identification: '52123456',
        address: 'Calle 45 # 12-30',
        addressLine1: 'Torre 2 apto 501',
        neighborhood: 'Teusaquillo',
        phone: '3005557788',
      },
    });
    const command = jobs.find((job) => job.kind === 'command');
    expect((JSON.parse(command!.document) as TicketDocument).channel).toBe('delivery');
    // The virtual table is gone with its order.
    const tables = (await call('admin', 'GET', '/api/tables')).json<Table[]>();
    expect(tables.some((table) => table.id === id)).toBe(false);
  });

  it('finds a returning customer by phone with the addresses used before, newest first', async () => {
    await deliver({ ...form, address: 'Carrera 7 # 80-10', addressLine1: '', neighborhood: 'Chicó' });
    const found = await call('admin', 'GET', '/api/delivery/customers?phone=300-555-7788');
    expect(found.statusCode).toBe(200);
    const lookup = found.json<DeliveryLookup>();
    expect(lookup.customer).toMatchObject({ name: 'Marta Ruiz', identification: '52123456', phone: '3005557788' });
    expect(lookup.addresses.map((entry) => entry.address)).toEqual(['Carrera 7 # 80-10', 'Calle 45 # 12-30']);
    const none = (await call('admin', 'GET', '/api/delivery/customers?phone=31000000')).json<DeliveryLookup>();
    expect(none).toEqual({ customer: null, addresses: [] });
  });

  it('edits the general information while ordering: the order and the header name follow', async () => {
    const id = newId();
    await open('admin', { id, form });
    const edited = await call('admin', 'PUT', `/api/delivery/orders/${id}`, {
      form: { ...form, customer: 'Marta Ruiz Gil', valueDelivery: 7000 },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<DeliveryInfo>()).toMatchObject({ customer: 'Marta Ruiz Gil', valueDelivery: 7000 });
    const tables = (await call('admin', 'GET', '/api/tables')).json<Table[]>();
    expect(tables.find((table) => table.id === id)?.name).toBe('Marta Ruiz Gil');
  });

  it('takes a discount with a reason, a type and a value as the table discount, and charges it', async () => {
    const id = newId();
    const percent = { reason: 'cumpleanios', type: 'PERCENT', value: 10 };
    expect((await open('admin', { id, form: { ...form, sales: percent } })).statusCode).toBe(200);
    const info = (await call('admin', 'GET', `/api/delivery/orders/${id}`)).json<DeliveryInfo>();
    expect(info.sales).toEqual({ ...percent, other: '' });
    // The 'General information' edit keeps what it is given: here a fixed amount instead of the percent.
    const amount = { reason: 'other', other: 'Cliente frecuente', type: 'USD', value: 10000 };
    const edited = await call('admin', 'PUT', `/api/delivery/orders/${id}`, { form: { ...form, sales: amount } });
    expect(edited.json<DeliveryInfo>().sales).toEqual(amount);
    const lines = [{ id: newId(), productId: products['Ajiaco santafereño']!, quantity: 1 }];
    expect((await call('admin', 'POST', `/api/tables/${id}/lines`, { lines })).statusCode).toBe(200);
    expect((await call('admin', 'POST', `/api/tables/${id}/command`)).statusCode).toBe(200);
    const closed = await call('admin', 'POST', `/api/tables/${id}/close`, { methodPay: 'Efectivo', cashierId });
    expect(closed.statusCode, closed.body).toBe(200);
    const order = closed.json<CloseResult>().order;
    expect(order).toMatchObject({ subtotal: 28000, deliveryValue: 5000, total: 28000 - 10000 + 5000 });
    expect(order.discount).toEqual({ ...amount, amount: 10000 });
    // Reason other needs its text, a percent at most 100, a type USD or PERCENT, a reason.
    for (const bad of [
      { reason: 'other', type: 'USD', value: 100 },
      { reason: 'obsequio', type: 'PERCENT', value: 101 },
      { reason: 'obsequio', type: 'EUR', value: 1 },
      { type: 'USD', value: 1 },
    ]) {
      expect((await open('admin', { id: newId(), form: { ...form, sales: bad } })).statusCode).toBe(400);
    }
  });

  it('refuses bad input with 4xx and its message', async () => {
    const bad = await open('admin', { id: newId(), form: { ...form, phone: '300123' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].message).toBe('ENTER_VALID_PHONE');
    expect((await open('admin', { id: newId(), form: { ...form, valueDelivery: -1 } })).statusCode).toBe(400);
    expect((await open('admin', { id: newId(), form: { ...form, address: '' } })).statusCode).toBe(400);
    expect((await call('admin', 'GET', '/api/delivery/customers?phone=300')).statusCode).toBe(400);
    expect((await call('admin', 'GET', `/api/delivery/orders/${newId()}`)).statusCode).toBe(404);
    // A table's id is not a delivery.
    const table = (await call('admin', 'GET', '/api/tables/number/1')).json<Table>();
    expect((await open('admin', { id: table.id, form })).statusCode).toBe(409);
  });

  it('needs POS view deliveries, and keeps each business to its own customers and deliveries', async () => {
    expect((await open('mesero', { id: newId(), form })).statusCode).toBe(403);
    expect((await call('mesero', 'GET', '/api/delivery/customers?phone=3005557788')).statusCode).toBe(403);
    const other = (await call('other', 'GET', '/api/delivery/customers?phone=3005557788')).json<DeliveryLookup>();
    expect(other.customer).toBeNull();
    const id = newId();
    await open('admin', { id, form });
    expect((await call('other', 'GET', `/api/delivery/orders/${id}`)).statusCode).toBe(404);
    expect((await call('other', 'PUT', `/api/delivery/orders/${id}`, { form })).statusCode).toBe(404);
  });

  it("answers 409 revealing nothing when a client-chosen id is another business's table or order", async () => {
    const id = newId();
    const theirs = { ...form, phone: '3001112233', customer: 'Cliente Ajeno' };
    expect((await open('other', { id, form: theirs })).statusCode).toBe(200);
    const { orderId } = (await call('other', 'GET', `/api/delivery/orders/${id}`)).json<DeliveryInfo>();
    const delivery = await open('admin', { id, form });
    expect(delivery.statusCode, delivery.body).toBe(409);
    expect(delivery.json()).toEqual({ error: { code: 'CONFLICT', message: expect.any(String) } });
    const selfService = await call('admin', 'POST', '/api/orders/self-service', {
      id: orderId,
      lines: [{ id: newId(), productId: products['Limonada de coco']!, quantity: 1 }],
      methodPay: 'Efectivo',
      cashierId,
    });
    expect(selfService.statusCode, selfService.body).toBe(409);
    expect(selfService.json()).toEqual({ error: { code: 'CONFLICT', message: expect.any(String) } });
    // A line id is the tablet's too: one already in some order is refused the same way.
    const line = await app.database.db.selectFrom('order_lines').select('id').executeTakeFirstOrThrow();
    const takenLine = await call('admin', 'POST', '/api/orders/self-service', {
      id: newId(),
      lines: [{ id: line.id, productId: products['Limonada de coco']!, quantity: 1 }],
      methodPay: 'Efectivo',
      cashierId,
    });
    expect(takenLine.statusCode, takenLine.body).toBe(409);
    // The other business's delivery is untouched.
    const info = (await call('other', 'GET', `/api/delivery/orders/${id}`)).json<DeliveryInfo>();
    expect(info).toMatchObject({ orderId, customer: 'Cliente Ajeno' });
  });
});
