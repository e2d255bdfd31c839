import {
  type DeliveryForm,
  type Money,
  money,
  ORDER_CHANNEL_DELIVERY,
  ORDER_STATE,
  type SalesDiscount,
  type TaxLine,
} from '@comandero/domain';
import type { Db } from '../../db/database.js';
import type { BranchScope } from '../../shared/auth-context.js';

/** The figures a close writes on an order. */
export interface ClosedFigures {
  state: number;
  displayNumber: number;
  closeDate: string;
  subtotal: Money;
  discount: SalesDiscount | null;
  discountAmount: Money;
  taxes: TaxLine[];
  addedTaxes: Money;
  tip: Money;
  deliveryValue: Money;
  total: Money;
  methodPay: string;
  valueReceived: Money | null;
  valueReturned: Money | null;
  observation: string;
  closedBy: string;
  cashierId: string | null;
  cashierMovementId: string | null;
  part: string | null;
  provisionalNumber: string | null;
}

/** The order columns the delivery form fills (the board reads the same ones). */
const deliveryColumns = (form: DeliveryForm, customerId: string) => ({
  delivery_customer_id: customerId,
  delivery_customer_name: form.customer,
  delivery_phone: form.phone,
  delivery_address: form.address,
  delivery_address2: form.addressLine1,
  delivery_neighborhood: form.neighborhood,
  delivery_identification: form.identification,
  delivery_email: form.email,
  delivery_date: form.dateDelivery,
  delivery_value: money(form.valueDelivery),
});

/**
 * A pre-bill that no longer matches its order is not a bill: every write that adds, changes, moves
 * or removes lines calls this, and the floor stops showing the table as waiting for payment.
 */
export async function forgetPreBill(executor: Db, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  await executor
    .updateTable('orders')
    .set({ pre_billed_at: null })
    .where('id', 'in', [...orderIds])
    .where('pre_billed_at', 'is not', null)
    .execute();
}

/**
 * The one writer of `orders` (issue 28): taking, closing, moving and delivering an order all write
 * here, so its invariants (the pre-bill forgotten, the sales summaries kept) live in one place.
 * Checkout, delivery, the delivery board and the floor build it on their own transaction.
 */
/** A delivery board move: from the state the terminal saw to the next, with its note and driver. */
export interface DeliveryMove {
  from: number;
  to: number;
  at: string;
  observation?: string;
  driver?: { id: string | null; name: string } | null;
}

