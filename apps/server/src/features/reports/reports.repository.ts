import {
  averagePrice,
  type Currency,
  type Money,
  money,
  type ProductReportFilter,
  type ProductReportRow,
  type ProductReportSort,
  type TipReportFilter,
  type TipReportRow,
  type WaiterTipTotal,
} from '@comandero/domain';
import type { Db } from '../../db/database.js';
import type { BranchScope } from '../../shared/auth-context.js';
import { closedBefore, keysetBatches } from '../../shared/close-keyset.js';
import { completedOrders, whole } from './completed-orders.js';

type Page = { page: number; pageSize: number };
const amount = (value: unknown): Money => money(whole(value));

/**
 * Reports over completed orders (state 6, closed) of a branch by close day; the database adds them
 * up: tips over the orders (index orders_branch_close_idx on branch and close date), products over
 * their daily summary.
 */
export function createReportsRepository(db: Db) {
  const tipsBase = (scope: BranchScope, filter: TipReportFilter) => {
    const query = completedOrders(db, scope, filter)
      .leftJoin('dining_tables as t', 't.id', 'o.table_id')
      .leftJoin('users as w', 'w.id', 'o.waiter_id');
    return filter.waiterId ? query.where('o.waiter_id', '=', filter.waiterId) : query;
  };

  /** What products sold over the range, from the daily summary the closes keep (sales-summary.repository). */
  const productsSold = (scope: BranchScope, filter: ProductReportFilter) =>
    db
      .selectFrom('product_sales_daily as s')
      .where('s.business_id', '=', scope.businessId)
      .where('s.branch_id', '=', scope.branchId)
      .where('s.close_day', '>=', filter.start)
      .where('s.close_day', '<=', filter.end);

  const tipColumns = [
    'o.id',
    'o.display_number',
    'o.close_date',
    't.name as table_name',
    'w.name as waiter_name',
    'o.method_pay',
    'o.method_delivery',
    'o.delivery_customer_name',
    'o.total',
    'o.tip',
  ] as const;
  type TipRow = {
    id: string;
    display_number: number | null;
    close_date: string | null;
    table_name: string | null;
    waiter_name: string | null;
    method_pay: string | null;
    method_delivery: string;
    delivery_customer_name: string | null;
    total: unknown;
    tip: unknown;
  };
  const toTipRow = (row: TipRow): TipReportRow => ({
    orderId: row.id,
    displayNumber: row.display_number,
    closeDate: row.close_date ?? '',
    table: row.table_name,
    waiter: row.waiter_name,
    // Only a delivery order names its customer.
    customer: row.delivery_customer_name,
    methodPay: row.method_pay,
    methodDelivery: row.method_delivery,
    total: amount(row.total),
    tip: amount(row.tip),
  });

  return {
    async currency(scope: BranchScope): Promise<Currency> {
      const row = await db
        .selectFrom('branches')
        .select('currency')
        .where('id', '=', scope.branchId)
        .where('business_id', '=', scope.businessId)
        .executeTakeFirst();
      return (row?.currency ?? 'COP') as Currency;
    },

    async tipRows(scope: BranchScope, filter: TipReportFilter, page: Page): Promise<TipReportRow[]> {
      const rows = await tipsBase(scope, filter)
        .select(tipColumns)
        .orderBy('o.close_date', 'desc')
        .orderBy('o.display_number', 'desc')
        .orderBy('o.id')
        .limit(page.pageSize)
        .offset(page.page * page.pageSize)
        .execute();
      return rows.map(toTipRow);
    },

    /** Every row for an export, newest close first, in keyset batches. */
    async *tipBatches(scope: BranchScope, filter: TipReportFilter): AsyncGenerator<TipReportRow[]> {
      const query = tipsBase(scope, filter).select(tipColumns).orderBy('o.close_date', 'desc').orderBy('o.id', 'desc');
      const batches = keysetBatches((after, size) =>
        (after ? query.where(closedBefore(after)) : query).limit(size).execute(),
      );
      for await (const rows of batches) yield rows.map(toTipRow);
    },

    async tipTotals(scope: BranchScope, filter: TipReportFilter) {
      const [all, byWaiter] = await Promise.all([
        tipsBase(scope, filter)
          .select((eb) => [
            eb.fn.countAll().as('orders'),
            eb.fn.sum('o.total').as('total'),
            eb.fn.sum('o.tip').as('tip'),
          ])
          .executeTakeFirstOrThrow(),
        tipsBase(scope, filter)
          .select((eb) => [
            'o.waiter_id',
            eb.fn.max('w.name').as('waiter'),
            eb.fn.countAll().as('orders'),
            eb.fn.sum('o.total').as('total'),
            eb.fn.sum('o.tip').as('tip'),
          ])
          .groupBy('o.waiter_id')
          .execute(),
      ]);
      const waiters: WaiterTipTotal[] = byWaiter
        .map((row) => ({
          waiterId: row.waiter_id,
          waiter: (row.waiter as string | null) ?? null,
          orders: whole(row.orders),
          total: amount(row.total),
          tip: amount(row.tip),
        }))
        .sort((a, b) => b.tip - a.tip || (a.waiter ?? '').localeCompare(b.waiter ?? ''));
      return {
        totals: { orders: whole(all.orders), total: amount(all.total), tip: amount(all.tip) },
        byWaiter: waiters,
      };
    },

    async productRows(
      scope: BranchScope,
      filter: ProductReportFilter,
      sort: ProductReportSort,
      page: Page,
    ): Promise<ProductReportRow[]> {
      const direction = sort === 'top' ? 'desc' : 'asc';
      const rows = await productsSold(scope, filter)
        .leftJoin('products as p', 'p.id', 's.product_id')
        .groupBy('s.product_id')
        .select((eb) => [
          's.product_id',
          eb.fn.max('p.sku').as('sku'),
          eb.fn.max('s.name').as('name'),
          eb.fn.sum('s.quantity').as('quantity'),
          eb.fn.sum('s.sales').as('sales'),
        ])
        .orderBy('quantity', direction)
        .orderBy('sales', direction)
        .orderBy('s.product_id')
        .limit(page.pageSize)
        .offset(page.page * page.pageSize)
        .execute();
      return rows.map((row) => {
        const quantity = whole(row.quantity);
        const sales = whole(row.sales);
        return {
          productId: row.product_id,
          sku: (row.sku as string | null) ?? null,
          product: String(row.name ?? ''),
          quantity,
          sales: money(sales),
          price: money(averagePrice(sales, quantity)),
        };
      });
    },

    async productTotals(scope: BranchScope, filter: ProductReportFilter) {
      const row = await productsSold(scope, filter)
        .select((eb) => [
          eb.fn.count('s.product_id').distinct().as('products'),
          eb.fn.sum('s.quantity').as('quantity'),
          eb.fn.sum('s.sales').as('sales'),
        ])
        .executeTakeFirstOrThrow();
      return { products: whole(row.products), quantity: whole(row.quantity), sales: amount(row.sales) };
    },
  };
}
export type ReportsRepository = ReturnType<typeof createReportsRepository>;
