import type { BillingConfig, Printer, PrintJob, TestPrintResult } from '@comandero/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakePrinter, startFakePrinter } from '../../test/fake-printer.js';
import { createOtherTenant } from '../../test/fixtures.js';
import { bearer, createTestApp, TEST_DIALECT, type TestApp } from '../../test/harness.js';
import { readableEscPos } from './escpos/readable.js';

type Role = 'admin' | 'caja' | 'mesero' | 'other';

describe(`printers and billing settings on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  let fake: FakePrinter;
  const jwt: Record<Role, string> = { admin: '', caja: '', mesero: '', other: '' };

  beforeAll(async () => {
    app = await createTestApp();
    fake = await startFakePrinter();
    jwt.admin = (await app.login('admin@demo.pos', 'admin1234')).jwt;
    jwt.caja = (await app.login('caja@demo.pos', 'caja1234')).jwt;
    jwt.mesero = (await app.login('mesero@demo.pos', 'mesero1234')).jwt;
    const other = await createOtherTenant(app.database.db);
    jwt.other = (await app.login(other.email, other.password)).jwt;
  });
  afterAll(async () => {
    await fake.stop();
    await app.close();
  });

  const call = (role: Role, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.server.inject({ method, url, headers: bearer(jwt[role]), ...(payload ? { payload } : {}) });
  const create = async (name: string, extra: object = {}) => {
    const answer = await call('admin', 'POST', '/api/printers', { nameCustom: name, host: '127.0.0.1', ...extra });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json<Printer>();
  };
  const list = async (role: Role = 'admin') => (await call(role, 'GET', '/api/printers')).json<Printer[]>();
  const defaults = async () => (await list()).filter((printer) => printer.defaultPrinter).map((p) => p.nameCustom);

  it('adds network printers: port 9100 and 80 mm by default, the first one the default', async () => {
    const cocina = await create('Cocina');
    expect(cocina).toMatchObject({
      nameCustom: 'Cocina',
      host: '127.0.0.1',
      port: 9100,
      width: 80,
      defaultPrinter: true,
      status: { state: 'unknown', checkedAt: null, error: null },
    });
    const bar = await create('Bar', { port: 9101, width: 58 });
    expect(bar).toMatchObject({ port: 9101, width: 58, defaultPrinter: false });
    expect(await defaults()).toEqual(['Cocina']);
    // Waiters' terminals see the printers (COMMAND ERROR opens the configuration) but change nothing.
    expect((await list('mesero')).map((printer) => printer.nameCustom)).toEqual(['Cocina', 'Bar']);
    expect((await call('mesero', 'POST', '/api/printers', { nameCustom: 'X', host: 'h' })).statusCode).toBe(403);
    expect((await call('caja', 'PUT', `/api/printers/${bar.id}`, { nameCustom: 'Y' })).statusCode).toBe(403);
  });

  it('refuses bad hosts, ports and widths with 400 naming the field', async () => {
    for (const body of [
      { nameCustom: 'P', host: 'http://10.0.0.7' },
      { nameCustom: 'P', host: '10.0.0.7', port: 0 },
      { nameCustom: 'P', host: '10.0.0.7', width: 72 },
      { nameCustom: '', host: '10.0.0.7' },
    ]) {
      const answer = await call('admin', 'POST', '/api/printers', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error.details[0].path).toMatch(/^body\./);
    }
  });

  it('renames, moves and sets the default, keeping exactly one default per branch', async () => {
    const [cocina, bar] = await list();
    const moved = await call('admin', 'PUT', `/api/printers/${bar!.id}`, {
      nameCustom: 'Barra',
      host: 'localhost',
      port: 9200,
      defaultPrinter: true,
      version: bar!.version,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Printer>()).toMatchObject({
      nameCustom: 'Barra',
      host: 'localhost',
      port: 9200,
      defaultPrinter: true,
    });
    expect(await defaults()).toEqual(['Barra']);
    const stale = await call('admin', 'PUT', `/api/printers/${bar!.id}`, { nameCustom: 'Z', version: bar!.version });
    expect(stale.statusCode).toBe(409);
    expect((await call('admin', 'PUT', `/api/printers/${cocina!.id}`, { defaultPrinter: false })).statusCode).toBe(400);
    await Promise.all(
      [cocina, bar].map((p) => call('admin', 'PUT', `/api/printers/${p!.id}`, { defaultPrinter: true })),
    );
    expect(await defaults()).toHaveLength(1);
  });

  it('soft deletes ({ids, payload}) and hands the default to the oldest printer left', async () => {
    const terraza = await create('Terraza');
    await call('admin', 'PUT', `/api/printers/${terraza.id}`, { defaultPrinter: true });
    const bulk = await call('admin', 'PUT', '/api/printers', { ids: [terraza.id], payload: { deleted: true } });
    expect(bulk.json()).toEqual({ deleted: 1 });
    expect((await list()).map((printer) => printer.nameCustom)).toEqual(['Cocina', 'Barra']);
    expect(await defaults()).toEqual(['Cocina']);
    expect((await call('admin', 'PUT', `/api/printers/${terraza.id}`, { nameCustom: 'X' })).statusCode).toBe(404);
    const temporal = await create('Temporal');
    expect((await call('admin', 'DELETE', `/api/printers/${temporal.id}`)).statusCode).toBe(204);
    expect((await call('admin', 'DELETE', `/api/printers/${temporal.id}`)).statusCode).toBe(404);
  });

  it("never shows or touches another business's printers", async () => {
    const [cocina] = await list();
    expect(await list('other')).toEqual([]);
    expect((await call('other', 'PUT', `/api/printers/${cocina!.id}`, { nameCustom: 'Mío' })).statusCode).toBe(404);
    expect((await call('other', 'POST', `/api/printers/${cocina!.id}/test`)).statusCode).toBe(404);
    expect((await call('other', 'DELETE', `/api/printers/${cocina!.id}`)).statusCode).toBe(404);
    const theft = await call('other', 'PUT', '/api/printers', { ids: [cocina!.id], payload: { deleted: true } });
    expect(theft.statusCode).toBe(404);
    expect((await list()).map((printer) => printer.nameCustom)).toContain('Cocina');
  });

  it('assigns a printer to selected products in bulk, and -1 takes it off', async () => {
    const [, barra] = await list();
    const db = app.database.db;
    const drinks = await db
      .selectFrom('products')
      .select('id')
      .where('name', 'in', ['Agua', 'Limonada de coco'])
      .execute();
    const productIds = drinks.map((row) => row.id);
    const catalogVersion = async () =>
      (await call('mesero', 'GET', '/api/menu/catalog')).json<{ version: string }>().version;
    const before = await catalogVersion();
    const heard: string[] = [];
    const stop = app.events.subscribe(app.seed.branchId, (event) => heard.push(event.type));
    const assigned = await call('admin', 'PUT', `/api/printers/${barra!.id}/products`, { productIds });
    stop();
    expect(assigned.json()).toEqual({ printerId: barra!.id, updated: 2 });
    // A product's printer is in the terminals' catalog: its version moves and they are told to read it again.
    expect(await catalogVersion()).not.toBe(before);
    expect(heard).toContain('catalog.changed');
    const printerOf = async () =>
      (await db.selectFrom('products').select('printer_id').where('id', 'in', productIds).execute()).map(
        (row) => row.printer_id,
      );
    expect(await printerOf()).toEqual([barra!.id, barra!.id]);
    // Another business cannot aim our products at its printer, nor ours at anything.
    expect((await call('other', 'PUT', `/api/printers/-1/products`, { productIds })).json().updated).toBe(0);
    expect((await call('admin', 'PUT', '/api/printers/-1/products', { productIds })).json()).toEqual({
      printerId: null,
      updated: 2,
    });
    expect(await printerOf()).toEqual([null, null]);
    expect((await call('admin', 'PUT', '/api/printers/bar/products', { productIds })).statusCode).toBe(400);
    expect((await call('mesero', 'PUT', '/api/printers/-1/products', { productIds })).statusCode).toBe(403);
  });

  it('test prints straight to the printer and reports online, offline or paper out', async () => {
    const real = await create('Prueba', { port: fake.port });
    const printed = await call('admin', 'POST', `/api/printers/${real.id}/test`);
    expect(printed.json<TestPrintResult>()).toMatchObject({ printed: true, status: { state: 'online', error: null } });
    expect(readableEscPos(fake.jobs.at(-1)!)).toContain(`127.0.0.1:${fake.port}`);
    fake.status = { offlineCause: 0x12 | 0x20, paperSensor: 0x12 | 0x60 };
    const noPaper = (await call('admin', 'POST', `/api/printers/${real.id}/test`)).json<TestPrintResult>();
    expect(noPaper).toMatchObject({ printed: false, status: { state: 'paper-out' } });
    fake.status = { offlineCause: 0x12, paperSensor: 0x12 };
    const down = await startFakePrinter();
    await down.stop();
    const gone = await create('Apagada', { port: down.port });
    const offline = (await call('admin', 'POST', `/api/printers/${gone.id}/test`)).json<TestPrintResult>();
    expect(offline).toMatchObject({ printed: false, status: { state: 'offline' } });
    const listed = (await list()).find((printer) => printer.id === gone.id);
    expect(listed?.status.state).toBe('offline');
    expect(listed?.status.checkedAt).toBeTruthy();
  });

  it('keeps billing settings; the consecutive is the last bill number issued', async () => {
    const fresh = (await call('admin', 'GET', '/api/billing-config')).json<BillingConfig>();
    expect(fresh).toEqual({ consecutive: 0, header: '', footer: '', qr: '', updatedAt: null, version: 0 });
    const saved = await call('admin', 'PUT', '/api/billing-config', {
      consecutive: 1000,
      header: 'Café La Peña\nNIT 900.123.456-7',
      footer: '¡Gracias!',
      qr: 'https://comandero.example/f',
      version: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<BillingConfig>()).toMatchObject({ consecutive: 1000, footer: '¡Gracias!', version: 1 });
    const partial = await call('admin', 'PUT', '/api/billing-config', { footer: 'Vuelva pronto' });
    expect(partial.json<BillingConfig>()).toMatchObject({
      consecutive: 1000,
      header: 'Café La Peña\nNIT 900.123.456-7',
    });
    expect((await call('admin', 'PUT', '/api/billing-config', { qr: 'x', version: 1 })).statusCode).toBe(409);
    expect((await call('admin', 'PUT', '/api/billing-config', {})).statusCode).toBe(400);
    expect((await call('mesero', 'PUT', '/api/billing-config', { footer: 'x' })).statusCode).toBe(403);
    expect((await call('other', 'GET', '/api/billing-config')).json<BillingConfig>().consecutive).toBe(0);
  });

  it('answers the QR image as a PNG', async () => {
    const answer = await call('admin', 'POST', '/api/printers/qrcode', { message: 'https://comandero.example/f' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect([...answer.rawPayload.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect((await call('admin', 'POST', '/api/printers/qrcode', { message: '' })).statusCode).toBe(400);
    expect((await call('mesero', 'POST', '/api/printers/qrcode', { message: 'x' })).statusCode).toBe(403);
  });

  it('answers any body to the printer and billing writes with a 4xx or success, never a 500', async () => {
    const [cocina] = await list();
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (body) => {
        for (const [method, url] of [
          ['POST', '/api/printers'],
          ['PUT', `/api/printers/${cocina!.id}`],
          ['PUT', '/api/printers'],
          ['PUT', `/api/printers/${cocina!.id}/products`],
          ['PUT', '/api/billing-config'],
        ] as const) {
          const answer = await app.server.inject({
            method,
            url,
            headers: { ...bearer(jwt.admin), 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
          expect(answer.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBeLessThan(500);
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it('lists the jobs newest first, page by page, for this branch only', async () => {
    const page = (await call('admin', 'GET', '/api/print-jobs?page=0&pageSize=5')).json();
    expect(page).toMatchObject({ page: 0, pageSize: 5, totalElements: 0, content: [] });
    expect((await call('admin', 'GET', '/api/print-jobs?pageSize=500')).statusCode).toBe(400);
    expect(((await call('other', 'GET', '/api/print-jobs')).json().content as PrintJob[]).length).toBe(0);
  });
});
