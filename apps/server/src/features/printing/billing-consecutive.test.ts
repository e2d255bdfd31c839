import type { BillDocument, BillingConfig, CloseResult, PrintJob } from '@comandero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../shared/ids.js';
import { createOtherTenant } from '../../test/fixtures.js';
import { bearer, createTestApp, TEST_DIALECT, type TestApp } from '../../test/harness.js';
import { type PrintingPos, printingPos } from '../../test/printing-kit.js';
import { readableEscPos } from './escpos/readable.js';
import { renderEscPos } from './escpos/render.js';

describe(`bill consecutive and billing texts on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  let pos: PrintingPos;

  beforeAll(async () => {
    app = await createTestApp();
    pos = await printingPos(app.server, app.database.db);
    const saved = await pos.admin('PUT', '/api/billing-config', {
      consecutive: 1000,
      header: 'Café La Peña\nNIT 900.123.456-7',
      footer: '¡Gracias por su visita!',
      qr: 'https://comandero.example/f',
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(() => app.close());

  const billOf = async (jobId: string) => {
    const row = await app.database.db
      .selectFrom('print_jobs')
      .select('document')
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    return JSON.parse(row.document) as BillDocument;
  };
  const served = async (n: number) => {
    await pos.sendCommand(n, ['Ajiaco santafereño']);
    const closed = await pos.closeTable(n);
    expect(closed.statusCode, closed.body).toBe(200);
    return closed.json<CloseResult>();
  };

  it('gives each bill the next consecutive with the header, footer and QR of the moment', async () => {
    const first = await served(1);
    const second = await served(2);
    expect((await billOf(first.billJobId)).billing).toEqual({
      consecutive: 1001,
      header: 'Café La Peña\nNIT 900.123.456-7',
      footer: '¡Gracias por su visita!',
      qr: 'https://comandero.example/f',
    });
    expect((await billOf(second.billJobId)).billing?.consecutive).toBe(1002);
    expect((await pos.admin('GET', '/api/billing-config')).json<BillingConfig>().consecutive).toBe(1002);
    // Printed (ESC/POS) and previewed (HTML, the browser fallback) alike.
    const printed = readableEscPos(
      renderEscPos('bill', await billOf(first.billJobId), { currency: 'COP', width: 80, timeZone: 'America/Bogota' }),
    );
    expect(printed).toContain('No. 1001');
    expect(printed).toContain('Café La Peña');
    expect(printed).toContain('[qr "https://comandero.example/f"]');
    const preview = (await pos.caja('GET', `/api/print-jobs/${first.billJobId}/preview`)).body;
    expect(preview).toContain('No. 1001');
    expect(preview).toContain('¡Gracias por su visita!');
    expect(preview).toContain('<svg');
  });

  it('keeps the number on reprints, from the jobs list and from the orders history', async () => {
    const closed = await served(3);
    const number = (await billOf(closed.billJobId)).billing?.consecutive;
    const copy = await pos.admin('POST', `/api/print-jobs/${closed.billJobId}/reprint`);
    expect(copy.statusCode, copy.body).toBe(201);
    expect((await billOf(copy.json<PrintJob>().id)).billing?.consecutive).toBe(number);
    const again = await pos.admin('POST', `/api/orders/${closed.order.id}/reprint`);
    expect((await billOf(again.json<{ jobId: string }>().jobId)).billing?.consecutive).toBe(number);
    expect((await pos.admin('GET', '/api/billing-config')).json<BillingConfig>().consecutive).toBe(number);
    // Another business can neither see nor reprint it.
    const other = await createOtherTenant(app.database.db);
    const { jwt } = await app.login(other.email, other.password);
    for (const [method, url] of [
      ['POST', `/api/print-jobs/${closed.billJobId}/reprint`],
      ['GET', `/api/print-jobs/${closed.billJobId}/preview`],
      ['GET', `/api/print-jobs/${closed.billJobId}`],
    ] as const) {
      expect((await app.server.inject({ method, url, headers: bearer(jwt) })).statusCode, url).toBe(404);
    }
  });

  it('never gives two bills the same number, closing at once, self-service included', async () => {
    const tables = [4, 5, 6, 7];
    for (const n of tables) await pos.sendCommand(n, ['Agua']);
    const products = await app.database.db.selectFrom('products').select('id').where('name', '=', 'Agua').execute();
    const selfService = pos.caja('POST', '/api/orders/self-service', {
      id: newId(),
      lines: [{ id: newId(), productId: products[0]!.id, quantity: 1 }],
      methodPay: 'Tarjeta',
    });
    const answers = await Promise.all([...tables.map((n) => pos.closeTable(n)), selfService]);
    const numbers = await Promise.all(
      answers.map(async (answer) => {
        expect(answer.statusCode, answer.body).toBe(200);
        return (await billOf(answer.json<CloseResult>().billJobId)).billing?.consecutive;
      }),
    );
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(Math.max(...(numbers as number[]))).toBe(
      (await pos.admin('GET', '/api/billing-config')).json<BillingConfig>().consecutive,
    );
  });

  it('answers the default printer, or 204 without one', async () => {
    expect((await pos.admin('GET', '/api/printers/default')).statusCode).toBe(204);
    const cocina = await pos.addPrinter('Cocina', 9100);
    const answer = await pos.mesero('GET', '/api/printers/default');
    expect(answer.json()).toMatchObject({ id: cocina.id, defaultPrinter: true });
  });
});
