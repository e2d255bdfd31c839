import { ORDER_STATE } from '@comandero/domain';
import type { Db } from '../../db/database.js';
import type { BranchScope } from '../../shared/auth-context.js';

/**
 * A branch's completed orders (state 6, closed) by close day: what every report adds up. A delivery
 * order counts once it is delivered (state 6); received, dispatched or rejected ones do not, as the
 * orders history filtered by state 6 shows. Index orders_branch_close_idx serves the range.
 */
export const completedOrders = (db: Db, scope: BranchScope, range: { start: string; end: string }) =>
  db
    .selectFrom('orders as o')
    .where('o.business_id', '=', scope.businessId)
    .where('o.branch_id', '=', scope.branchId)
    .where('o.close_date', '>=', `${range.start} 00:00:00`)
    .where('o.close_date', '<=', `${range.end} 23:59:59`)
    .where('o.deleted', '=', 0)
    .where('o.close', '=', 1)
    .where('o.state', '=', ORDER_STATE.COMPLETED);

/** pg answers sum() and count() as strings; a sum over no rows is null. */
export const whole = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
