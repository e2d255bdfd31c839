// The raw baseline of `*.close.ratio`: the rows an HTTP close writes (both counters, the order, its
// dashboard summary group, the table, the bill's print job), written straight through better-sqlite3 / pg, one durable
// transaction each, as fast as it can — what the database alone allows.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../apps/server/src/db/database.js';

/** The seeded rows a close refers to. */
export interface BaselineRows {
  businessId: string;
  branchId: string;
  userId: string;
  tableIds: string[];
  cashierId: string;
  movementId: string;
}

/** The raw closes, prepared once (open orders written, statements ready) and run in short windows. */
export interface Baseline {
  connections: number;
  run(seconds: number): Promise<{ closes: number; ms: number }>;
  close(): Promise<void>;
}

/** A bill document the size of the one the server stores for a two-line close. */
function billDocument(displayNumber: number, consecutive: number, closeDate: string, userId: string): string {
  const line = (name: string, unitPrice: number) => ({
    name,
    quantity: 1,
    unitPrice,
    total: unitPrice,
    preparation: '',
  });
  return JSON.stringify({
    displayNumber,
    closeDate,
    tableName: 'Mesa 1',
    waiter: 'Ana Administradora',
    people: 2,
    part: null,
    lines: [line('Café tinto', 3000), line('Limonada de coco', 9000)],
    summary: {
      subtotal: 12000,
      discount: 0,
      addedTaxes: 0,
      includedTaxes: 889,
      tip: 0,
      deliveryValue: 0,
      total: 12000,
      taxes: [{ name: 'Impuesto al consumo', amount: 889, includeCost: true }],
    },
    payment: { methodPay: 'Tarjeta', valueReceive: null, valueReturn: null },
    observation: '',
    items: [
      { name: 'Café tinto', quantity: 1, preparation: '' },
      { name: 'Limonada de coco', quantity: 1, preparation: '' },
    ],
    sentBy: userId,
    billing: { consecutive, header: '', footer: '', qr: '' },
  });
}

const TAXES_JSON = JSON.stringify([
  { name: 'Impuesto al consumo', shortName: 'INC', rateBp: 800, includeCost: true, amount: 889 },
]);

/** Open orders for the baseline to close, written before the clock starts. */
async function writeOpenOrders(db: Db, rows: BaselineRows, count: number) {
  const now = new Date().toISOString();
  const orders = Array.from({ length: count }, () => ({
    id: randomUUID(),
    business_id: rows.businessId,
    branch_id: rows.branchId,
    people: 2,
    waiter_id: rows.userId,
    created_by: rows.userId,
    created_at: now,
    updated_at: now,
  }));
  for (let start = 0; start < orders.length; start += 1000) {
    await db
      .insertInto('orders')
      .values(orders.slice(start, start + 1000))
      .execute();
  }
  return orders;
}

// The rows of one close, written as the server's repositories write them: the order's display
// number (counter 'order'), the order's figures, the table released, the bill's consecutive
// (counter 'bill') and the bill's print job.
const SQL = {
  counter:
    'insert into branch_counters (branch_id, name, value) values ($1, $2, 1) on conflict (branch_id, name) do update set value = branch_counters.value + 1 returning value',
  order:
    'update orders set state = 6, close = 1, close_date = $1, display_number = $2, subtotal = 12000, discount = null, discount_amount = 0, taxes = $3, added_taxes = 0, tip = 0, delivery_value = 0, total = 12000, method_pay = $4, value_received = null, value_returned = null, observation = $5, closed_by = $6, cashier_id = $7, cashier_movement_id = $8, part = null, updated_at = $9, version = version + 1 where id = $10 and close = 0',
  table:
    'update dining_tables set busy = 0, user_id = null, people = null, current_order_id = null, discount = null, updated_at = $1, version = version + 1 where id = $2',
  // The dashboard's summary group of the closed order, one more or the first.
  summary:
    "insert into order_sales_summary (business_id, branch_id, close_hour, channel, method_delivery, method_pay, state, orders, total, tip, discount, delivery_value) values ($1, $2, $3, 'POS', 'onsite', 'Tarjeta', 6, 1, 12000, 0, 0, 0) on conflict (business_id, branch_id, close_hour, channel, method_delivery, method_pay, state) do update set orders = order_sales_summary.orders + excluded.orders, total = order_sales_summary.total + excluded.total, tip = order_sales_summary.tip + excluded.tip, discount = order_sales_summary.discount + excluded.discount, delivery_value = order_sales_summary.delivery_value + excluded.delivery_value",
  printJob:
    'insert into print_jobs (id, business_id, branch_id, order_id, kind, printer_id, status, document, created_by, created_at, updated_at) values ($1, $2, $3, $4, $5, null, $6, $7, $8, $9, $10)',
};
const sqliteSql = (text: string) => text.replace(/\$\d+/g, '?');

