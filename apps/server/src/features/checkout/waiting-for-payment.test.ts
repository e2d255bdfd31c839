import type { Table, TableOrder } from '@comandero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../shared/ids.js';
import { createOtherTenant } from '../../test/fixtures.js';
import { bearer, createTestApp, TEST_DIALECT, type TestApp } from '../../test/harness.js';
import { type PrintingPos, printingPos } from '../../test/printing-kit.js';
import type { BusEvent } from '../events/event-bus.js';

/** Issue 14 §3: a table whose pre-bill was printed waits for payment until its bill changes or it is paid. */
describe(`a pre-billed table waits for payment on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  let pos: PrintingPos;

  beforeAll(async () => {
    app = await createTestApp();
    pos = await printingPos(app.server, app.database.db);
  });
  afterAll(() => app.close());

  const preBill = async (n: number) => {
    const answer = await pos.caja('POST', `/api/tables/${(await pos.table(n)).id}/pre-bill`);
    expect(answer.statusCode, answer.body).toBe(201);
  };
  const floor = async () => (await pos.caja('GET', '/api/tables')).json<Table[]>();
  const preBilledOnFloor = async () =>
    (await floor()).filter((table) => table.preBilled).map((table) => table.numberTable);
  const orderOf = async (n: number) =>
    (await pos.caja('GET', `/api/tables/${(await pos.table(n)).id}/order`)).json<TableOrder>();

  it('shows on the floor after the pre-bill, and every terminal hears it', async () => {
    await pos.sendCommand(1, ['Limonada de coco', 'Ajiaco santafereño']);
    expect(await pos.table(1)).toMatchObject({ busy: true, preBilled: false });
    const heard: BusEvent[] = [];
    const stop = app.events.subscribe(app.seed.branchId, (event) => heard.push(event));
    await preBill(1);
    stop();
    const target = await pos.table(1);
    expect(target).toMatchObject({ busy: true, preBilled: true, itemCount: 2, unsentCount: 0 });
    expect(heard).toContainEqual({ type: 'table.changed', table: target });
    expect(await preBilledOnFloor()).toEqual([1]);
  });

  it('ends when a line is added, changed or removed, or the discount changes: that pre-bill is no bill', async () => {
    await pos.sendCommand(2, ['Limonada de coco', 'Ajiaco santafereño']);
    const target = await pos.table(2);
    const product = (await orderOf(2)).lines[0]!.productId;

    await preBill(2);
    const added = { id: newId(), productId: product, quantity: 1 };
    const add = await pos.mesero('POST', `/api/tables/${target.id}/lines`, { lines: [added] });
    expect(add.statusCode, add.body).toBe(200);
    expect(await pos.table(2)).toMatchObject({ preBilled: false, unsentCount: 1 });

    await preBill(2);
    const line = (await orderOf(2)).lines.find((candidate) => candidate.id === added.id)!;
    const changed = await pos.admin('PUT', `/api/tables/${target.id}/lines/${line.id}`, {
      quantity: 2,
      version: line.version,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await pos.table(2)).preBilled).toBe(false);

    await preBill(2);
    const removed = await pos.admin('POST', `/api/tables/${target.id}/lines/${line.id}/remove`, {});
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await pos.table(2)).preBilled).toBe(false);

    await preBill(2);
    const discount = { reason: 'cumpleanios', type: 'PERCENT', value: 10 };
    expect((await pos.caja('PUT', `/api/tables/${target.id}/discount`, { discount })).statusCode).toBe(200);
    expect((await pos.table(2)).preBilled).toBe(false);

    // A resend of nothing new changes no bill.
    await preBill(2);
    await pos.mesero('POST', `/api/tables/${target.id}/command`);
    expect((await pos.table(2)).preBilled).toBe(true);
  });

  it('goes with the order: a transfer carries it, a merge into the table ends it', async () => {
    await pos.sendCommand(3, ['Limonada de coco']);
    await preBill(3);
    const [source, destination] = [await pos.table(3), await pos.table(4)];
    const moved = await pos.admin('POST', '/api/tables/transfer', {
      sourceId: source.id,
      destinationId: destination.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<{ source: Table; destination: Table }>()).toMatchObject({
      source: { busy: false, preBilled: false },
      destination: { busy: true, preBilled: true, currentOrderId: source.currentOrderId },
    });

    // The merged table's lines join the bill, so the printed one no longer matches it.
    await pos.sendCommand(5, ['Ajiaco santafereño']);
    const merged = await pos.admin('POST', '/api/tables/merge', {
      sourceId: (await pos.table(5)).id,
      destinationId: destination.id,
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(await pos.table(4)).toMatchObject({ busy: true, itemCount: 2, preBilled: false });
  });

  it('is dropped with the order when the table is closed or released', async () => {
    await pos.sendCommand(6, ['Limonada de coco']);
    await preBill(6);
    const closed = await pos.closeTable(6);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await pos.table(6)).toMatchObject({ busy: false, preBilled: false });
    // The next guests' order starts without it.
    await pos.sendCommand(6, ['Limonada de coco']);
    expect(await pos.table(6)).toMatchObject({ busy: true, preBilled: false });

    await pos.sendCommand(7, ['Limonada de coco']);
    await preBill(7);
    const released = await pos.admin('POST', `/api/tables/${(await pos.table(7)).id}/release`, {});
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json<Table>()).toMatchObject({ busy: false, preBilled: false });
    await pos.sendCommand(7, ['Limonada de coco']);
    expect((await pos.table(7)).preBilled).toBe(false);
  });

  it('is seen by no other branch: its floor and its events say nothing of it', async () => {
    await pos.sendCommand(8, ['Limonada de coco']);
    const other = await createOtherTenant(app.database.db);
    const login = await app.login(other.email, other.password);
    const heard: BusEvent[] = [];
    const stop = app.events.subscribe(other.branchId, (event) => heard.push(event));
    await preBill(8);
    stop();
    expect(heard).toEqual([]);
    const theirs = await app.server.inject({ method: 'GET', url: '/api/tables', headers: bearer(login.jwt) });
    expect(theirs.statusCode).toBe(200);
    const ours = new Set((await floor()).map((table) => table.id));
    expect(theirs.json<Table[]>().filter((table) => ours.has(table.id) || table.preBilled)).toEqual([]);
    expect((await pos.table(8)).preBilled).toBe(true);
  });
});