export function createOrderRowsRepository(executor: Db) {
  return {
    /** A new open order: a table's, a part of its split bill, or a self-service order. */
    async create(
      scope: BranchScope,
      order: {
        id: string;
        tableId: string | null;
        people: number | null;
        userId: string;
        methodDelivery?: string;
        splitOf?: string | null;
      },
      now: string,
    ): Promise<void> {
      await executor
        .insertInto('orders')
        .values({
          id: order.id,
          business_id: scope.businessId,
          branch_id: scope.branchId,
          table_id: order.tableId,
          method_delivery: order.methodDelivery ?? 'onsite',
          people: order.people,
          waiter_id: order.userId,
          created_by: order.userId,
          split_of: order.splitOf ?? null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    },

    /** A delivery's open order on its virtual table (spec 01 §3: channel domicilios). */
    async openDelivery(
      scope: BranchScope,
      order: { id: string; tableId: string; userId: string },
      form: DeliveryForm,
      customerId: string,
      now: string,
    ): Promise<void> {
      await executor
        .insertInto('orders')
        .values({
          id: order.id,
          business_id: scope.businessId,
          branch_id: scope.branchId,
          table_id: order.tableId,
          method_delivery: 'delivery',
          // Spec 01 §3: delivery orders use the channel domicilios.
          channel: ORDER_CHANNEL_DELIVERY,
          people: 1,
          waiter_id: order.userId,
          created_by: order.userId,
          ...deliveryColumns(form, customerId),
          created_at: now,
          updated_at: now,
        })
        .execute();
    },

    /** The 'General information' modal's edit of a delivery order's fields. */
    async editDelivery(scope: BranchScope, orderId: string, form: DeliveryForm, customerId: string, now: string) {
      await executor
        .updateTable('orders')
        .set((eb) => ({ ...deliveryColumns(form, customerId), updated_at: now, version: eb('version', '+', 1) }))
        .where('id', '=', orderId)
        .where('branch_id', '=', scope.branchId)
        .execute();
    },

    /** Drops an open order its table let go of (released with nothing on it, or merged into another). */
    async dropOrder(orderId: string, now: string): Promise<void> {
      await executor
        .updateTable('orders')
        .set((eb) => ({ deleted: 1, state: ORDER_STATE.REJECTED, updated_at: now, version: eb('version', '+', 1) }))
        .where('id', '=', orderId)
        .execute();
    },

    /** Its pre-bill was printed: the floor shows the table waiting for payment until a line changes. */
    async markPreBilled(orderId: string, now: string): Promise<void> {
      await executor.updateTable('orders').set({ pre_billed_at: now }).where('id', '=', orderId).execute();
    },

    /** The order follows its guests to another table. */
    async moveToTable(orderId: string, tableId: string, now: string): Promise<void> {
      await executor
        .updateTable('orders')
        .set((eb) => ({ table_id: tableId, updated_at: now, version: eb('version', '+', 1) }))
        .where('id', '=', orderId)
        .execute();
    },

    /** The order's bill is split in this many equal parts (the first part paid fixes it). */
    async fixEqualParts(orderId: string, parts: number): Promise<void> {
      await executor.updateTable('orders').set({ equal_parts: parts }).where('id', '=', orderId).execute();
    },

    /** Writes the close's figures on an open order; false when it was no longer open. */
    async close(orderId: string, figures: ClosedFigures, now: string): Promise<boolean> {
      const result = await executor
        .updateTable('orders')
        .set((eb) => ({
          state: figures.state,
          close: 1,
          close_date: figures.closeDate,
          display_number: figures.displayNumber,
          subtotal: figures.subtotal,
          discount: figures.discount ? JSON.stringify(figures.discount) : null,
          discount_amount: figures.discountAmount,
          taxes: JSON.stringify(figures.taxes),
          added_taxes: figures.addedTaxes,
          tip: figures.tip,
          delivery_value: figures.deliveryValue,
          total: figures.total,
          method_pay: figures.methodPay,
          value_received: figures.valueReceived,
          value_returned: figures.valueReturned,
          observation: figures.observation,
          closed_by: figures.closedBy,
          cashier_id: figures.cashierId,
          cashier_movement_id: figures.cashierMovementId,
          part: figures.part,
          provisional_number: figures.provisionalNumber,
          updated_at: now,
          version: eb('version', '+', 1),
        }))
        .where('id', '=', orderId)
        .where('close', '=', 0)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** A delivered order's money moves to its cashier's open drawer. */
    async intoDrawer(orderId: string, cashierMovementId: string): Promise<void> {
      await executor
        .updateTable('orders')
        .set({ cashier_movement_id: cashierMovementId })
        .where('id', '=', orderId)
        .execute();
    },

    /**
     * Moves a charged delivery only if it is still in `from`; false when another terminal moved it
     * first. The caller wraps it in withSalesSummary (dashboard imports orders' readers, so orders
     * cannot import it).
     */
    async moveDelivery(scope: BranchScope, orderId: string, change: DeliveryMove): Promise<boolean> {
      const result = await executor
        .updateTable('orders')
        .set((eb) => ({
          state: change.to,
          delivery_state_changed_at: change.at,
          updated_at: change.at,
          version: eb('version', '+', 1),
          ...(change.observation === undefined ? {} : { observation: change.observation }),
          ...(change.driver === undefined
            ? {}
            : { delivery_driver: change.driver?.name ?? null, delivery_driver_id: change.driver?.id ?? null }),
        }))
        .where('id', '=', orderId)
        .where('business_id', '=', scope.businessId)
        .where('branch_id', '=', scope.branchId)
        .where('method_delivery', '=', 'delivery')
        .where('close', '=', 1)
        .where('state', '=', change.from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
export type OrderRowsRepository = ReturnType<typeof createOrderRowsRepository>;