/** The close's time stamps: `updated_at` and the close date as the server stores them. */
function closeMoment() {
  const stamp = new Date().toISOString();
  return { stamp, closeDate: stamp.slice(0, 19).replace('T', ' ') };
}

/** SQL.order's $1…$10 (both baselines bind the same values). */
const orderParams = (
  rows: BaselineRows,
  displayNumber: number,
  orderId: string,
  { stamp, closeDate }: ReturnType<typeof closeMoment>,
) => [
  closeDate,
  displayNumber,
  TAXES_JSON,
  'Tarjeta',
  '',
  rows.userId,
  rows.cashierId,
  rows.movementId,
  stamp,
  orderId,
];

/** SQL.printJob's $1…$10: the bill's pending print job. */
const printJobParams = (rows: BaselineRows, orderId: string, document: string, stamp: string) => [
  randomUUID(),
  rows.businessId,
  rows.branchId,
  orderId,
  'bill',
  'pending',
  document,
  rows.userId,
  stamp,
  stamp,
];

/** The close's rows on SQLite: one connection with the server's pragmas (it is the only writer). */
export async function sqliteBaseline(file: string, db: Db, rows: BaselineRows): Promise<Baseline> {
  const { default: SqliteDatabase } = await import('better-sqlite3');
  const orders = await writeOpenOrders(db, rows, 20_000);
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const counter = sqlite.prepare(sqliteSql(SQL.counter));
  const order = sqlite.prepare(sqliteSql(SQL.order));
  const table = sqlite.prepare(sqliteSql(SQL.table));
  const printJob = sqlite.prepare(sqliteSql(SQL.printJob));
  const summary = sqlite.prepare(sqliteSql(SQL.summary));
  const close = sqlite.transaction((orderId: string, tableId: string) => {
    const moment = closeMoment();
    const { value } = counter.get(rows.branchId, 'order') as { value: number };
    order.run(...orderParams(rows, value, orderId, moment));
    summary.run(rows.businessId, rows.branchId, moment.closeDate.slice(0, 13));
    table.run(moment.stamp, tableId);
    const bill = counter.get(rows.branchId, 'bill') as { value: number };
    const document = billDocument(value, bill.value, moment.closeDate, rows.userId);
    printJob.run(...printJobParams(rows, orderId, document, moment.stamp));
  });
  let next = 0;
  return {
    connections: 1,
    async run(seconds) {
      const started = performance.now();
      let closes = 0;
      while (next < orders.length && performance.now() - started < seconds * 1000) {
        close(orders[next]!.id, rows.tableIds[next % rows.tableIds.length]!);
        next++;
        closes++;
      }
      return { closes, ms: performance.now() - started };
    },
    async close() {
      sqlite.close();
    },
  };
}

/** A pg client or PGlite: both take `query(text, params)`. */
export interface Queryable {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** The close's rows on PostgreSQL: as many connections as the server's pool, each closing in turn. */
export async function postgresBaseline(
  db: Db,
  rows: BaselineRows,
  clients: Queryable[],
  close: () => Promise<void>,
): Promise<Baseline> {
  const orders = await writeOpenOrders(db, rows, 40_000);
  let next = 0;
  const run = async (seconds: number) => {
    let closes = 0;
    const started = performance.now();
    const deadline = started + seconds * 1000;
    await Promise.all(
      clients.map(async (client, index) => {
        // Each connection closes on a table of its own, as each terminal does.
        const tableId = rows.tableIds[index % rows.tableIds.length]!;
        while (next < orders.length && performance.now() < deadline) {
          const orderId = orders[next++]!.id;
          const moment = closeMoment();
          await client.query('begin');
          const counted = await client.query(SQL.counter, [rows.branchId, 'order']);
          const value = (counted.rows[0] as { value: number }).value;
          await client.query(SQL.order, orderParams(rows, value, orderId, moment));
          await client.query(SQL.summary, [rows.businessId, rows.branchId, moment.closeDate.slice(0, 13)]);
          await client.query(SQL.table, [moment.stamp, tableId]);
          const bill = await client.query(SQL.counter, [rows.branchId, 'bill']);
          const consecutive = (bill.rows[0] as { value: number }).value;
          const document = billDocument(value, consecutive, moment.closeDate, rows.userId);
          await client.query(SQL.printJob, printJobParams(rows, orderId, document, moment.stamp));
          await client.query('commit');
          closes++;
        }
      }),
    );
    return { closes, ms: performance.now() - started };
  };
  return { connections: clients.length, run, close };
}
