// Delivery orders of several ages for the board's pictures (delivery.spec.ts takes its orders through
// the screens): the server stamps an order with the time it is closed, so orders received minutes ago
// are written into the own server's SQLite file as closing one leaves it (state 1, channel delivery).
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { OwnServer } from './ownServer';

const pad = (value: number) => String(value).padStart(2, '0');
/** 'YYYY-MM-DD HH:mm:ss' in this machine's time, which the browser shares. */
const wallClock = (at: Date) =>
  `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;

export interface DeliveryOrderRow {
  displayNumber: number;
  total: number;
  /** How long ago it was received. */
  minutesAgo?: number;
  state?: number;
  methodPay?: string;
  driver?: string;
  customer?: { name: string; phone: string; address: string; neighborhood: string };
}

export function insertDeliveryOrder(server: OwnServer, row: DeliveryOrderRow): string {
  const database = new Database(path.join(server.dataDir, 'comandero.sqlite'), { fileMustExist: true });
  try {
    database.pragma('busy_timeout = 5000');
    const branch = database.prepare('select id, business_id from branches limit 1').get() as {
      id: string;
      business_id: string;
    };
    const admin = database.prepare("select id from users where email = 'admin@demo.pos'").get() as { id: string };
    const received = new Date(Date.now() - (row.minutesAgo ?? 0) * 60_000);
    const id = randomUUID();
    database
      .prepare(
        `insert into orders (id, business_id, branch_id, state, close, close_date, display_number, channel,
           method_delivery, created_by, created_at, updated_at, subtotal, delivery_value, total, method_pay,
           delivery_driver, delivery_customer_name, delivery_phone, delivery_address, delivery_neighborhood)
         values (?, ?, ?, ?, 1, ?, ?, 'delivery', 'delivery', ?, ?, ?, ?, 5000, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        id,
        branch.business_id,
        branch.id,
        row.state ?? 1,
        wallClock(received),
        row.displayNumber,
        admin.id,
        received.toISOString(),
        received.toISOString(),
        row.total - 5000,
        row.total,
        row.methodPay ?? 'Efectivo',
        row.driver ?? null,
        row.customer?.name ?? null,
        row.customer?.phone ?? null,
        row.customer?.address ?? null,
        row.customer?.neighborhood ?? null,
      );
    return id;
  } finally {
    database.close();
  }
}
