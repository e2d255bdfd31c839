import {
  type CheckoutSettings,
  type Currency,
  deliveryFeesOf,
  type Money,
  type TipPreference,
  tipPreferencesSchema,
} from '@comandero/domain';
import type { Db, Dialect } from '../../db/database.js';
import type { BranchScope } from '../../shared/auth-context.js';
import { type CounterName, createBranchCountersRepository } from '../../shared/branch-counters.repository.js';
import { inTransaction } from '../../shared/transaction.js';
import { createDeliveryQueries, type DeliveryQueries } from '../delivery/delivery.repository.js';
import {
  createKitchenTicketsRepository,
  type KitchenTicketsRepository,
} from '../kitchen/kitchen-tickets.repository.js';
import {
  createOrderHistoryRepository,
  type OrderHistoryRepository,
} from '../order-history/order-history.repository.js';
import { type ClosedFigures, createOrderRowsRepository } from '../orders/order-rows.repository.js';
import { createOrdersQueries, type OrdersQueries } from '../orders/orders.repository.js';
import { createPrintJobsRepository, type PrintJobsRepository } from '../printing/print-jobs.repository.js';
import { createTablesQueries, type TablesQueries } from '../tables/tables.repository.js';

export type { ClosedFigures } from '../orders/order-rows.repository.js';

/** Tips as the first seed stored them ({percent, typeService: ['tables']}) read as the domain's rows. */
export function tipRows(stored: string): TipPreference[] {
  const rows = JSON.parse(stored) as unknown[];
  const parsed = tipPreferencesSchema.safeParse(rows);
  if (parsed.success) return parsed.data;
  const legacy = rows as { percent?: number; typeService?: string[] }[];
  const serviceOf = (type: string) => (type === 'tables' ? 'onsite' : type);
  return tipPreferencesSchema.catch([]).parse(
    legacy.map((row) => ({
      rateBp: Math.round((row.percent ?? 0) * 100),
      serviceTypes: (row.typeService ?? []).map(serviceOf),
    })),
  );
}

/** The fees the delivery form offers, from the preferences' column: null (never chosen) or a JSON array of minor units. */
export function deliveryFeesOfColumn(column: string | null, currency: Currency): Money[] {
  return deliveryFeesOf(column === null ? null : (JSON.parse(column) as number[]), currency);
}

/** Closing orders: settings, counters, the close itself, split parts. (Moving lines is the orders feature's.) */
export function createCheckoutQueries(executor: Db) {
  // The counters' one writer, on this executor: a closed order's number is taken in its transaction.
  const counters = createBranchCountersRepository(executor);
  // The orders' one writer (orders feature), on this executor: the close commits with its payments.
  const orderRows = createOrderRowsRepository(executor);
  return {
    async settings(scope: BranchScope): Promise<CheckoutSettings> {
      const [branch, taxes, preferences] = await Promise.all([
        executor
          .selectFrom('branches')
          .select(['currency', 'payment_methods'])
          .where('id', '=', scope.branchId)
          .executeTakeFirstOrThrow(),
        executor
          .selectFrom('taxes')
          .select(['name', 'short_name', 'rate_bp', 'include_cost'])
          .where('branch_id', '=', scope.branchId)
          .where('deleted', '=', 0)
          .where('active', '=', 1)
          .orderBy('name')
          .execute(),
        executor
          .selectFrom('preferences')
          .select(['tips', 'order_pin', 'delivery_fees'])
          .where('branch_id', '=', scope.branchId)
          .executeTakeFirst(),
      ]);
      return {
        currency: branch.currency as Currency,
        paymentMethods: JSON.parse(branch.payment_methods) as CheckoutSettings['paymentMethods'],
        taxes: taxes.map((tax) => ({
          name: tax.name,
          shortName: tax.short_name,
          rateBp: tax.rate_bp,
          includeCost: tax.include_cost === 1,
        })),
        tips: tipRows(preferences?.tips ?? '[]'),
        orderPin: (preferences?.order_pin ?? 1) === 1,
        deliveryFees: deliveryFeesOfColumn(preferences?.delivery_fees ?? null, branch.currency as Currency),
      };
    },

    /** The next number of a per-branch counter, in one statement, so concurrent closes never share one. */
    nextNumber: (branchId: string, name: CounterName): Promise<number> => counters.next(branchId, name),

    async orderExists(scope: BranchScope, orderId: string): Promise<boolean> {
      const row = await executor
        .selectFrom('orders')
        .select('id')
        .where('id', '=', orderId)
        .where('business_id', '=', scope.businessId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The order's bill is split in this many equal parts (the first part paid fixes it). */
    fixEqualParts: (orderId: string, parts: number): Promise<void> => orderRows.fixEqualParts(orderId, parts),

    /** Writes the close's figures on an open order; false when it was no longer open. */
    close: (orderId: string, figures: ClosedFigures, now: string): Promise<boolean> =>
      orderRows.close(orderId, figures, now),

    async equalPartsOf(orderId: string): Promise<{ parts: number | null; paid: number[] }> {
      const [order, paid] = await Promise.all([
        executor.selectFrom('orders').select('equal_parts').where('id', '=', orderId).executeTakeFirst(),
        executor
          .selectFrom('orders')
          .select('subtotal')
          .where('split_of', '=', orderId)
          .where('close', '=', 1)
          .where('part', 'is not', null)
          .orderBy('created_at')
          .execute(),
      ]);
      return { parts: order?.equal_parts ?? null, paid: paid.map((row) => row.subtotal) };
    },
  };
}
export type CheckoutQueries = ReturnType<typeof createCheckoutQueries>;

/**
 * What checkout writes, bound to one transaction, and what it reads there: the other features'
 * steps of a close are its participants (close-participants.ts).
 */
export interface CheckoutUnit {
  checkout: CheckoutQueries;
  orders: OrdersQueries;
  tables: TablesQueries;
  /** The pre-bill's job, and a retried self-service's bill. */
  printJobs: PrintJobsRepository;
  /** The self-service order's kitchen tickets (features/kitchen writes them). */
  kitchen: KitchenTicketsRepository;
  /** The receipt a close answers with. */
  history: OrderHistoryRepository;
  /** A delivery order's customer and delivery value (issue 18). */
  delivery: DeliveryQueries;
}

export function createCheckoutRepository(db: Db, dialect: Dialect) {
  const unit = (executor: Db): CheckoutUnit => ({
    checkout: createCheckoutQueries(executor),
    orders: createOrdersQueries(executor, dialect),
    tables: createTablesQueries(executor),
    printJobs: createPrintJobsRepository(executor),
    kitchen: createKitchenTicketsRepository(executor),
    history: createOrderHistoryRepository(executor),
    delivery: createDeliveryQueries(executor),
  });
  return {
    ...unit(db),
    /** `trx` is the transaction itself, for the close's participants to build their repositories on. */
    transaction: <T>(work: (unit: CheckoutUnit, trx: Db) => Promise<T>): Promise<T> =>
      inTransaction(db, (trx) => work(unit(trx), trx)),
  };
}
export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>;
