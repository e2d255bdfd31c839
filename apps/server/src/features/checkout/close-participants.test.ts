import { type CloseResult, closeTableSchema, emptyCounts, type Table, type TableOrder } from '@comandero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import type { ClosingParticipant, OrderClose, OrderSale } from '../../shared/closing-participant.js';
import { newId } from '../../shared/ids.js';
import { bearer, createTestApp, signInDemoStaff, TEST_DIALECT, type TestApp } from '../../test/harness.js';
import { createMovementsRepository } from '../cashiers/movements.repository.js';
import type { OrdersPort } from './charging.js';
import { createCheckoutRepository } from './checkout.repository.js';
import { closeParticipants } from './close-participants.js';
import { createCloseTable } from './close-table.js';
import { createSelfService } from './self-service.js';

// Issue 28: the close's participants run inside its one transaction; one failing undoes them all.
describe(`a close with a failing participant on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  let staff: Awaited<ReturnType<typeof signInDemoStaff>>;
  let water = '';
  const call = (role: 'admin' | 'caja' | 'mesero', method: 'GET' | 'POST', url: string, payload?: object) =>
    app.server.inject({ method, url, headers: bearer(staff[role]), ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    app = await createTestApp();
    staff = await signInDemoStaff(app);
    const db = app.database.db;
    const cashier = await db.selectFrom('cashiers').select('id').where('name', '=', 'Caja 1').executeTakeFirstOrThrow();
    const opened = await call('caja', 'POST', '/api/cashiers/register/state', {
      type: 1,
      cashierId: cashier.id,
      createdAt: new Date().toISOString(),
      detail: { counts: { ...emptyCounts('COP'), bill_50000: 2 } },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    // A counted product: selling it moves stock.
    water = (await db.selectFrom('products').select('id').where('name', '=', 'Agua').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => app.close());

  /** Everything a close writes beyond the order: compared before and after the failed close. */
  async function written() {
    const db = app.database.db;
    const rows = <T>(query: Promise<T[]>) => query.then((list) => JSON.stringify(list));
    return {
      closedOrders: await rows(
        db.selectFrom('orders').select(['id', 'state', 'method_pay']).where('close', '=', 1).orderBy('id').execute(),
      ),
      stockMovements: await rows(db.selectFrom('stock_movements').select('id').orderBy('id').execute()),
      waterStock: await rows(db.selectFrom('products').select('stock').where('id', '=', water).execute()),
      salesSummary: await rows(db.selectFrom('order_sales_summary').selectAll().orderBy('close_hour').execute()),
      productSales: await rows(db.selectFrom('product_sales_daily').selectAll().orderBy('product_id').execute()),
      printJobs: await rows(db.selectFrom('print_jobs').select(['id', 'kind']).orderBy('id').execute()),
      counters: await rows(db.selectFrom('branch_counters').selectAll().orderBy('name').execute()),
    };
  }

  /** The real participants, each noting that it ran, then one that fails after them. */
  function failingAfterTheOthers(ran: string[]): ClosingParticipant[] {
    const real = closeParticipants({ catalogChanged: () => ran.push('catalog changed (after commit)') });
    const noting = real.map((participant): ClosingParticipant => {
      if (participant.stage === 'sale')
        return {
          ...participant,
          run: (trx: Db, sale: OrderSale) => {
            ran.push(participant.name);
            return participant.run(trx, sale);
          },
        };
      return {
        ...participant,
        run: (trx: Db, close: OrderClose) => {
          ran.push(participant.name);
          return participant.run(trx, close);
        },
      };
    });
    const failing: ClosingParticipant = {
      name: 'fail',
      stage: 'closed',
      async run(trx, close) {
        // The others did write, in this transaction: the rollback must take it all back.
        const movements = await trx
          .selectFrom('stock_movements')
          .select('id')
          .where('order_id', '=', close.orderId)
          .execute();
        const bills = await trx.selectFrom('print_jobs').select('id').where('id', '=', close.billJobId).execute();
        ran.push(`fail (saw ${movements.length} movement, ${bills.length} bill)`);
        throw new Error('the participant failed');
      },
    };
    return [...noting, failing];
  }

  function useCases(participants: readonly ClosingParticipant[]) {
    const { db, dialect } = app.database;
    const store = createCheckoutRepository(db, dialect);
    // What the close asks of the orders feature: telling the terminals (after commit), pricing self-service.
    const orders: OrdersPort = {
      announce: async (_scope, order) => order,
      priceLines: async () => {
        throw new Error('not used by closing a table');
      },
    };
    const deps = {
      store,
      settings: store.checkout.settings,
      orders,
      movements: createMovementsRepository(db),
      clock: app.clock,
      timeZone: 'America/Bogota',
      participants,
    };
    return {
      closeTable: createCloseTable({ ...deps, deliveryReceived: () => {} }),
      selfService: createSelfService(deps),
    };
  }

  it('closes nothing: the order stays open, no payment, stock, summary, bill or number', async () => {
    const table = (await call('admin', 'GET', '/api/tables/number/7')).json<Table>();
    const lines = [{ id: newId(), productId: water, quantity: 2 }];
    expect((await call('mesero', 'POST', `/api/tables/${table.id}/lines`, { lines, people: 2 })).statusCode).toBe(200);
    expect((await call('mesero', 'POST', `/api/tables/${table.id}/command`)).statusCode).toBe(200);
    const auth = await app.auth.authenticate(staff.caja);
    const before = await written();

    const ran: string[] = [];
    const payment = closeTableSchema.parse({ methodPay: 'Efectivo', valueReceive: 100_000 });
    await expect(useCases(failingAfterTheOthers(ran)).closeTable(auth, table.id, payment)).rejects.toThrow(
      'the participant failed',
    );

    expect(ran).toEqual([
      'deplete stock',
      'move the sales summaries',
      'queue the bill',
      'fail (saw 1 movement, 1 bill)',
    ]);
    expect(await written()).toEqual(before);
    const open = (await call('caja', 'GET', `/api/tables/${table.id}/order`)).json<TableOrder>();
    expect(open.orderId).not.toBeNull();
    expect(open.lines.map((line) => line.id)).toEqual(lines.map((line) => line.id));

    // The same table closes with the real participants: the failed close left nothing in its way.
    const closed = await useCases(closeParticipants({ catalogChanged: () => {} })).closeTable(auth, table.id, payment);
    expect(closed).toMatchObject<Partial<CloseResult>>({ remainingParts: 0 });
    const after = await written();
    expect(after.stockMovements).not.toEqual(before.stockMovements);
    expect(after.printJobs).not.toEqual(before.printJobs);
    expect(after.salesSummary).not.toEqual(before.salesSummary);
  });
});
