import {
  type Cashier,
  type CashierInfo,
  type CashierMovement,
  type CloseResult,
  emptyCounts,
  formatDay,
  movementStatusLabel,
} from '@comandero/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../shared/ids.js';
import { createOtherTenant } from '../../test/fixtures.js';
import { bearer, createTestApp, TEST_DIALECT, type TestApp } from '../../test/harness.js';

type Role = 'admin' | 'caja' | 'mesero';

describe(`cash drawers on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  const jwt: Record<Role, string> = { admin: '', caja: '', mesero: '' };
  const products: Record<string, { id: string; price: number }> = {};
  let caja1 = '';
  let cajaUserId = '';

  beforeAll(async () => {
    app = await createTestApp();
    jwt.admin = (await app.login('admin@demo.pos', 'admin1234')).jwt;
    const caja = await app.login('caja@demo.pos', 'caja1234');
    jwt.caja = caja.jwt;
    cajaUserId = caja.user.id;
    jwt.mesero = (await app.login('mesero@demo.pos', 'mesero1234')).jwt;
    const db = app.database.db;
    for (const row of await db.selectFrom('products').select(['id', 'name', 'price']).execute()) {
      products[row.name] = { id: row.id, price: row.price };
    }
    caja1 = (await db.selectFrom('cashiers').select('id').where('name', '=', 'Caja 1').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => app.close());

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.server.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const counts = (pieces: Record<string, number>) => ({ counts: { ...emptyCounts('COP'), ...pieces } });
  const open = (token: string, cashierId: string, pieces: Record<string, number> = { bill_50000: 2 }) =>
    call(token, 'POST', '/api/cashiers/register/state', {
      type: 1,
      cashierId,
      createdAt: new Date().toISOString(),
      detail: counts(pieces),
    });
  // The harness's restaurant is in Bogotá.
  const today = () => formatDay(new Date(), 'America/Bogota');

  it('lets administrators create, search, edit and soft delete cashier boxes', async () => {
    const bad = await call(jwt.admin, 'POST', '/api/cashiers', { name: 'ab', userIds: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].message).toBe('Ingrese un nombre válido. Mínimo 3 carácteres alfanuméricos');
    const created = await call(jwt.admin, 'POST', '/api/cashiers', { name: 'Barra', userIds: [cajaUserId] });
    expect(created.statusCode).toBe(201);
    const barra = created.json<Cashier>();
    expect(barra.users.map((user) => user.id)).toEqual([cajaUserId]);
    const found = await call(jwt.admin, 'POST', '/api/cashiers/fetch', { filter: { name: 'arr' } });
    expect(found.json().content.map((cashier: Cashier) => cashier.name)).toEqual(['Barra']);
    const renamed = await call(jwt.admin, 'PUT', `/api/cashiers/${barra.id}`, { name: 'Barra 2', userIds: [] });
    expect(renamed.json<Cashier>()).toMatchObject({ name: 'Barra 2', users: [] });
    expect((await call(jwt.caja, 'POST', '/api/cashiers', { name: 'Caja 9' })).statusCode).toBe(403);
    const removed = await call(jwt.admin, 'PUT', '/api/cashiers', { ids: [barra.id], payload: { deleted: true } });
    expect(removed.json()).toEqual({ updated: 1 });
    const all = (await call(jwt.admin, 'GET', '/api/cashiers')).json<Cashier[]>();
    expect(all.map((cashier) => cashier.name)).not.toContain('Barra 2');
  });

  it('checks the opening count: a total of 0 and bad counts are refused', async () => {
    const zero = await open(jwt.caja, caja1, {});
    expect(zero.statusCode).toBe(422);
    expect(zero.json().error.message).toBe('ERROR CASHIER TOTAL');
    const negative = await open(jwt.caja, caja1, { coin_500: -1 });
    expect(negative.json().error.message).toBe('Ingrese un valor válido');
    const fraction = await open(jwt.caja, caja1, { coin_500: 1.5 });
    expect(fraction.json().error.message).toBe('Ingrese un valor válido');
    const noCashier = await call(jwt.admin, 'POST', '/api/cashiers/register/state', {
      type: 1,
      createdAt: new Date().toISOString(),
      detail: counts({ bill_1000: 1 }),
    });
    expect(noCashier.json().error.message).toBe('Choose a cashier');
  });

  it('lets exactly one of two simultaneous opens of one cashier succeed', async () => {
    const answers = await Promise.all([open(jwt.caja, caja1), open(jwt.admin, caja1)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json().error.code).toBe('CASHIER_ALREADY_OPEN');
    const mine = (await call(jwt.caja, 'GET', '/api/cashiers/mine')).json<Cashier[]>();
    expect(mine).toEqual([expect.objectContaining({ name: 'Caja 1', openMovementId: expect.any(String) })]);
  });

  it('closes with the system totals of the orders charged in it and a difference', async () => {
    const movementId = (await call(jwt.caja, 'GET', '/api/cashiers/mine')).json<Cashier[]>()[0]!.openMovementId!;
    const sell = (name: string, methodPay: string, extra: object = {}) =>
      call(jwt.caja, 'POST', '/api/orders/self-service', {
        id: newId(),
        lines: [{ id: newId(), productId: products[name]!.id, quantity: 1 }],
        methodPay,
        ...extra,
      });
    expect((await sell('Agua', 'Efectivo', { valueReceive: 10000 })).statusCode).toBe(200);
    expect((await sell('Cappuccino', 'Tarjeta')).json<CloseResult>().order.total).toBe(7000);
    const info = (await call(jwt.caja, 'POST', '/api/orders/cashier/info', { movementId })).json<CashierInfo>();
    expect(info).toMatchObject({ methodsBySystem: { Efectivo: 4000, Tarjeta: 7000 }, totalBySystem: 11000, orders: 2 });
    const movement = (await call(jwt.caja, 'GET', `/api/cashiers/movements/${movementId}`)).json<CashierMovement>();
    const closed = await call(jwt.caja, 'PUT', `/api/cashiers/movements/${movementId}`, {
      version: movement.version,
      closeDate: new Date().toISOString(),
      detail: counts({ coin_1000: 4 }),
      methodsByUser: { Tarjeta: 7000, Efectivo: 999_999 },
      observation: 'Cierre de turno',
    });
    expect(closed.statusCode).toBe(200);
    const result = closed.json<CashierMovement>();
    // The cash method comes from the counted coins and bills, whatever was typed for it.
    expect(result).toMatchObject({
      type: 2,
      methodsByUser: { Efectivo: 4000, Tarjeta: 7000, Transferencia: 0 },
      totalByUser: 11000,
      totalBySystem: 11000,
      difference: 0,
    });
    expect(movementStatusLabel(result.type)).toBe('Cerrado');
    const again = await call(jwt.caja, 'PUT', `/api/cashiers/movements/${movementId}`, {
      version: result.version,
      closeDate: new Date().toISOString(),
    });
    expect(again.json().error.code).toBe('MOVEMENT_READ_ONLY');
  });

  it('lists movements by day and soft deletes them (Eliminado), read-only after', async () => {
    const page = await call(jwt.admin, 'POST', '/api/cashiers/movements/fetch', {
      filter: { startClose: today(), endClose: today() },
    });
    const movements = page.json<{ content: CashierMovement[] }>().content;
    expect(movements.length).toBeGreaterThan(0);
    const tooLong = await call(jwt.admin, 'POST', '/api/cashiers/movements/fetch', {
      filter: { startClose: '2026-01-01', endClose: '2026-12-31' },
    });
    expect(tooLong.statusCode).toBe(400);
    const target = movements[0]!;
    expect(
      (await call(jwt.caja, 'PUT', '/api/cashiers/movements', { ids: [target.id], payload: { deleted: true } }))
        .statusCode,
    ).toBe(403);
    await call(jwt.admin, 'PUT', '/api/cashiers/movements', { ids: [target.id], payload: { deleted: true } });
    const deleted = (await call(jwt.admin, 'GET', `/api/cashiers/movements/${target.id}`)).json<CashierMovement>();
    expect(movementStatusLabel(deleted.type)).toBe('Eliminado');
    const close = await call(jwt.admin, 'PUT', `/api/cashiers/movements/${target.id}`, {
      version: deleted.version,
      closeDate: new Date().toISOString(),
    });
    expect(close.json().error.code).toBe('MOVEMENT_READ_ONLY');
  });

  it("keeps another branch's cashiers out and users off cashiers that are not theirs", async () => {
    const tenant = await createOtherTenant(app.database.db);
    const foreign = (await app.login(tenant.email, tenant.password)).jwt;
    expect((await open(foreign, caja1)).statusCode).toBe(404);
    expect((await call(foreign, 'POST', '/api/cashiers/fetch', {})).json().content).toEqual([]);
    // The demo waiter is on Caja 1 (spec 02 §5); a drawer he is not on stays closed to him.
    const notHis = (await call(jwt.admin, 'POST', '/api/cashiers', { name: 'Barra Norte' })).json<Cashier>();
    expect((await open(jwt.mesero, notHis.id)).statusCode).toBe(403);
  });

  it('property: the system totals equal the sum of the orders charged per method', async () => {
    const methods = ['Efectivo', 'Tarjeta', 'Transferencia'];
    const names = ['Agua', 'Café tinto', 'Cappuccino', 'Limonada de coco', 'Flan de caramelo'];
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            method: fc.constantFrom(...methods),
            name: fc.constantFrom(...names),
            quantity: fc.integer({ min: 1, max: 5 }),
          }),
          {
            maxLength: 6,
          },
        ),
        async (sales) => {
          const cashier = (
            await call(jwt.admin, 'POST', '/api/cashiers', { name: `Caja ${newId().slice(-6)}` })
          ).json<Cashier>();
          const opened = (await open(jwt.admin, cashier.id)).json<CashierMovement>();
          const expected: Record<string, number> = {};
          for (const sale of sales) {
            const total = products[sale.name]!.price * sale.quantity;
            expected[sale.method] = (expected[sale.method] ?? 0) + total;
            const answer = await call(jwt.admin, 'POST', '/api/orders/self-service', {
              id: newId(),
              lines: [{ id: newId(), productId: products[sale.name]!.id, quantity: sale.quantity }],
              methodPay: sale.method,
              valueReceive: sale.method === 'Efectivo' ? total : undefined,
              cashierId: cashier.id,
            });
            expect(answer.statusCode).toBe(200);
          }
          const info = (
            await call(jwt.admin, 'POST', '/api/orders/cashier/info', { movementId: opened.id })
          ).json<CashierInfo>();
          expect(info.methodsBySystem).toEqual(expected);
          expect(info.totalBySystem).toBe(Object.values(expected).reduce((a, b) => a + b, 0));
        },
      ),
      { numRuns: 12 },
    );
  }, 120_000);
});
