// What the server holds after a sync, read from its SQLite file (read only, beside the running
// server): which of the orders a device queued exist, and anything written more than once.
import SqliteDatabase from 'better-sqlite3';

/** What one self-service order leaves in the database when it is sent once (measured, not assumed). */
export interface OrderFootprint {
  lines: number;
  printJobs: number;
}

export interface Tally {
  /** Queued orders with no closed order on the server. */
  lost: number;
  /**
   * Rows written twice: self-service orders nobody sent (a replay under a new id), and lines or print
   * jobs beyond one order's footprint on an order that was sent.
   */
  duplicated: number;
  /** The duplicated rows by kind, for a report when there are any. */
  detail: { unexpectedOrders: number; extraLines: number; extraPrintJobs: number };
}

interface Counts {
  closedOrders: Set<string>;
  selfServiceOrders: string[];
  lines: Map<string, number>;
  printJobs: Map<string, number>;
}

function readCounts(databaseFile: string): Counts {
  const sqlite = new SqliteDatabase(databaseFile, { readonly: true, fileMustExist: true });
  try {
    const orders = sqlite.prepare("select id, close from orders where method_delivery = 'self-service'").all() as {
      id: string;
      close: number;
    }[];
    const perOrder = (table: string) =>
      new Map(
        (
          sqlite
            .prepare(`select order_id as id, count(*) as n from ${table} where order_id is not null group by order_id`)
            .all() as { id: string; n: number }[]
        ).map(({ id, n }) => [id, n]),
      );
    return {
      closedOrders: new Set(orders.filter((order) => order.close === 1).map((order) => order.id)),
      selfServiceOrders: orders.map((order) => order.id),
      lines: perOrder('order_lines'),
      printJobs: perOrder('print_jobs'),
    };
  } finally {
    sqlite.close();
  }
}

export function footprintOf(databaseFile: string, orderId: string): OrderFootprint {
  const counts = readCounts(databaseFile);
  if (!counts.closedOrders.has(orderId)) throw new Error(`The reference order ${orderId} is not closed`);
  return { lines: counts.lines.get(orderId) ?? 0, printJobs: counts.printJobs.get(orderId) ?? 0 };
}

/** How many of `orderIds` the server already has (a queue must not have been sent before its reload). */
export function presentOrders(databaseFile: string, orderIds: string[]): number {
  const { selfServiceOrders } = readCounts(databaseFile);
  const present = new Set(selfServiceOrders);
  return orderIds.filter((id) => present.has(id)).length;
}

/**
 * Tallies `queued` (the order ids this batch queued) against the database; `known` are the ids of
 * every self-service order sent so far in the run, this batch included.
 */
export function tally(databaseFile: string, queued: string[], known: Set<string>, footprint: OrderFootprint): Tally {
  const counts = readCounts(databaseFile);
  const lost = queued.filter((id) => !counts.closedOrders.has(id)).length;
  const unexpectedOrders = counts.selfServiceOrders.filter((id) => !known.has(id)).length;
  let extraLines = 0;
  let extraPrintJobs = 0;
  for (const id of queued) {
    extraLines += Math.max(0, (counts.lines.get(id) ?? 0) - footprint.lines);
    extraPrintJobs += Math.max(0, (counts.printJobs.get(id) ?? 0) - footprint.printJobs);
  }
  return {
    lost,
    duplicated: unexpectedOrders + extraLines + extraPrintJobs,
    detail: { unexpectedOrders, extraLines, extraPrintJobs },
  };
}

/** When the server created the first and the last of `orderIds` (epoch ms, its clock: this machine's). */
export function createdSpan(databaseFile: string, orderIds: string[]): { first: number; last: number } {
  const sqlite = new SqliteDatabase(databaseFile, { readonly: true, fileMustExist: true });
  try {
    const wanted = new Set(orderIds);
    const stamps = (
      sqlite.prepare("select id, created_at from orders where method_delivery = 'self-service'").all() as {
        id: string;
        created_at: string;
      }[]
    )
      .filter((order) => wanted.has(order.id))
      .map((order) => Date.parse(order.created_at));
    return { first: Math.min(...stamps), last: Math.max(...stamps) };
  } finally {
    sqlite.close();
  }
}
