import type { Customer, CustomerPage } from '@comandero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../shared/ids.js';
import { createOtherTenant } from '../../test/fixtures.js';
import { bearer, createTestApp, TEST_DIALECT, type TestApp } from '../../test/harness.js';

describe(`customers on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  const jwt = { admin: '', mesero: '', other: '' };
  let other: Awaited<ReturnType<typeof createOtherTenant>>;

  beforeAll(async () => {
    app = await createTestApp();
    jwt.admin = (await app.login('admin@demo.pos', 'admin1234')).jwt;
    jwt.mesero = (await app.login('mesero@demo.pos', 'mesero1234')).jwt;
    other = await createOtherTenant(app.database.db);
    jwt.other = (await app.login(other.email, other.password)).jwt;
  });
  afterAll(() => app.close());

  const call = (token: string, method: 'POST' | 'PUT', url: string, payload: object) =>
    app.server.inject({ method, url, headers: bearer(token), payload });
  const fetchPage = (token: string, filter: object = {}) =>
    call(token, 'POST', '/api/customers/fetch', { page: 0, pageSize: 10, filter }).then((r) => r.json<CustomerPage>());
  const laura = {
    name: 'Laura Gómez',
    email: 'laura@mail.com',
    phone: '300 555 1234',
    address: { address: 'Calle 10 # 5-23', addressLine1: 'Apto 301', neighborhood: 'Chapinero' },
  };
  const firstMessage = (response: { json(): { error: { details: { message: string }[] } } }) =>
    response.json().error.details[0]?.message;

  it('creates a list of customers; only the name is required', async () => {
    const created = await call(jwt.admin, 'POST', '/api/customers', [laura, { name: 'Pedro Pérez' }]);
    expect(created.statusCode).toBe(201);
    expect(created.json<Customer[]>()).toMatchObject([
      { name: 'Laura Gómez', email: 'laura@mail.com', phone: '3005551234', address: laura.address, deleted: false },
      {
        name: 'Pedro Pérez',
        email: null,
        phone: null,
        address: { address: null, addressLine1: null, neighborhood: null },
      },
    ]);
  });

  it('says ERROR EMAIL, ERROR PHONE and ERROR ALPHANUMERIC', async () => {
    const post = (form: object) => call(jwt.admin, 'POST', '/api/customers', [form]);
    expect(firstMessage(await post({ name: '' }))).toBe('REQUIRED');
    expect(firstMessage(await post({ name: 'Ana María', email: 'ana@' }))).toBe('ERROR EMAIL');
    expect(firstMessage(await post({ name: 'Ana María', phone: 'abc' }))).toBe('ERROR PHONE');
    expect(firstMessage(await post({ name: 'Ana María', address: { neighborhood: '<b>' } }))).toBe(
      'ERROR ALPHANUMERIC',
    );
    expect(firstMessage(await post({ name: 'A;' }))).toBe('ERROR ALPHANUMERIC');
  });

  it('keeps a phone to one live customer of the business; another business may have it', async () => {
    const again = await call(jwt.admin, 'POST', '/api/customers', [{ name: 'Otra Laura', phone: '3005551234' }]);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('PHONE_TAKEN');
    const elsewhere = await call(jwt.other, 'POST', '/api/customers', [{ name: 'Laura Norte', phone: '3005551234' }]);
    expect(elsewhere.statusCode).toBe(201);
  });

  it('shows a {phone}@{host} placeholder email as empty', async () => {
    const now = new Date().toISOString();
    await app.database.db
      .insertInto('customers')
      .values({
        id: newId(),
        business_id: app.seed.businessId,
        name: 'Cliente Importado',
        email: '3109998888@pos.local',
        phone: '3109998888',
        address: null,
        address_line1: null,
        neighborhood: null,
        created_by: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const [imported] = (await fetchPage(jwt.admin, { phone: '3109998888' })).content;
    expect(imported).toMatchObject({ name: 'Cliente Importado', email: null });
  });

  it('pages and filters by name, phone and deleted; edits and soft deletes with { ids, payload }', async () => {
    const [found] = (await fetchPage(jwt.admin, { name: 'laura' })).content;
    expect(found!.name).toBe('Laura Gómez');
    const edited = await call(jwt.admin, 'PUT', '/api/customers', {
      ids: [found!.id],
      payload: { name: 'Laura G', phone: '' },
    });
    expect(edited.json()).toEqual({ updated: 1 });
    const [after] = (await fetchPage(jwt.admin, { name: 'laura g' })).content;
    expect(after).toMatchObject({ name: 'Laura G', phone: null, email: 'laura@mail.com', address: laura.address });
    const removed = await call(jwt.admin, 'PUT', '/api/customers', { ids: [found!.id], payload: { deleted: true } });
    expect(removed.json()).toEqual({ updated: 1 });
    expect((await fetchPage(jwt.admin, { name: 'laura', deleted: false })).totalElements).toBe(0);
    expect((await fetchPage(jwt.admin, { name: 'laura', deleted: true })).content[0]).toMatchObject({ deleted: true });
  });

  it('answers 403 to a waiter on every write and 404 for another business', async () => {
    const [pedro] = (await fetchPage(jwt.admin, { name: 'pedro' })).content;
    expect((await call(jwt.mesero, 'POST', '/api/customers', [{ name: 'Nuevo Cliente' }])).statusCode).toBe(403);
    expect(
      (await call(jwt.mesero, 'PUT', '/api/customers', { ids: [pedro!.id], payload: { name: 'Otro' } })).statusCode,
    ).toBe(403);
    expect(
      (await call(jwt.mesero, 'PUT', '/api/customers', { ids: [pedro!.id], payload: { deleted: true } })).statusCode,
    ).toBe(403);
    const theirs = await call(jwt.other, 'PUT', '/api/customers', { ids: [pedro!.id], payload: { deleted: true } });
    expect(theirs.statusCode).toBe(404);
    expect((await fetchPage(jwt.other, { name: 'pedro' })).totalElements).toBe(0);
  });

  it("pages customers' contact data only for whoever manages users; the POS looks one up by phone for a delivery", async () => {
    const rosa = { name: 'Rosa Díaz', email: 'rosa@mail.com', phone: '301 444 5566' };
    expect((await call(jwt.admin, 'POST', '/api/customers', [rosa])).statusCode).toBe(201);
    const staff = [
      jwt.mesero,
      (await app.login('caja@demo.pos', 'caja1234')).jwt,
      (await app.login('pos@demo.pos', 'pos1234')).jwt,
    ];
    for (const token of staff) {
      const page = await call(token, 'POST', '/api/customers/fetch', { page: 0, pageSize: 10, filter: {} });
      expect(page.statusCode).toBe(403);
      expect(page.body).not.toContain('rosa@mail.com');
      const lookup = await app.server.inject({
        method: 'GET',
        url: '/api/delivery/customers?phone=3014445566',
        headers: bearer(token),
      });
      // Waiter, cashier and Pos have no deliveries view in the demo.
      expect(lookup.statusCode).toBe(403);
    }
    const lookup = await app.server.inject({
      method: 'GET',
      url: '/api/delivery/customers?phone=3014445566',
      headers: bearer(jwt.admin),
    });
    expect(lookup.json().customer).toMatchObject({ name: 'Rosa Díaz' });
  });
});
