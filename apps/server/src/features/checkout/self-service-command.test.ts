import type { CloseResult, PrintJob } from '@comandero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../shared/ids.js';
import { type FakePrinter, startFakePrinter } from '../../test/fake-printer.js';
import { createTestApp, TEST_DIALECT, type TestApp } from '../../test/harness.js';
import { type PrintingPos, printingPos } from '../../test/printing-kit.js';
import { readableEscPos } from '../printing/escpos/readable.js';

describe(`a self-service order's kitchen command on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  let pos: PrintingPos;
  let cocina: FakePrinter;
  let bar: FakePrinter;
  const products = new Map<string, string>();

  beforeAll(async () => {
    app = await createTestApp();
    pos = await printingPos(app.server, app.database.db);
    [cocina, bar] = await Promise.all([startFakePrinter(), startFakePrinter()]);
    for (const row of await app.database.db.selectFrom('products').select(['id', 'name']).execute()) {
      products.set(row.name, row.id);
    }
    // The first printer is the branch's default; the bar prints the lemonade.
    await pos.addPrinter('Cocina', cocina.port);
    const barPrinter = await pos.addPrinter('Bar', bar.port);
    const assigned = await pos.admin('PUT', `/api/printers/${barPrinter.id}/products`, {
      productIds: [products.get('Limonada de coco')],
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
  });
  afterAll(async () => {
    await Promise.all([cocina.stop(), bar.stop()]);
    await app.close();
  });

  const order = (id: string) =>
    pos.admin('POST', '/api/orders/self-service', {
      id,
      lines: [
        { id: newId(), productId: products.get('Limonada de coco'), quantity: 2 },
        { id: newId(), productId: products.get('Ajiaco santafereño'), quantity: 1 },
      ],
      methodPay: 'Tarjeta',
    });
  const jobsOf = async (orderId: string) => {
    const rows = await app.database.db
      .selectFrom('print_jobs')
      .select(['id', 'kind'])
      .where('order_id', '=', orderId)
      .execute();
    const jobs = await pos.jobs();
    return rows.map((row) => jobs.find((job) => job.id === row.id) as PrintJob);
  };

  it("sends each product's lines to its printer, as a table's command does, beside the customer's ticket", async () => {
    const id = newId();
    const answer = await order(id);
    expect(answer.statusCode, answer.body).toBe(200);
    const { order: closed, billJobId } = answer.json<CloseResult>();
    await app.printQueue.runOnce();

    const kitchen = cocina.jobs.map((bytes) => readableEscPos(bytes));
    const drinks = bar.jobs.map((bytes) => readableEscPos(bytes));
    // The bar gets only the lemonades; the default printer the ajiaco's command and the ticket.
    expect(drinks).toHaveLength(1);
    expect(drinks[0]).toContain('COMANDA');
    expect(drinks[0]).toContain(`Autoservicio #${closed.displayNumber}`);
    expect(drinks[0]).toMatch(/2x Limonada de coco/);
    expect(drinks[0]).not.toContain('Ajiaco');
    const command = kitchen.find((text) => text.includes('COMANDA'));
    expect(command).toMatch(/1x Ajiaco santafereño/);
    expect(command).not.toContain('Limonada');
    expect(kitchen.filter((text) => text.includes('AUTOSERVICIO'))).toHaveLength(1);
    expect(kitchen).toHaveLength(2);

    const jobs = await jobsOf(id);
    expect(jobs.map((job) => job.kind).sort()).toEqual(['command', 'command', 'self-service']);
    expect(jobs.every((job) => job.status === 'printed')).toBe(true);
    expect(jobs.find((job) => job.kind === 'self-service')?.id).toBe(billJobId);
  });

  it('queues the command once: the same order sent again answers the same ticket and prints nothing more', async () => {
    const id = newId();
    const first = (await order(id)).json<CloseResult>();
    await app.printQueue.runOnce();
    const printed = cocina.jobs.length + bar.jobs.length;
    const again = await order(id);
    expect(again.statusCode).toBe(200);
    expect(again.json<CloseResult>().billJobId).toBe(first.billJobId);
    await app.printQueue.runOnce();
    expect(cocina.jobs.length + bar.jobs.length).toBe(printed);
    expect((await jobsOf(id)).map((job) => job.kind).sort()).toEqual(['command', 'command', 'self-service']);
  });
});
