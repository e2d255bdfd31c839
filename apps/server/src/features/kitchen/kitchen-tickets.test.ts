import type { CloseResult, SendCommandResponse, TicketDocument } from '@comandero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BranchScope } from '../../shared/auth-context.js';
import { newId } from '../../shared/ids.js';
import { createTestApp, TEST_DIALECT, type TestApp } from '../../test/harness.js';
import { type PrintingPos, printingPos } from '../../test/printing-kit.js';
import { createKitchenTicketsRepository } from './kitchen-tickets.repository.js';

describe(`kitchen tickets stored on send and cancellation on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  let pos: PrintingPos;
  let scope: BranchScope;
  let cocina = '';
  let bar = '';
  const products = new Map<string, string>();

  beforeAll(async () => {
    app = await createTestApp();
    pos = await printingPos(app.server, app.database.db);
    scope = { businessId: app.seed.businessId, branchId: app.seed.branchId };
    for (const row of await app.database.db.selectFrom('products').select(['id', 'name']).execute()) {
      products.set(row.name, row.id);
    }
    // Two stations (each printer is one): the bar makes the lemonade, the kitchen the rest.
    cocina = (await pos.addPrinter('Cocina', 19_101)).id;
    bar = (await pos.addPrinter('Bar', 19_102)).id;
    for (const [printer, names] of [
      [cocina, ['Ajiaco santafereño']],
      [bar, ['Limonada de coco']],
    ] as const) {
      const productIds = names.map((name) => products.get(name));
      expect((await pos.admin('PUT', `/api/printers/${printer}/products`, { productIds })).statusCode).toBe(200);
    }
  });
  afterAll(() => app.close());

  const ticketsOf = (orderId: string) => createKitchenTicketsRepository(app.database.db).ofOrder(scope, orderId);
  const jobDocument = async (id: string | null) => {
    const row = await app.database.db
      .selectFrom('print_jobs')
      .select(['kind', 'printer_id', 'document'])
      .where('id', '=', id ?? '')
      .executeTakeFirstOrThrow();
    return { kind: row.kind, printerId: row.printer_id, document: JSON.parse(row.document) as TicketDocument };
  };
  const line = (name: string, quantity: number) => ({ id: newId(), productId: products.get(name)!, quantity });

  it("stores one ticket per station on a table's send, its lines keyed by the order lines, printed as before", async () => {
    const table = await pos.table(1);
    const lines = [line('Limonada de coco', 2), line('Ajiaco santafereño', 1), line('Limonada de coco', 1)];
    expect((await pos.mesero('POST', `/api/tables/${table.id}/lines`, { lines, people: 2 })).statusCode).toBe(200);
    const sent = (await pos.mesero('POST', `/api/tables/${table.id}/command`)).json<SendCommandResponse>();
    const orderId = sent.order.orderId!;

    const tickets = await ticketsOf(orderId);
    expect(tickets).toMatchObject([
      { kind: 'send', stationId: bar, sequence: 1, state: 'new', createdBy: pos.userIds.mesero },
      { kind: 'send', stationId: cocina, sequence: 2, state: 'new', createdBy: pos.userIds.mesero },
    ]);
    expect(tickets[0]!.lines).toEqual([
      expect.objectContaining({ orderLineId: lines[0]!.id, name: 'Limonada de coco', quantity: 2, state: 'new' }),
      expect.objectContaining({ orderLineId: lines[2]!.id, name: 'Limonada de coco', quantity: 1, state: 'new' }),
    ]);
    expect(tickets[1]!.lines).toEqual([
      expect.objectContaining({ orderLineId: lines[1]!.id, productId: lines[1]!.productId, quantity: 1 }),
    ]);
    // Printing consumed each ticket: the job the answer lists is the ticket's, at its station's printer.
    expect(sent.jobs.map((job) => job.id)).toEqual(tickets.map((ticket) => ticket.printJobId));
    for (const ticket of tickets) {
      const job = await jobDocument(ticket.printJobId);
      expect(job).toMatchObject({ kind: 'command', printerId: ticket.stationId });
      expect(job.document).toMatchObject({ tableNumber: 1, people: 2, sentBy: pos.userIds.mesero });
      expect(job.document.items).toEqual(
        ticket.lines.map((sentLine) => ({ name: sentLine.name, quantity: sentLine.quantity, preparation: '' })),
      );
    }

    // Sent again with nothing new: no ticket. A raised quantity: a ticket of the difference.
    expect((await pos.mesero('POST', `/api/tables/${table.id}/command`)).json<SendCommandResponse>().jobs).toEqual([]);
    expect(await ticketsOf(orderId)).toHaveLength(2);
    const ajiaco = sent.order.lines.find((orderLine) => orderLine.id === lines[1]!.id)!;
    const raised = { quantity: 3, version: ajiaco.version };
    expect((await pos.mesero('PUT', `/api/tables/${table.id}/lines/${ajiaco.id}`, raised)).statusCode).toBe(200);
    await pos.mesero('POST', `/api/tables/${table.id}/command`);
    const [, , third] = await ticketsOf(orderId);
    expect(third).toMatchObject({ kind: 'send', stationId: cocina, sequence: 3 });
    expect(third!.lines).toEqual([expect.objectContaining({ orderLineId: ajiaco.id, quantity: 2 })]);
  });

  it('stores a cancellation ticket for a removed sent line, and one when a table with sent lines is released', async () => {
    const table = await pos.table(2);
    const lines = [line('Limonada de coco', 2), line('Ajiaco santafereño', 1)];
    await pos.caja('POST', `/api/tables/${table.id}/lines`, { lines, people: 1 });
    const sent = (await pos.caja('POST', `/api/tables/${table.id}/command`)).json<SendCommandResponse>();
    const orderId = sent.order.orderId!;
    const removed = await pos.caja('POST', `/api/tables/${table.id}/lines/${lines[0]!.id}/remove`, {});
    expect(removed.statusCode).toBe(200);
    const cancelled = (await pos.caja('POST', `/api/tables/${table.id}/command`)).json<SendCommandResponse>();

    const [, , cancellation] = await ticketsOf(orderId);
    expect(cancellation).toMatchObject({ kind: 'cancellation', stationId: bar, sequence: 3, state: 'new' });
    expect(cancellation!.lines).toEqual([
      expect.objectContaining({ orderLineId: lines[0]!.id, name: 'Limonada de coco', quantity: 2, productId: null }),
    ]);
    expect(cancelled.jobs.map((job) => job.id)).toEqual([cancellation!.printJobId]);
    const job = await jobDocument(cancellation!.printJobId);
    expect(job).toMatchObject({ kind: 'cancellation', printerId: bar });
    expect(job.document.items).toEqual([{ name: 'Limonada de coco', quantity: -2, preparation: '' }]);
    // The cancellation list names the job that carried it.
    const list = await app.database.db
      .selectFrom('order_cancellations')
      .select('sent_job_id')
      .where('order_id', '=', orderId)
      .execute();
    expect(list).toEqual([{ sent_job_id: cancellation!.printJobId }]);

    // Released with the ajiaco sent: the kitchen gets its cancellation ticket.
    expect((await pos.caja('POST', `/api/tables/${table.id}/release`, {})).statusCode).toBe(200);
    const released = (await ticketsOf(orderId)).at(-1);
    expect(released).toMatchObject({ kind: 'cancellation', stationId: cocina, sequence: 4 });
    expect(released!.lines).toEqual([expect.objectContaining({ orderLineId: lines[1]!.id, quantity: 1 })]);
  });

  it("stores a self-service order's tickets with the charge", async () => {
    const id = newId();
    const lines = [line('Limonada de coco', 2), line('Ajiaco santafereño', 1)];
    const answer = await pos.admin('POST', '/api/orders/self-service', { id, lines, methodPay: 'Tarjeta' });
    expect(answer.statusCode, answer.body).toBe(200);
    const { order } = answer.json<CloseResult>();

    const tickets = await ticketsOf(id);
    expect(tickets).toMatchObject([
      { kind: 'send', stationId: bar, sequence: 1, lines: [expect.objectContaining({ orderLineId: lines[0]!.id })] },
      { kind: 'send', stationId: cocina, sequence: 2, lines: [expect.objectContaining({ orderLineId: lines[1]!.id })] },
    ]);
    const job = await jobDocument(tickets[0]!.printJobId);
    expect(job).toMatchObject({ kind: 'command', printerId: bar });
    expect(job.document).toMatchObject({ tableName: `Autoservicio #${order.displayNumber}`, tableNumber: 0 });
    expect(job.document.items).toEqual([{ name: 'Limonada de coco', quantity: 2, preparation: '' }]);
  });

  it("stores a delivery order's tickets on its send, the kitchen told it is a delivery", async () => {
    const id = newId();
    const form = { phone: '300 555 1234', customer: 'Luis Mora', address: 'Calle 10 # 5-20', valueDelivery: 4000 };
    const opened = await pos.admin('POST', '/api/delivery/orders', { id, form });
    expect(opened.statusCode, opened.body).toBe(200);
    const lines = [line('Ajiaco santafereño', 2)];
    expect((await pos.admin('POST', `/api/tables/${id}/lines`, { lines })).statusCode).toBe(200);
    const sent = (await pos.admin('POST', `/api/tables/${id}/command`)).json<SendCommandResponse>();

    const tickets = await ticketsOf(sent.order.orderId!);
    expect(tickets).toMatchObject([{ kind: 'send', stationId: cocina, sequence: 1 }]);
    expect(tickets[0]!.lines).toEqual([expect.objectContaining({ orderLineId: lines[0]!.id, quantity: 2 })]);
    const job = await jobDocument(tickets[0]!.printJobId);
    expect(job.document).toMatchObject({ channel: 'delivery', items: [{ name: 'Ajiaco santafereño', quantity: 2 }] });
  });

  it("puts a product with no printer at no station: its ticket prints on the branch's default printer", async () => {
    const table = await pos.table(3);
    const water = { id: newId(), productId: products.get('Agua')!, quantity: 1 };
    await pos.mesero('POST', `/api/tables/${table.id}/lines`, { lines: [water], people: 1 });
    const sent = (await pos.mesero('POST', `/api/tables/${table.id}/command`)).json<SendCommandResponse>();
    const [ticket] = await ticketsOf(sent.order.orderId!);
    expect(ticket).toMatchObject({ stationId: null, lines: [expect.objectContaining({ orderLineId: water.id })] });
    expect(await jobDocument(ticket!.printJobId)).toMatchObject({ kind: 'command', printerId: null });
  });
});
