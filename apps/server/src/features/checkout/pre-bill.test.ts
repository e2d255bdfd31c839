import type { BillDocument, PrintJobSummary, Table, TableOrder } from '@comandero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../shared/ids.js';
import { type FakePrinter, startFakePrinter } from '../../test/fake-printer.js';
import { createOtherTenant } from '../../test/fixtures.js';
import { bearer, createTestApp, TEST_DIALECT, type TestApp } from '../../test/harness.js';
import { type PrintingPos, printingPos } from '../../test/printing-kit.js';
import { readableEscPos } from '../printing/escpos/readable.js';
import { renderEscPos } from '../printing/escpos/render.js';

describe(`pre-bill (print bill before charging) on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  let pos: PrintingPos;
  let printer: FakePrinter;

  beforeAll(async () => {
    app = await createTestApp();
    pos = await printingPos(app.server, app.database.db);
    printer = await startFakePrinter();
    await pos.addPrinter('Caja', printer.port);
    const saved = await pos.admin('PUT', '/api/billing-config', { consecutive: 500, header: 'Café La Peña' });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(async () => {
    await printer.stop();
    await app.close();
  });

  const preBill = (role: 'admin' | 'caja' | 'mesero', tableId: string) =>
    pos[role]('POST', `/api/tables/${tableId}/pre-bill`);
  const storedDocument = async (id: string) => {
    const row = await app.database.db
      .selectFrom('print_jobs')
      .select('document')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return JSON.parse(row.document) as BillDocument;
  };
  /** What the printer received since `before` jobs, read back as text. */
  const printedSince = (before: number) => printer.jobs.slice(before).map((bytes) => readableEscPos(bytes));

  it('prints PRE-CUENTA for the cashier with the discount, the included tax and the suggested tip; nothing is charged', async () => {
    await pos.sendCommand(1, ['Limonada de coco', 'Limonada de coco', 'Ajiaco santafereño']);
    await app.printQueue.runOnce();
    const target = await pos.table(1);
    const discount = { reason: 'cumpleanios', type: 'PERCENT', value: 10 };
    expect((await pos.caja('PUT', `/api/tables/${target.id}/discount`, { discount })).statusCode).toBe(200);
    const before = printer.jobs.length;

    const answer = await preBill('caja', target.id);
    expect(answer.statusCode, answer.body).toBe(201);
    const job = answer.json<PrintJobSummary>();
    expect(job).toMatchObject({ kind: 'pre-bill', status: 'pending', printerId: null });
    expect(job.items.map((item) => `${item.quantity}× ${item.name}`)).toEqual([
      '1× Limonada de coco',
      '1× Limonada de coco',
      '1× Ajiaco santafereño',
    ]);
    await app.printQueue.runOnce();

    // Exactly the renderer's bytes, on the default printer.
    const document = await storedDocument(job.id);
    const expected = renderEscPos('pre-bill', document, { currency: 'COP', width: 80, timeZone: 'America/Bogota' });
    expect(printer.jobs.slice(before).map((bytes) => new Uint8Array(bytes))).toEqual([expected]);
    const [text = ''] = printedSince(before);
    // 46.000 − 10 % = 41.400; the 8 % consumption tax is inside the prices; the onsite tip suggested is 10 % = 4.140.
    expect(text).toContain('PRE-CUENTA');
    expect(text).toMatch(/Descuento\s+-\$4\.600/);
    expect(text).toMatch(/Impuesto al consumo \(incluido\)\s+\$3\.067/);
    expect(text).toMatch(/Propina sugerida\s+\$4\.140/);
    expect(text).toMatch(/TOTAL\s+\$45\.540/);
    expect(text).toContain('Mesa 1');
    // Not an invoice: no bill title, no consecutive taken, no order number, no payment.
    expect(text).not.toContain('FACTURA');
    expect(text).not.toContain('No. ');
    expect(text).not.toContain('Orden');
    expect(text).not.toContain('Medio de pago');
    expect(document).toMatchObject({ preBill: true, displayNumber: null, payment: null });
    expect((await pos.admin('GET', '/api/billing-config')).json().consecutive).toBe(500);

    // The table stays open with its order; the bill printed at the close is the real one.
    expect(await pos.table(1)).toMatchObject({ busy: true, currentOrderId: target.currentOrderId });
    const order = (await pos.caja('GET', `/api/tables/${target.id}/order`)).json<TableOrder>();
    expect(order.lines).toHaveLength(3);

    // The browser fallback prints the same pre-bill.
    const preview = (await pos.caja('GET', `/api/print-jobs/${job.id}/preview`)).body;
    expect(preview).toContain('PRE-CUENTA');
    expect(preview).toContain('Propina sugerida');
    expect(preview).toContain('$45.540');
  });

  it('is for administrador and caja only: a waiter gets 403 and nothing is queued', async () => {
    const target = await pos.table(1);
    const jobsBefore = (await pos.jobs()).length;
    const refused = await preBill('mesero', target.id);
    expect(refused.statusCode).toBe(403);
    expect((await pos.jobs()).length).toBe(jobsBefore);
    const admin = await preBill('admin', target.id);
    expect(admin.statusCode, admin.body).toBe(201);
    expect(admin.json<PrintJobSummary>().kind).toBe('pre-bill');
  });

  it('answers 409 for a table with no order, 404 for an unknown table or one of another branch', async () => {
    const free = (await pos.admin('GET', '/api/tables/number/5')).json<Table>();
    expect(free.busy).toBe(false);
    const empty = await preBill('caja', free.id);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().error.code).toBe('NOTHING_TO_CLOSE');
    expect((await preBill('caja', newId())).statusCode).toBe(404);
    const other = await createOtherTenant(app.database.db);
    const login = await app.login(other.email, other.password);
    const target = await pos.table(1);
    const foreign = await app.server.inject({
      method: 'POST',
      url: `/api/tables/${target.id}/pre-bill`,
      headers: bearer(login.jwt),
    });
    expect(foreign.statusCode).toBe(404);
  });
});
