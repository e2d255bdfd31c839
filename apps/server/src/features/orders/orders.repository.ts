import { type Cancellation, type Money, money, type OrderLine, type SalesDiscount } from '@comandero/domain';
import type { Db, Dialect } from '../../db/database.js';
import type { BranchScope } from '../../shared/auth-context.js';
import { inTransaction } from '../../shared/transaction.js';
import {
  createKitchenTicketsRepository,
  type KitchenTicketsRepository,
} from '../kitchen/kitchen-tickets.repository.js';
import { createPrintJobsRepository, type PrintJobsRepository } from '../printing/print-jobs.repository.js';
import { createOrderRowsRepository, forgetPreBill } from './order-rows.repository.js';

export { forgetPreBill };

import { createTablesQueries, discountFrom, type TablesQueries } from '../tables/tables.repository.js';

/** The table row an order write works on, read under a lock. */
export interface LockedTable {
  id: string;
  name: string;
  numberTable: number;
  userId: string | null;
  userName: string | null;
  people: number | null;
  busy: boolean;
  currentOrderId: string | null;
  /** The sales discount set on the table. */
  discount: SalesDiscount | null;
  /** The current order's equal split, while its parts are being paid. */
  equalParts: number | null;
}

export type NewLine = Omit<OrderLine, 'commandSent' | 'createdBy' | 'version' | 'sentQuantity'>;

interface LineRow {
  id: string;
  product_id: string;
  name: string;
  printer_id: string | null;
  size_id: string | null;
  size_name: string | null;
  size_delta: Money;
  extras: string;
  base_price: Money;
  unit_price: Money;
  quantity: number;
  note: string;
  sent_quantity: number;
  created_by: string;
  created_by_name: string;
  version: number;
}

const toLine = (row: LineRow): OrderLine => ({
  id: row.id,
  productId: row.product_id,
  name: row.name,
  printerId: row.printer_id,
  size: row.size_id ? { id: row.size_id, name: row.size_name ?? '', priceDelta: row.size_delta } : null,
  extras: JSON.parse(row.extras) as OrderLine['extras'],
  basePrice: row.base_price,
  unitPrice: row.unit_price,
  quantity: row.quantity,
  note: row.note,
  sentQuantity: row.sent_quantity,
  commandSent: row.sent_quantity >= row.quantity,
  createdBy: { id: row.created_by, name: row.created_by_name },
  version: row.version,
});

