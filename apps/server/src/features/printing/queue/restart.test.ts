import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../../app.js';
import { type DatabaseHandle, migrateToLatest, openSqlite } from '../../../db/database.js';
import { seedDemo } from '../../../seed/demo.js';
import { type FakePrinter, startFakePrinter } from '../../../test/fake-printer.js';
import { manualClock, openTestDatabase, TEST_DIALECT, TEST_PIN_PEPPER, testConfig } from '../../../test/harness.js';
import { eventually, printingPos } from '../../../test/printing-kit.js';
import { readableEscPos } from '../escpos/readable.js';

/**
 * The same database across a server restart: SQLite reopens its file; PostgreSQL keeps its schema
 * (the handle outlives the first server, as the database outlives a restart).
 */
async function sharedDatabase(): Promise<{ open(): Promise<DatabaseHandle>; dispose(): Promise<void> }> {
  if (TEST_DIALECT === 'sqlite') {
    const folder = mkdtempSync(path.join(tmpdir(), 'comandero-restart-'));
    const file = path.join(folder, 'pos.sqlite');
    return {
      open: async () => openSqlite(file),
      dispose: async () => rmSync(folder, { recursive: true, force: true }),
    };
  }
  const handle = await openTestDatabase();
  return { open: async () => ({ ...handle, close: async () => {} }), dispose: () => handle.close() };
}

describe(`print queue across a server restart on ${TEST_DIALECT}`, () => {
  const printers: FakePrinter[] = [];
  let dispose = async () => {};
  afterAll(async () => {
    await Promise.all(printers.map((printer) => printer.stop()));
    await dispose();
  });

  it('loses no job and prints none twice when one server stops and the next takes over', async () => {
    const database = await sharedDatabase();
    dispose = database.dispose;
    const clock = manualClock();
    const start = async (): Promise<{ app: App; handle: DatabaseHandle }> => {
      const handle = await database.open();
      await migrateToLatest(handle.db, handle.schema);
      await seedDemo(handle.db, clock, TEST_PIN_PEPPER);
      const app = await buildApp({
        config: testConfig(),
        db: handle.db,
        dialect: handle.dialect,
        clock,
        printQueue: { autoStart: true, pollMs: 20 },
      });
      await app.server.ready();
      return { app, handle };
    };
    const stop = async ({ app, handle }: { app: App; handle: DatabaseHandle }) => {
      await app.server.close();
      await handle.close();
    };
    const received = () => printers.flatMap((printer) => printer.jobs.map((bytes) => readableEscPos(bytes)));
    const statusOf = async (handle: DatabaseHandle, id: string) =>
      await handle.db
        .selectFrom('print_jobs')
        .select(['status', 'attempts'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();

    // First server: the kitchen printer takes command A, then goes down before B and C.
    let cocina = await startFakePrinter();
    printers.push(cocina);
    const first = await start();
    const pos = await printingPos(first.app.server, first.handle.db);
    await pos.addPrinter('Cocina', cocina.port);
    const a = (await pos.sendCommand(1, ['Ajiaco santafereño'])).jobs[0]!.id;
    await eventually(async () => (await statusOf(first.handle, a)).status === 'printed');
    await cocina.stop();
    const b = (await pos.sendCommand(2, ['Limonada de coco'])).jobs[0]!.id;
    const c = (await pos.sendCommand(3, ['Agua'])).jobs[0]!.id;
    await eventually(async () => (await statusOf(first.handle, c)).attempts >= 1);
    await stop(first);

    // As if the first server had died in the middle of sending C: still 'printing', its lease running.
    const between = await database.open();
    await between.db
      .updateTable('print_jobs')
      .set({ status: 'printing', claimed_at: clock.now().toISOString() })
      .where('id', '=', c)
      .execute();
    await between.close();

    // Second server on the same database, the printer back on the same address, retries and lease due.
    cocina = await startFakePrinter(cocina.port);
    printers.push(cocina);
    clock.advanceSeconds(120);
    const second = await start();
    await eventually(async () => {
      const statuses = await Promise.all([a, b, c].map((id) => statusOf(second.handle, id)));
      return statuses.every((job) => job.status === 'printed');
    });
    await second.app.printQueue.runOnce();
    await stop(second);

    const tickets = received();
    expect(tickets).toHaveLength(3);
    for (const product of ['Ajiaco santafereño', 'Limonada de coco', 'Agua']) {
      expect(
        tickets.filter((ticket) => ticket.includes(product)),
        product,
      ).toHaveLength(1);
    }
  });
});
