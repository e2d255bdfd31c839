import type { PrintDocument } from '@comandero/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakePrinter, startFakePrinter } from '../../../test/fake-printer.js';
import { createTestApp, TEST_DIALECT, type TestApp } from '../../../test/harness.js';
import { eventually, type PrintingPos, printingPos } from '../../../test/printing-kit.js';
import type { BusEvent } from '../../events/event-bus.js';
import { readableEscPos } from '../escpos/readable.js';
import { renderEscPos } from '../escpos/render.js';
import { createPrintJobsRepository } from '../print-jobs.repository.js';
import { createPrintersRepository } from '../printers.repository.js';
import { createPrintQueue, DEFAULT_QUEUE_OPTIONS } from './queue.js';
import { createPrintQueueRepository } from './queue.repository.js';

describe(`print queue on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  let pos: PrintingPos;
  let cocina: FakePrinter;
  let bar: FakePrinter;
  const events: BusEvent[] = [];

  beforeAll(async () => {
    app = await createTestApp();
    pos = await printingPos(app.server, app.database.db);
    app.events.subscribe(app.seed.branchId, (event) => events.push(event));
    [cocina, bar] = await Promise.all([startFakePrinter(), startFakePrinter()]);
  });
  afterAll(async () => {
    await Promise.all([cocina.stop(), bar.stop()]);
    await app.close();
  });
  beforeEach(() => {
    events.length = 0;
  });

  const jobEvents = (id: string) =>
    events.flatMap((event) => (event.type === 'print-job.changed' && event.job.id === id ? [event] : []));
  const storedDocument = async (id: string) => {
    const row = await app.database.db
      .selectFrom('print_jobs')
      .select('document')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return JSON.parse(row.document) as PrintDocument;
  };

  it('with no printer configured, a job falls back to the browser (preview) and the terminal hears it', async () => {
    const sent = await pos.sendCommand(9, ['Agua']);
    await app.printQueue.runOnce();
    const job = await pos.job(sent.jobs[0]!.id);
    expect(job).toMatchObject({ status: 'preview', attempts: 0, sentTo: null });
    expect(jobEvents(job.id)).toEqual([
      { type: 'print-job.changed', job: expect.objectContaining({ status: 'preview' }), sentBy: pos.userIds.mesero },
    ]);
  });

  it("prints a kitchen command on the default printer: exactly the renderer's bytes, once; COMMAND PRINTER", async () => {
    const printer = await pos.addPrinter('Cocina', cocina.port);
    const sent = await pos.sendCommand(1, ['Ajiaco santafereño']);
    expect(sent.jobs).toEqual([expect.objectContaining({ kind: 'command', status: 'pending', printerId: null })]);
    await app.printQueue.runOnce();
    await app.printQueue.runOnce();
    const id = sent.jobs[0]!.id;
    const expected = renderEscPos('command', await storedDocument(id), {
      currency: 'COP',
      width: 80,
      timeZone: 'America/Bogota',
    });
    expect(cocina.jobs).toHaveLength(1);
    expect(new Uint8Array(cocina.jobs[0]!)).toEqual(expected);
    const job = await pos.job(id);
    expect(job).toMatchObject({
      status: 'printed',
      attempts: 1,
      lastError: null,
      sentTo: { id: printer.id, name: 'Cocina' },
    });
    expect(job.printedAt).toBeTruthy();
    expect(jobEvents(id)).toEqual([
      { type: 'print-job.changed', job: expect.objectContaining({ status: 'printed' }), sentBy: pos.userIds.mesero },
    ]);
    const [listed] = (await pos.admin('GET', '/api/printers')).json();
    expect(listed.status).toMatchObject({ state: 'online', error: null });
  });

  it("routes each product's lines to its own printer: the bar gets only the drinks", async () => {
    const barPrinter = await pos.addPrinter('Bar', bar.port);
    const lemonade = await app.database.db
      .selectFrom('products')
      .select('id')
      .where('name', '=', 'Limonada de coco')
      .executeTakeFirstOrThrow();
    await pos.admin('PUT', `/api/printers/${barPrinter.id}/products`, { productIds: [lemonade.id] });
    cocina.jobs.length = 0;
    const sent = await pos.sendCommand(2, ['Limonada de coco', 'Ajiaco santafereño']);
    expect(sent.jobs.map((job) => job.printerId).sort()).toEqual([barPrinter.id, null].sort());
    await app.printQueue.runOnce();
    expect(bar.jobs.map((bytes) => readableEscPos(bytes))).toEqual([expect.stringContaining('Limonada de coco')]);
    expect(readableEscPos(bar.jobs[0]!)).not.toContain('Ajiaco');
    expect(cocina.jobs.map((bytes) => readableEscPos(bytes))).toEqual([expect.stringContaining('Ajiaco santafereño')]);
  });

  it('with the printer down, closing a table still answers at once; the jobs wait, then print once when it is back', async () => {
    await cocina.stop();
    app.printQueue.start();
    try {
      const sent = await pos.sendCommand(3, ['Ajiaco santafereño']);
      // The close stores the bill's job and answers; how long it takes with the printer down is
      // measured by `npm run bench` (bench/live-updates.ts), not asserted on a machine that may be busy.
      const closed = await pos.closeTable(3);
      expect(closed.statusCode, closed.body).toBe(200);
      const billId = closed.json<{ billJobId: string }>().billJobId;
      const ids = [sent.jobs[0]!.id, billId];
      // The worker tries, fails, and schedules a retry; the sender hears COMMAND ERROR.
      for (const id of ids) {
        const job = await eventually(async () => {
          const current = await pos.job(id);
          // Claiming counts the attempt; the outcome (and its error) follows the send.
          return current.attempts >= 1 && current.status !== 'printing' && current;
        });
        expect(job).toMatchObject({ status: 'pending', lastError: expect.stringContaining(`${cocina.port}`) });
        expect(job.nextAttemptAt! > app.clock.now().toISOString()).toBe(true);
      }
      // The event follows the stored outcome.
      const heard = await eventually(async () => jobEvents(billId).at(-1));
      expect(heard).toMatchObject({
        job: { status: 'pending', lastError: expect.any(String) },
        sentBy: pos.userIds.caja,
      });
      const printers = (await pos.admin('GET', '/api/printers')).json();
      expect(printers.find((p: { nameCustom: string }) => p.nameCustom === 'Cocina').status.state).toBe('offline');

      cocina = await startFakePrinter(cocina.port);
      app.clock.advanceSeconds(120);
      await eventually(async () =>
        (await Promise.all(ids.map((id) => pos.job(id)))).every((job) => job.status === 'printed'),
      );
      await app.printQueue.runOnce();
      expect(cocina.jobs).toHaveLength(2);
      expect(readableEscPos(cocina.jobs[0]!)).toContain('COMANDA');
      expect(readableEscPos(cocina.jobs[1]!)).toContain('FACTURA DE VENTA');
      await eventually(async () => jobEvents(billId).at(-1)?.job.status === 'printed');
    } finally {
      await app.printQueue.stop();
    }
  });

  it('reports paper out from the status answer and prints after the paper is changed', async () => {
    cocina.jobs.length = 0;
    cocina.status = { offlineCause: 0x12 | 0x20, paperSensor: 0x12 | 0x60 };
    const sent = await pos.sendCommand(4, ['Agua']);
    await app.printQueue.runOnce();
    expect(await pos.job(sent.jobs[0]!.id)).toMatchObject({
      status: 'pending',
      lastError: 'The printer is out of paper',
    });
    expect(cocina.jobs).toHaveLength(0);
    const printers = (await pos.admin('GET', '/api/printers')).json();
    expect(printers.find((p: { nameCustom: string }) => p.nameCustom === 'Cocina').status.state).toBe('paper-out');
    cocina.status = { offlineCause: 0x12, paperSensor: 0x12 };
    app.clock.advanceSeconds(120);
    await app.printQueue.runOnce();
    expect(await pos.job(sent.jobs[0]!.id)).toMatchObject({ status: 'printed', attempts: 2 });
    expect(cocina.jobs).toHaveLength(1);
  });

  it('gives up after the last attempt (failed, kept), and a reprint of it prints a copy', async () => {
    await cocina.stop();
    const sent = await pos.sendCommand(5, ['Agua']);
    const id = sent.jobs[0]!.id;
    await app.database.db
      .updateTable('print_jobs')
      .set({ attempts: DEFAULT_QUEUE_OPTIONS.maxAttempts - 1 })
      .where('id', '=', id)
      .execute();
    await app.printQueue.runOnce();
    expect(await pos.job(id)).toMatchObject({ status: 'failed', nextAttemptAt: null, lastError: expect.any(String) });
    expect(jobEvents(id).at(-1)).toMatchObject({ job: { status: 'failed' } });
    cocina = await startFakePrinter(cocina.port);
    app.clock.advanceSeconds(120);
    const copy = await pos.mesero('POST', `/api/print-jobs/${id}/reprint`);
    expect(copy.statusCode, copy.body).toBe(201);
    await app.printQueue.runOnce();
    expect(await pos.job(copy.json().id)).toMatchObject({ status: 'printed', kind: 'command' });
    expect(await pos.job(id)).toMatchObject({ status: 'failed' });
    expect(cocina.jobs).toHaveLength(1);
  });

  it('never prints a job twice with two workers on the same database, and takes back jobs of a dead worker', async () => {
    cocina.jobs.length = 0;
    const before = (await pos.jobs()).length;
    for (const n of [6, 7, 8]) await pos.sendCommand(n, ['Agua']);
    const other = createPrintQueue(
      {
        queue: createPrintQueueRepository(app.database.db),
        printers: createPrintersRepository(app.database.db),
        jobs: createPrintJobsRepository(app.database.db),
        events: app.events,
        clock: app.clock,
        log: app.server.log,
      },
      { ...DEFAULT_QUEUE_OPTIONS, timeZone: 'America/Bogota' },
    );
    await Promise.all([app.printQueue.runOnce(), other.runOnce(), app.printQueue.runOnce(), other.runOnce()]);
    expect(cocina.jobs).toHaveLength(3);
    // A worker that died mid-send left a job 'printing'; once its lease runs out the job prints again.
    const sent = await pos.sendCommand(10, ['Agua']);
    const id = sent.jobs[0]!.id;
    const claimedAt = app.clock.now().toISOString();
    await app.database.db
      .updateTable('print_jobs')
      .set({ status: 'printing', claimed_at: claimedAt })
      .where('id', '=', id)
      .execute();
    await other.runOnce();
    expect((await pos.job(id)).status).toBe('printing');
    app.clock.advanceSeconds(60);
    await other.runOnce();
    expect(await pos.job(id)).toMatchObject({ status: 'printed' });
    expect(cocina.jobs).toHaveLength(4);
    expect((await pos.jobs()).length).toBe(before + 4);
  });

  it('lists jobs newest first with their printer and sender, filtered by status', async () => {
    const page = (await pos.admin('GET', '/api/print-jobs?page=0&pageSize=3')).json();
    expect(page).toMatchObject({ page: 0, pageSize: 3 });
    expect(page.content).toHaveLength(3);
    expect(page.totalElements).toBeGreaterThan(3);
    const stamps = page.content.map((job: { createdAt: string }) => job.createdAt);
    expect([...stamps].sort().reverse()).toEqual(stamps);
    expect(page.content[0].createdBy).toEqual({ id: pos.userIds.mesero, name: expect.any(String) });
    const failed = (await pos.admin('GET', '/api/print-jobs?status=failed')).json();
    expect(failed.content.every((job: { status: string }) => job.status === 'failed')).toBe(true);
    expect(failed.totalElements).toBe(1);
  });
});
