import { CASHIER_MOVEMENT_TYPE } from '@comandero/domain';
import type { Db } from '../../db/database.js';
import type { BranchScope } from '../../shared/auth-context.js';
import { withSalesSummary } from '../dashboard/sales-summary.js';

/** The delivery board's writes on delivery orders. */
export function createDeliveryBoardRepository(db: Db) {
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
      await db.updateTable('orders').set({ cashier_movement_id: open.id }).where('id', '=', orderId).execute();
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
    async move(
      scope: BranchScope,
      orderId: string,
      change: {
        from: number;
        to: number;
        at: string;
        observation?: string;
        driver?: { id: string | null; name: string } | null;
      },
    ): Promise<boolean> {
      // db is the move's transaction (the service's): the summaries take the change with it.
      return withSalesSummary(db, orderId, async () => {
        const result = await db
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
      });
    },
  };
}
export type DeliveryBoardRepository = ReturnType<typeof createDeliveryBoardRepository>;
