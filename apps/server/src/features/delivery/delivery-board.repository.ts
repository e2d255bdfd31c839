import { CASHIER_MOVEMENT_TYPE } from '@comandero/domain';
import type { Db } from '../../db/database.js';
import type { BranchScope } from '../../shared/auth-context.js';
import { withSalesSummary } from '../dashboard/sales-summary.js';
import { createOrderRowsRepository, type DeliveryMove } from '../orders/order-rows.repository.js';

/** The delivery board's writes on delivery orders. */
export function createDeliveryBoardRepository(db: Db) {
  // The orders' one writer, on this executor (the move's transaction, the service's).
  const orderRows = createOrderRowsRepository(db);
  return {
    async stateOf(scope: BranchScope, orderId: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('orders')
        .select('state')
        .where('id', '=', orderId)
        .where('business_id', '=', scope.businessId)
        .where('branch_id', '=', scope.branchId)
        .where('method_delivery', '=', 'delivery')
        // Only a closed (charged) delivery is on the board (spec 01 §4): one being taken cannot move.
        .where('close', '=', 1)
        .where('deleted', '=', 0)
        .executeTakeFirst();
      return row?.state;
    },

    /**
     * A delivered order's money goes into a drawer that is open: when the drawer it was charged in
     * has closed meanwhile, the order moves to its cashier's open drawer, if there is one.
     */
    async intoOpenDrawer(scope: BranchScope, orderId: string): Promise<void> {
      const charged = await db
        .selectFrom('orders as o')
        .innerJoin('cashier_movements as m', 'm.id', 'o.cashier_movement_id')
        .select(['m.cashier_id', 'm.type'])
        .where('o.id', '=', orderId)
        .where('o.branch_id', '=', scope.branchId)
        .executeTakeFirst();
      if (!charged || charged.type !== CASHIER_MOVEMENT_TYPE.CLOSE) return;
      const open = await db
        .selectFrom('cashier_movements')
        .select('id')
        .where('cashier_id', '=', charged.cashier_id)
        .where('branch_id', '=', scope.branchId)
        .where('type', 'in', [CASHIER_MOVEMENT_TYPE.OPEN, CASHIER_MOVEMENT_TYPE.SETUP])
        .executeTakeFirst();
      if (!open) return;
      await orderRows.intoDrawer(orderId, open.id);
    },

    /** A user of the business who may drive, by id. */
    async userName(scope: BranchScope, userId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('users')
        .select('name')
        .where('id', '=', userId)
        .where('business_id', '=', scope.businessId)
        .executeTakeFirst();
      return row?.name;
    },

    /** Moves the order only if it is still in `from`; false when another terminal moved it first. */
    async move(scope: BranchScope, orderId: string, change: DeliveryMove): Promise<boolean> {
      // db is the move's transaction (the service's): the summaries take the change with it.
      return withSalesSummary(db, orderId, () => orderRows.moveDelivery(scope, orderId, change));
    },
  };
}
export type DeliveryBoardRepository = ReturnType<typeof createDeliveryBoardRepository>;
