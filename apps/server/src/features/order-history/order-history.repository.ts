import type {
  Money,
  OrderDetail,
  OrderLine,
  OrderPageRequest,
  OrderStateCode,
  OrderSummary,
  ServiceType,
} from '@comandero/domain';
import type { Db } from '../../db/database.js';
import type { BranchScope } from '../../shared/auth-context.js';

type Filter = NonNullable<OrderPageRequest['filter']>;

/** Closed and open orders as the history lists and views them. */
export function createOrderHistoryRepository(db: Db) {
  // db: the database, or the transaction of a close.
  const base = (scope: BranchScope) =>
    db
      .selectFrom('orders as o')
      .leftJoin('dining_tables as t', 't.id', 'o.table_id')
      .where('o.business_id', '=', scope.businessId)
      .where('o.branch_id', '=', scope.branchId)
      .where('o.deleted', '=', 0);

  const summaryColumns = [
    'o.id',
    'o.display_number',
    'o.provisional_number',
    'o.state',
    'o.close_date',
    'o.method_delivery',
    'o.channel',
    'o.table_id',
    't.name as table_name',
    'o.method_pay',
    'o.total',
    'o.people',
    'o.part',
  ] as const;

  type SummaryRow = {
    id: string;
    display_number: number | null;
    provisional_number: string | null;
    state: number;
    close_date: string | null;
    method_delivery: string;
    channel: string;
    table_id: string | null;
    table_name: string | null;
    method_pay: string | null;
    total: Money;
    people: number | null;
    part: string | null;
  };

  const toSummary = (row: SummaryRow): OrderSummary => ({
    id: row.id,
    displayNumber: row.display_number,
    provisionalNumber: row.provisional_number,
    state: row.state as OrderStateCode,
    closeDate: row.close_date,
    methodDelivery: row.method_delivery as ServiceType,
    channel: row.channel,
    table: row.table_id ? { id: row.table_id, name: row.table_name ?? '' } : null,
    methodPay: row.method_pay,
    total: row.total,
    people: row.people,
    part: row.part,
  });

  return {
    /** One order with its lines, taxes and payment; read inside a close's transaction or on its own. */
    async detail(scope: BranchScope, orderId: string, lines: OrderLine[]): Promise<OrderDetail | undefined> {
      const row = await base(scope)
        .leftJoin('users as w', 'w.id', 'o.waiter_id')
        .leftJoin('users as c', 'c.id', 'o.closed_by')
        .select(summaryColumns)
        .select([
          'o.subtotal',
          'o.discount',
          'o.discount_amount',
          'o.taxes',
          'o.added_taxes',
          'o.tip',
          'o.delivery_value',
          'o.value_received',
          'o.value_returned',
          'o.observation',
          'w.name as waiter_name',
          'c.name as closed_by_name',
        ])
        .where('o.id', '=', orderId)
        .executeTakeFirst();
      if (!row) return undefined;
      const discount = row.discount
        ? (JSON.parse(row.discount) as Omit<NonNullable<OrderDetail['discount']>, 'amount'>)
        : null;
      return {
        ...toSummary(row),
        lines,
        subtotal: row.subtotal,
        discount: discount ? { ...discount, amount: row.discount_amount } : null,
        taxes: JSON.parse(row.taxes) as OrderDetail['taxes'],
        addedTaxes: row.added_taxes,
        tip: row.tip,
        deliveryValue: row.delivery_value,
        valueReceive: row.value_received,
        valueReturn: row.value_returned,
        observation: row.observation,
        waiter: row.waiter_name,
        closedBy: row.closed_by_name,
      };
    },

    /** A page of orders, newest close first, filtered by state, close days, payment method and channel. */
    async page(
      scope: BranchScope,
      request: { page: number; pageSize: number; filter: Filter },
    ): Promise<{ content: OrderSummary[]; totalElements: number }> {
      const { filter } = request;
      // The history lists closed orders (and delivery orders, which are created at state 1).
      let filtered = base(scope).where((eb) =>
        eb.or([eb('o.close', '=', 1), eb('o.method_delivery', '=', 'delivery')]),
      );
      if (filter.state !== undefined) filtered = filtered.where('o.state', '=', filter.state);
      if (filter.startClose && filter.endClose) {
        filtered = filtered
          .where('o.close_date', '>=', `${filter.startClose} 00:00:00`)
          .where('o.close_date', '<=', `${filter.endClose} 23:59:59`);
      }
      if (filter.methodPay) filtered = filtered.where('o.method_pay', '=', filter.methodPay);
      if (filter.methodDelivery) filtered = filtered.where('o.method_delivery', '=', filter.methodDelivery);
      const [rows, total] = await Promise.all([
        filtered
          .select(summaryColumns)
          .orderBy('o.close_date', 'desc')
          .orderBy('o.display_number', 'desc')
          .limit(request.pageSize)
          .offset(request.page * request.pageSize)
          .execute(),
        filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { content: rows.map(toSummary), totalElements: Number(total.total) };
    },
  };
}
export type OrderHistoryRepository = ReturnType<typeof createOrderHistoryRepository>;
