import type { SecurityPolitics, SendCommandResponse, Table, TableOrder } from '@comandero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthContext } from '../../shared/auth-context.js';
import { newId } from '../../shared/ids.js';
import { bearer, createTestApp, TEST_DIALECT, type TestApp } from '../../test/harness.js';
import type { BusEvent } from '../events/event-bus.js';
import { createCatalogRepository } from '../menu/catalog.repository.js';
import { createTablesRepository } from '../tables/tables.repository.js';
import { createOrdersRepository } from './orders.repository.js';
import { createOrdersService } from './orders.service.js';

describe(`editing and removing lines on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  let waiter: string;
  let water: string;

  beforeAll(async () => {
    app = await createTestApp();
    waiter = (await app.login('mesero@demo.pos', 'mesero1234')).jwt;
    const product = await app.database.db
      .selectFrom('products')
      .select('id')
      .where('name', '=', 'Agua')
      .executeTakeFirstOrThrow();
    water = product.id;
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.server.inject({ method, url, headers: bearer(waiter), ...(payload ? { payload } : {}) });
  const table = async (n: number) => (await call('GET', `/api/tables/number/${n}`)).json<Table>();
  const add = async (tableId: string, quantity = 1) =>
    (
      await call('POST', `/api/tables/${tableId}/lines`, {
        lines: [{ id: newId(), productId: water, quantity }],
        people: 2,
      })
    ).json<TableOrder>();
  const remove = (tableId: string, lineId: string, payload: object = {}) =>
    call('POST', `/api/tables/${tableId}/lines/${lineId}/remove`, payload);
  const free = { busy: false, user: null, people: null, currentOrderId: null, total: 0, itemCount: 0 };

  it('frees the table when its last unsent line is removed, on every terminal', async () => {
    const target = await table(1);
    const order = await add(target.id);
    const heard: BusEvent[] = [];
    const stop = app.events.subscribe(app.seed.branchId, (event) => heard.push(event));
    const removed = await remove(target.id, order.lines[0]!.id);
    stop();
    expect(removed.statusCode).toBe(200);
    expect(removed.json<TableOrder>()).toMatchObject({ orderId: null, lines: [], people: null });
    expect(await table(1)).toMatchObject(free);
    expect(heard).toContainEqual({ type: 'table.changed', table: expect.objectContaining({ id: target.id, ...free }) });
    // Taken again, it is a new order.
    expect((await add(target.id)).orderId).not.toBe(order.orderId);
  });

  it('keeps the table while lines remain, and prints the waiting cancellations when the last one goes', async () => {
    const target = await table(2);
    await add(target.id);
    const sent = (await call('POST', `/api/tables/${target.id}/command`)).json<SendCommandResponse>();
    const unsent = await add(target.id, 2);
    const kept = await remove(target.id, sent.order.lines[0]!.id, { pin: '2222' });
    expect(kept.json<TableOrder>().cancellations).toHaveLength(1);
    expect(await table(2)).toMatchObject({ busy: true, itemCount: 2 });

    const last = unsent.lines.find((line) => line.sentQuantity === 0)!;
    expect((await remove(target.id, last.id)).json<TableOrder>()).toMatchObject({ orderId: null, cancellations: [] });
    expect(await table(2)).toMatchObject(free);
    const jobs = await app.database.db
      .selectFrom('print_jobs')
      .select('kind')
      .where('order_id', '=', sent.order.orderId!)
      .execute();
    expect(jobs.map((job) => job.kind)).toEqual(['command', 'cancellation']);
  });

  describe('without the update and delete permissions on tables', () => {
    const politics: SecurityPolitics = { tables: ['read', 'sendCommand'], pos: ['tables'] };
    // No role of the spec's table lacks both (each has them or their "with PIN" form), so the rule
    // is proven on the service with a caller whose grants say so.
    const service = () =>
      createOrdersService({
        orders: createOrdersRepository(app.database.db, app.database.dialect),
        catalog: createCatalogRepository(app.database.db),
        tables: createTablesRepository(app.database.db),
        events: app.events,
        clock: app.clock,
        approveWithPin: app.auth.approveWithPin,
      });
    const restricted = async (): Promise<AuthContext> => ({ ...(await app.auth.authenticate(waiter)), politics });

    it('refuses to edit or remove an unsent line with 403 FORBIDDEN, and leaves it', async () => {
      const target = await table(3);
      const line = (await add(target.id)).lines[0]!;
      const auth = await restricted();
      const refusal = { statusCode: 403, code: 'FORBIDDEN', message: 'You do not have permission for this action' };
      await expect(service().removeLine(auth, target.id, line.id, undefined)).rejects.toMatchObject(refusal);
      await expect(
        service().updateLine(auth, target.id, line.id, { quantity: 2, version: line.version }),
      ).rejects.toMatchObject(refusal);
      expect((await call('GET', `/api/tables/${target.id}/order`)).json<TableOrder>().lines).toEqual([
        expect.objectContaining({ id: line.id, quantity: 1 }),
      ]);
    });

    it('still lets an approving PIN cancel what the kitchen has', async () => {
      const target = await table(4);
      await add(target.id);
      const sent = (await call('POST', `/api/tables/${target.id}/command`)).json<SendCommandResponse>();
      const line = sent.order.lines[0]!;
      const auth = await restricted();
      await expect(service().removeLine(auth, target.id, line.id, undefined)).rejects.toMatchObject({
        code: 'PIN_REQUIRED',
      });
      expect(await service().removeLine(auth, target.id, line.id, '2222')).toMatchObject({ orderId: null });
    });
  });
});