/** Orders, their lines and the cancellation list on one executor (the database or a transaction). */
export function createOrdersQueries(executor: Db, dialect: Dialect) {
  // The orders' one writer, on this executor.
  const orderRows = createOrderRowsRepository(executor);
  return {
    /**
     * Reads the table and holds it until the transaction ends, so two terminals writing to one
     * table take turns (PostgreSQL row lock; SQLite runs one write transaction at a time).
     * Outside a transaction it is a plain read.
     */
    async lockTable(scope: BranchScope, tableId: string): Promise<LockedTable | undefined> {
      let query = executor
        .selectFrom('dining_tables as t')
        .leftJoin('users as u', 'u.id', 't.user_id')
        .select(['t.id', 't.name', 't.number_table', 't.user_id', 'u.name as user_name', 't.people', 't.busy'])
        .select(['t.current_order_id', 't.discount'])
        .select((eb) =>
          eb
            .selectFrom('orders as o')
            .select('o.equal_parts')
            .whereRef('o.id', '=', 't.current_order_id')
            .as('equal_parts'),
        )
        .where('t.id', '=', tableId)
        .where('t.business_id', '=', scope.businessId)
        .where('t.branch_id', '=', scope.branchId)
        .where('t.deleted', '=', 0);
      if (dialect === 'postgres') query = query.forUpdate('t');
      const row = await query.executeTakeFirst();
      return (
        row && {
          id: row.id,
          name: row.name,
          numberTable: row.number_table,
          userId: row.user_id,
          userName: row.user_name,
          people: row.people,
          busy: row.busy === 1,
          currentOrderId: row.current_order_id,
          discount: discountFrom(row.discount),
          equalParts: row.equal_parts,
        }
      );
    },

    /** A new open order: a table's, a part of its split bill, or a self-service order. */
    createOrder: orderRows.create,

    /** Drops an open order its table let go of (released with nothing on it, or merged into another). */
    dropOrder: (orderId: string, now: string): Promise<void> => orderRows.dropOrder(orderId, now),

    /** Its pre-bill was printed: the floor shows the table waiting for payment until a line changes. */
    markPreBilled: (orderId: string, now: string): Promise<void> => orderRows.markPreBilled(orderId, now),

    /** The bill changed another way (its discount): the printed pre-bill no longer holds. */
    forgetPreBill: (orderId: string): Promise<void> => forgetPreBill(executor, [orderId]),

    async lines(orderId: string): Promise<OrderLine[]> {
      const rows = await executor
        .selectFrom('order_lines as l')
        .innerJoin('users as u', 'u.id', 'l.created_by')
        .selectAll('l')
        .select('u.name as created_by_name')
        .where('l.order_id', '=', orderId)
        .orderBy('l.created_at')
        .orderBy('l.id')
        .execute();
      return rows.map(toLine);
    },

    /** Which of these line ids exist already, and in which order (a retried add, or a forged id). */
    async existingLineOrders(lineIds: readonly string[]): Promise<Map<string, string>> {
      if (lineIds.length === 0) return new Map();
      const rows = await executor
        .selectFrom('order_lines')
        .select(['id', 'order_id'])
        .where('id', 'in', [...lineIds])
        .execute();
      return new Map(rows.map((row) => [row.id, row.order_id]));
    },

    async insertLines(orderId: string, lines: readonly NewLine[], userId: string, now: string): Promise<void> {
      await executor
        .insertInto('order_lines')
        .values(
          lines.map((line) => ({
            id: line.id,
            order_id: orderId,
            product_id: line.productId,
            name: line.name,
            printer_id: line.printerId,
            size_id: line.size?.id ?? null,
            size_name: line.size?.name ?? null,
            size_delta: line.size?.priceDelta ?? money(0),
            extras: JSON.stringify(line.extras),
            base_price: line.basePrice,
            unit_price: line.unitPrice,
            quantity: line.quantity,
            note: line.note,
            created_by: userId,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
      await forgetPreBill(executor, [orderId]);
    },

    /** Rewrites a line when its version still matches; false when another terminal changed it first. */
    async updateLine(line: OrderLine, expectedVersion: number, now: string): Promise<boolean> {
      const result = await executor
        .updateTable('order_lines')
        .set({
          size_id: line.size?.id ?? null,
          size_name: line.size?.name ?? null,
          size_delta: line.size?.priceDelta ?? money(0),
          extras: JSON.stringify(line.extras),
          unit_price: line.unitPrice,
          quantity: line.quantity,
          note: line.note,
          sent_quantity: line.sentQuantity,
          updated_at: now,
          version: expectedVersion + 1,
        })
        .where('id', '=', line.id)
        .where('version', '=', expectedVersion)
        .executeTakeFirst();
      const updated = Number(result.numUpdatedRows) > 0;
      if (updated) {
        const row = await executor
          .selectFrom('order_lines')
          .select('order_id')
          .where('id', '=', line.id)
          .executeTakeFirst();
        if (row) await forgetPreBill(executor, [row.order_id]);
      }
      return updated;
    },

    async deleteLines(orderId: string, lineIds: readonly string[]): Promise<void> {
      if (lineIds.length === 0) return;
      await executor
        .deleteFrom('order_lines')
        .where('order_id', '=', orderId)
        .where('id', 'in', [...lineIds])
        .execute();
      await forgetPreBill(executor, [orderId]);
    },

    /** Chosen lines onto another order (a part of a split bill); both orders' pre-bills are out of date. */
    async moveLines(lineIds: readonly string[], fromOrderId: string, toOrderId: string, now: string): Promise<void> {
      await executor
        .updateTable('order_lines')
        .set({ order_id: toOrderId, updated_at: now })
        .where('order_id', '=', fromOrderId)
        .where('id', 'in', [...lineIds])
        .execute();
      await forgetPreBill(executor, [fromOrderId, toOrderId]);
    },

    /** Everything of one order onto another (merging tables): lines and the cancellation list. */
    async moveEverything(fromOrderId: string, toOrderId: string, now: string): Promise<void> {
      await executor
        .updateTable('order_lines')
        .set({ order_id: toOrderId, updated_at: now })
        .where('order_id', '=', fromOrderId)
        .execute();
      await executor
        .updateTable('order_cancellations')
        .set({ order_id: toOrderId })
        .where('order_id', '=', fromOrderId)
        .execute();
      // The destination's bill now holds the source's lines too.
      await forgetPreBill(executor, [toOrderId]);
    },

    /** Everything on the order is now in the kitchen. */
    async markAllSent(orderId: string, now: string): Promise<void> {
      await executor
        .updateTable('order_lines')
        .set((eb) => ({ sent_quantity: eb.ref('quantity'), updated_at: now, version: eb('version', '+', 1) }))
        .where('order_id', '=', orderId)
        .whereRef('sent_quantity', '<', 'quantity')
        .execute();
    },

    async addCancellation(
      orderId: string,
      cancellation: Omit<Cancellation, 'cancelledBy' | 'approvedBy'> & {
        cancelledBy: string;
        approvedBy: string | null;
      },
      now: string,
    ): Promise<void> {
      await executor
        .insertInto('order_cancellations')
        .values({
          id: cancellation.id,
          order_id: orderId,
          line_id: cancellation.lineId,
          name: cancellation.name,
          quantity: cancellation.quantity,
          preparation: cancellation.preparation,
          printer_id: cancellation.printerId,
          cancelled_by: cancellation.cancelledBy,
          approved_by: cancellation.approvedBy,
          created_at: now,
        })
        .execute();
    },

    /** Parts of an equally split bill already paid (each a closed order of its own). */
    async paidParts(orderId: string): Promise<number> {
      const row = await executor
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('paid'))
        .where('split_of', '=', orderId)
        .where('close', '=', 1)
        .where('part', 'is not', null)
        .executeTakeFirstOrThrow();
      return Number(row.paid);
    },

    /** Removed sent lines still waiting for their cancellation command. */
    async pendingCancellations(orderId: string): Promise<Cancellation[]> {
      const rows = await executor
        .selectFrom('order_cancellations as c')
        .innerJoin('users as by', 'by.id', 'c.cancelled_by')
        .leftJoin('users as ap', 'ap.id', 'c.approved_by')
        .select([
          'c.id',
          'c.line_id',
          'c.name',
          'c.quantity',
          'c.preparation',
          'c.printer_id',
          'c.cancelled_by',
          'by.name as cancelled_by_name',
          'c.approved_by',
          'ap.name as approved_by_name',
        ])
        .where('c.order_id', '=', orderId)
        .where('c.sent_job_id', 'is', null)
        .orderBy('c.created_at')
        .orderBy('c.id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        lineId: row.line_id,
        name: row.name,
        quantity: row.quantity,
        preparation: row.preparation,
        printerId: row.printer_id,
        cancelledBy: { id: row.cancelled_by, name: row.cancelled_by_name },
        approvedBy: row.approved_by ? { id: row.approved_by, name: row.approved_by_name ?? '' } : null,
      }));
    },

    async markCancellationsSent(ids: readonly string[], jobId: string): Promise<void> {
      if (ids.length === 0) return;
      await executor
        .updateTable('order_cancellations')
        .set({ sent_job_id: jobId })
        .where('id', 'in', [...ids])
        .execute();
    },

    async orderPinRequired(branchId: string): Promise<boolean> {
      const row = await executor
        .selectFrom('preferences')
        .select('order_pin')
        .where('branch_id', '=', branchId)
        .executeTakeFirst();
      // The spec's default is on.
      return (row?.order_pin ?? 1) === 1;
    },
  };
}
export type OrdersQueries = ReturnType<typeof createOrdersQueries>;

/** An order write's repositories, bound to one transaction: the order, its table, the kitchen tickets and print jobs it makes. */
export interface OrdersUnit {
  orders: OrdersQueries;
  tables: TablesQueries;
  printJobs: PrintJobsRepository;
  /** The kitchen tickets a send or a cancellation stores (features/kitchen writes them). */
  kitchen: KitchenTicketsRepository;
}

/** Orders' lines and the cancellation list (only this file writes their SQL); the orders row through order-rows.repository.ts. */
export function createOrdersRepository(db: Db, dialect: Dialect) {
  return {
    ...createOrdersQueries(db, dialect),
    /** Runs the work in one transaction: the order, its table and the print jobs it makes commit together. */
    transaction: <T>(work: (unit: OrdersUnit) => Promise<T>): Promise<T> =>
      inTransaction(db, (trx) =>
        work({
          orders: createOrdersQueries(trx, dialect),
          tables: createTablesQueries(trx),
          printJobs: createPrintJobsRepository(trx),
          kitchen: createKitchenTicketsRepository(trx),
        }),
      ),
  };
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
export type OrdersTransaction = OrdersQueries;
