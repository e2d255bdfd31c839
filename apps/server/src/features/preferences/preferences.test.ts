import {
  type CheckoutSettings,
  type CloseResult,
  DELIVERY_FEE_SUGGESTIONS,
  emptyCounts,
  type OrderDetail,
  type Preferences,
  type SendCommandResponse,
  type Table,
} from '@comandero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../shared/ids.js';
import { createOtherTenant } from '../../test/fixtures.js';
import { bearer, createTestApp, TEST_DIALECT, type TestApp } from '../../test/harness.js';
import type { BusEvent } from '../events/event-bus.js';

type Role = 'admin' | 'caja' | 'mesero' | 'pos';
const CREDENTIALS: Record<Role, [string, string]> = {
  admin: ['admin@demo.pos', 'admin1234'],
  caja: ['caja@demo.pos', 'caja1234'],
  mesero: ['mesero@demo.pos', 'mesero1234'],
  pos: ['pos@demo.pos', 'pos1234'],
};

describe(`preferences on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  const jwt = {} as Record<Role, string>;
  const products: Record<string, string> = {};

  beforeAll(async () => {
    app = await createTestApp();
    for (const role of Object.keys(CREDENTIALS) as Role[]) jwt[role] = (await app.login(...CREDENTIALS[role])).jwt;
    for (const row of await app.database.db.selectFrom('products').select(['id', 'name']).execute()) {
      products[row.name] = row.id;
    }
    const caja1 = await app.database.db
      .selectFrom('cashiers')
      .select('id')
      .where('name', '=', 'Caja 1')
      .executeTakeFirstOrThrow();
    // Charging needs an open cashier (the branch preference is on).
    const opened = await call('caja', 'POST', '/api/cashiers/register/state', {
      type: 1,
      cashierId: caja1.id,
      createdAt: new Date().toISOString(),
      detail: { counts: { ...emptyCounts('COP'), bill_50000: 2 } },
    });
    expect(opened.statusCode).toBe(200);
  });
  afterAll(() => app.close());

  const call = (role: Role | string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.server.inject({
      method,
      url,
      headers: bearer(role in jwt ? jwt[role as Role] : role),
      ...(payload ? { payload } : {}),
    });
  const read = async () => (await call('admin', 'GET', '/api/preferences')).json<Preferences>();
  const save = (body: object, role: Role | string = 'admin') => call(role, 'POST', '/api/preferences', body);
  const table = async (n: number) => (await call('admin', 'GET', `/api/tables/number/${n}`)).json<Table>();

  /** A waiter's table with a coconut lemonade (9 000), sent to the kitchen. */
  async function servedTable(n: number) {
    const target = await table(n);
    const lines = [{ id: newId(), productId: products['Limonada de coco']!, quantity: 1 }];
    expect((await call('mesero', 'POST', `/api/tables/${target.id}/lines`, { lines, people: 1 })).statusCode).toBe(200);
    const sent = await call('mesero', 'POST', `/api/tables/${target.id}/command`);
    return { table: target, order: sent.json<SendCommandResponse>().order };
  }

  it('reads the seeded preferences: order PIN on, 10 % tip on tables, the included INC', async () => {
    const response = await call('admin', 'GET', '/api/preferences');
    expect(response.statusCode).toBe(200);
    expect(response.json<Preferences>()).toMatchObject({
      orderPin: true,
      tips: [{ rateBp: 1000, serviceTypes: ['onsite'] }],
      taxes: [{ name: 'Impuesto al consumo', shortName: 'INC', rateBp: 800, includeCost: true, active: true }],
    });
  });

  it('refuses bad values with the field and the spec texts, and writes nothing', async () => {
    const before = await read();
    const base = { orderPin: true, tips: before.tips, taxes: before.taxes, version: before.version };
    const cases: [object, string, string][] = [
      [{ ...base, taxes: [{ name: 'IVA', rateBp: 10_001, includeCost: false }] }, 'body.taxes.0.rateBp', ''],
      [{ ...base, taxes: [{ name: '', rateBp: 1900, includeCost: false }] }, 'body.taxes.0.name', 'REQUIRED'],
      [{ ...base, taxes: [{ name: 'IVA', rateBp: 1900 }] }, 'body.taxes.0.includeCost', 'REQUIRED'],
      [{ ...base, tips: [{ rateBp: -1, serviceTypes: ['onsite'] }] }, 'body.tips.0.rateBp', ''],
      [
        {
          ...base,
          tips: [
            { rateBp: 1000, serviceTypes: ['onsite'] },
            { rateBp: 500, serviceTypes: ['onsite'] },
          ],
        },
        'body.tips.1.serviceTypes',
        'DUPLICATE TIP TYPE',
      ],
      [{ ...base, deliveryFees: [3000, 5000, 3000] }, 'body.deliveryFees.2', 'DUPLICATE FEE'],
      [{ ...base, deliveryFees: [-1] }, 'body.deliveryFees.0', ''],
      [{ ...base, deliveryFees: [2500.5] }, 'body.deliveryFees.0', ''],
      [{ ...base, deliveryFees: Array.from({ length: 9 }, (_, i) => i * 1000) }, 'body.deliveryFees', 'MAX FEES'],
    ];
    for (const [body, path, message] of cases) {
      const response = await save(body);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
      const issue = response.json().error.details.find((detail: { path: string }) => detail.path === path);
      expect(issue, path).toBeDefined();
      if (message) expect(issue.message).toBe(message);
    }
    expect(await read()).toEqual(before);
  });

  it("keeps the branch's usual delivery fees: the currency's suggestions until chosen, then its own for every terminal", async () => {
    const settings = async () => (await call('mesero', 'GET', '/api/checkout/settings')).json<CheckoutSettings>();
    const before = await read();
    expect(before.deliveryFees).toEqual(DELIVERY_FEE_SUGGESTIONS.COP);
    expect((await settings()).deliveryFees).toEqual(DELIVERY_FEE_SUGGESTIONS.COP);

    const saved = await save({ ...before, deliveryFees: [7000, 3500, 0] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Preferences>().deliveryFees).toEqual([0, 3500, 7000]);
    expect((await settings()).deliveryFees).toEqual([0, 3500, 7000]);

    // A save that leaves them out (a client from before they were a preference) keeps them.
    const { deliveryFees: _left, ...withoutFees } = await read();
    expect((await save(withoutFees)).statusCode).toBe(200);
    expect((await read()).deliveryFees).toEqual([0, 3500, 7000]);

    // None at all: the form offers no chips, the fee is typed.
    expect((await save({ ...(await read()), deliveryFees: [] })).statusCode).toBe(200);
    expect((await settings()).deliveryFees).toEqual([]);
    expect((await save({ ...(await read()), deliveryFees: [...DELIVERY_FEE_SUGGESTIONS.COP] })).statusCode).toBe(200);
  });

  it('lets only the administrator read and write them: every other role gets 403', async () => {
    const current = await read();
    for (const role of ['mesero', 'caja', 'pos'] as const) {
      expect((await call(role, 'GET', '/api/preferences')).statusCode, role).toBe(403);
      const refused = await save({ ...current, orderPin: false }, role);
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json().error.code).toBe('FORBIDDEN');
    }
    expect((await read()).orderPin).toBe(true);
  });

  it('turns the order PIN off: a waiter then removes a sent line without a PIN', async () => {
    const { table: served, order } = await servedTable(2);
    const lineId = order.lines[0]!.id;
    const remove = () => call('mesero', 'POST', `/api/tables/${served.id}/lines/${lineId}/remove`, {});
    const asked = await remove();
    expect(asked.statusCode).toBe(403);
    expect(asked.json().error.code).toBe('PIN_REQUIRED');

    const current = await read();
    const saved = await save({ ...current, orderPin: false });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Preferences>()).toMatchObject({ orderPin: false, version: current.version + 1 });
    expect((await remove()).statusCode).toBe(200);
    expect((await save({ ...saved.json<Preferences>(), orderPin: true })).statusCode).toBe(200);
  });

  it('applies a new 19 % added tax and tip to the next close; an order closed before keeps its own', async () => {
    const heard: BusEvent[] = [];
    const stop = app.events.subscribe(app.seed.branchId, (event) => heard.push(event));
    const first = await servedTable(3);
    const before = await call('caja', 'POST', `/api/tables/${first.table.id}/close`, {
      methodPay: 'Tarjeta',
      tip: { kind: 'percent', rateBp: 1000 },
    });
    expect(before.statusCode).toBe(200);
    const kept = before.json<CloseResult>().order;
    expect(kept).toMatchObject({ subtotal: 9000, addedTaxes: 0, tip: 900, total: 9900 });

    const current = await read();
    const saved = await save({
      ...current,
      tips: [{ rateBp: 500, serviceTypes: ['onsite', 'self-service'] }],
      taxes: [...current.taxes, { name: 'IVA', shortName: 'IVA', rateBp: 1900, includeCost: false, active: true }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Preferences>().taxes.map((tax) => tax.name)).toEqual(['Impuesto al consumo', 'IVA']);
    expect(heard).toContainEqual({ type: 'preferences.changed' });
    stop();

    const settings = (await call('caja', 'GET', '/api/checkout/settings')).json();
    expect(settings.tips).toEqual([{ rateBp: 500, serviceTypes: ['onsite', 'self-service'] }]);
    const second = await servedTable(4);
    const after = await call('caja', 'POST', `/api/tables/${second.table.id}/close`, {
      methodPay: 'Tarjeta',
      tip: { kind: 'percent', rateBp: 500 },
    });
    expect(after.statusCode).toBe(200);
    const next = after.json<CloseResult>().order;
    expect(next.taxes.find((tax) => tax.name === 'IVA')).toMatchObject({ rateBp: 1900, amount: 1710 });
    expect(next).toMatchObject({ addedTaxes: 1710, tip: 450, total: 9000 + 1710 + 450 });

    const reread = (await call('admin', 'GET', `/api/orders/${kept.id}`)).json<OrderDetail>();
    expect(reread.taxes).toEqual(kept.taxes);
    expect(reread).toMatchObject({ addedTaxes: 0, tip: 900, total: 9900 });
  });

  it('edits, deactivates and deletes taxes; an inactive tax is kept but not billed', async () => {
    const current = await read();
    const [inc, iva] = current.taxes;
    const saved = await save({
      ...current,
      taxes: [
        { ...inc!, active: false },
        { ...iva!, rateBp: 1600 },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Preferences>().taxes).toMatchObject([
      { id: inc!.id, active: false },
      { id: iva!.id, rateBp: 1600 },
    ]);
    expect((await call('caja', 'GET', '/api/checkout/settings')).json().taxes).toEqual([
      { name: 'IVA', shortName: 'IVA', rateBp: 1600, includeCost: false },
    ]);
    const removed = await save({ ...saved.json<Preferences>(), taxes: [{ ...inc!, active: true }] });
    expect(removed.json<Preferences>().taxes.map((tax) => tax.name)).toEqual(['Impuesto al consumo']);
  });

  it('refuses a stale version with 409, and of two concurrent saves exactly one wins', async () => {
    const current = await read();
    expect((await save({ ...current, orderPin: false })).statusCode).toBe(200);
    const stale = await save({ ...current, orderPin: true });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('CONFLICT');

    const fresh = await read();
    const answers = await Promise.all([
      save({ ...fresh, orderPin: true }),
      save({ ...fresh, orderPin: true, tips: [] }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await read()).version).toBe(fresh.version + 1);
  });

  it("keeps each branch's own: another branch's tax id answers 404 and its preferences stay", async () => {
    const other = await createOtherTenant(app.database.db);
    const theirs = (await app.login(other.email, other.password)).jwt;
    const defaults = (await call(theirs, 'GET', '/api/preferences')).json<Preferences>();
    expect(defaults).toMatchObject({ orderPin: true, tips: [], taxes: [] });
    expect((await save({ ...defaults, deliveryFees: [1500] }, theirs)).statusCode).toBe(200);
    expect((await read()).deliveryFees).not.toContain(1500);
    const theirsNow = (await call(theirs, 'GET', '/api/preferences')).json<Preferences>();
    const added = await save({ ...theirsNow, taxes: [{ name: 'IVA', rateBp: 1900, includeCost: false }] }, theirs);
    expect(added.statusCode).toBe(200);
    const foreignTax = added.json<Preferences>().taxes[0]!;

    const current = await read();
    const stolen = await save({ ...current, taxes: [{ ...foreignTax, name: 'Mío' }] });
    expect(stolen.statusCode).toBe(404);
    expect((await call(theirs, 'GET', '/api/preferences')).json<Preferences>().taxes).toEqual([foreignTax]);
    expect(await read()).toEqual(current);
  });
});
