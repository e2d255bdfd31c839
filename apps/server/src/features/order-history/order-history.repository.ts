import {
  cashToCollect,
  type DeliveryBoardInfo,
  type Money,
  ORDER_STATE,
  type OrderDetail,
  type OrderLine,
  type OrderPageRequest,
  type OrderStateCode,
  type OrderSummary,
  type PaymentMethod,
  type ServiceType,
} from '@comandero/domain';
import type { Db } from '../../db/database.js';
import type { BranchScope } from '../../shared/auth-context.js';
import { closedBefore, keysetBatches } from '../../shared/close-keyset.js';

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
    'o.created_at',
    'o.observation',
    'o.delivery_value',
    'o.delivery_state_changed_at',
    'o.delivery_driver',
    'o.delivery_driver_id',
    'o.delivery_customer_name',
    'o.delivery_phone',
    'o.delivery_address',
    'o.delivery_address2',
    'o.delivery_neighborhood',
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
    created_at: string;
    observation: string;
    delivery_value: Money;
    delivery_state_changed_at: string | null;
    delivery_driver: string | null;
    delivery_driver_id: string | null;
    delivery_customer_name: string | null;
    delivery_phone: string | null;
    delivery_address: string | null;
    delivery_address2: string | null;
    delivery_neighborhood: string | null;
  };

  /** The board's data of a delivery order: who it goes to (as the delivery form gave it), times, driver, cash. */
  const deliveryOf = (row: SummaryRow, methods: readonly PaymentMethod[]): DeliveryBoardInfo | null =>
    row.method_delivery !== 'delivery'
      ? null
      : {
          receivedAt: row.created_at,
          stateChangedAt: row.delivery_state_changed_at,
          observation: row.observation,
          driver: row.delivery_driver ? { userId: row.delivery_driver_id, name: row.delivery_driver } : null,
          cashToCollect: cashToCollect(row.total, row.method_pay, methods),
          deliveryValue: row.delivery_value,
          customerName: row.delivery_customer_name,
          phone: row.delivery_phone,
          address: row.delivery_address,
          address2: row.delivery_address2,
          neighborhood: row.delivery_neighborhood,
        };

  const paymentMethods = async (scope: BranchScope): Promise<PaymentMethod[]> => {
    const branch = await db
      .selectFrom('branches')
      .select('payment_methods')
      .where('id', '=', scope.branchId)
      .executeTakeFirst();
    return branch?.payment_methods ? (JSON.parse(branch.payment_methods) as PaymentMethod[]) : [];
  };

  /**
   * The history's orders under a filter: closed ones only. A delivery being taken is not an order
   * yet (spec 01 §4: its close creates it at state 1), so neither the history nor the board shows it.
   */
  const filteredBy = (scope: BranchScope, filter: Filter) => {
    let filtered = base(scope).where('o.close', '=', 1);
    if (filter.state !== undefined) filtered = filtered.where('o.state', '=', filter.state);
    if (filter.startClose && filter.endClose) {
      filtered = filtered
        .where('o.close_date', '>=', `${filter.startClose} 00:00:00`)
        .where('o.close_date', '<=', `${filter.endClose} 23:59:59`);
    }
    if (filter.methodPay) filtered = filtered.where('o.method_pay', '=', filter.methodPay);
    if (filter.methodDelivery) filtered = filtered.where('o.method_delivery', '=', filter.methodDelivery);
    if (filter.channel) filtered = filtered.where('o.channel', '=', filter.channel);
    if (filter.closeDate) {
      filtered = filtered
        .where('o.close_date', '>=', `${filter.closeDate} 00:00:00`)
        .where('o.close_date', '<=', `${filter.closeDate} 23:59:59`);
    }
    return filtered;
  };

  const toSummary = (row: SummaryRow, methods: readonly PaymentMethod[] = []): OrderSummary => ({
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
    delivery: deliveryOf(row, methods),
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
        ...toSummary(row, await paymentMethods(scope)),
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
      const filtered = filteredBy(scope, request.filter);
      const [rows, total, methods] = await Promise.all([
        filtered
          .select(summaryColumns)
          .orderBy('o.close_date', 'desc')
          .orderBy('o.display_number', 'desc')
          .limit(request.pageSize)
          .offset(request.page * request.pageSize)
          .execute(),
        filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        paymentMethods(scope),
      ]);
      return { content: rows.map((row) => toSummary(row, methods)), totalElements: Number(total.total) };
    },

    /**
     * The same orders for an export, a batch at a time, each read after the last one's close date
     * and id (the (branch, close date) index serves it, where an offset would rescan every page
     * before it).
     */
    async *batches(scope: BranchScope, filter: Filter): AsyncGenerator<OrderSummary[]> {
      const methods = await paymentMethods(scope);
      const closed = filteredBy(scope, filter)
        .where('o.close_date', 'is not', null)
        .select(summaryColumns)
        .orderBy('o.close_date', 'desc')
        .orderBy('o.id', 'desc');
      const batches = keysetBatches((after, size) =>
        (after ? closed.where(closedBefore(after)) : closed).limit(size).execute(),
      );
      for await (const rows of batches) yield rows.map((row) => toSummary(row, methods));
    },

    /** Every delivery order out with a driver now (state 5): a few dozen at most, read whole. */
    async dispatchedDeliveries(scope: BranchScope): Promise<OrderSummary[]> {
      const [rows, methods] = await Promise.all([
        filteredBy(scope, { state: ORDER_STATE.DISPATCHED, methodDelivery: 'delivery' })
          .select(summaryColumns)
          .execute(),
        paymentMethods(scope),
      ]);
      return rows.map((row) => toSummary(row, methods));
    },

    /** One order as the lists show it (the delivery board after a move). */
    async summary(scope: BranchScope, orderId: string): Promise<OrderSummary | undefined> {
      const row = await base(scope).select(summaryColumns).where('o.id', '=', orderId).executeTakeFirst();
      return row ? toSummary(row, await paymentMethods(scope)) : undefined;
    },
  };
}
export type OrderHistoryRepository = ReturnType<typeof createOrderHistoryRepository>;
