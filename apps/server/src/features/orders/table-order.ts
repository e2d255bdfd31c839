import { can, canEnterTable, emptyTableOrder, orderSubtotal, type TableOrder, type Viewer } from '@comandero/domain';
import type { AuthContext, BranchScope } from '../../shared/auth-context.js';
import { AppError, forbidden, notFound } from '../../shared/errors.js';
import type { LockedTable, OrdersTransaction, OrdersUnit } from './orders.repository.js';

export const viewerOf = (auth: AuthContext): Viewer => ({
  userId: auth.userId,
  roleName: auth.roleName,
  politics: auth.politics,
});

export const tableOccupied = () => new AppError(409, 'TABLE_OCCUPIED', 'The table is occupied');
export const pinRequired = () =>
  new AppError(403, 'PIN_REQUIRED', 'An Administrator or Cashier PIN is needed to remove what the kitchen has');

/** The table exists in the caller's branch and the caller may work on it (its own, free, or readAll). */
export function checkTableAccess(auth: AuthContext, table: LockedTable | undefined): LockedTable {
  if (!table) throw notFound('Table');
  const holder = table.userId ? { id: table.userId, name: '' } : null;
  if (!canEnterTable(viewerOf(auth), { busy: table.busy, user: holder })) throw tableOccupied();
  return table;
}

/**
 * Removing or lowering what the kitchen already has: free with the delete permission; otherwise
 * an approving PIN when the orderPIN preference is on, or the "with PIN" grant when it is off.
 */
export function cancellationApproval(auth: AuthContext, orderPinOn: boolean): 'allowed' | 'needs-pin' | 'forbidden' {
  if (can(auth.politics, 'tables', 'deleted')) return 'allowed';
  if (orderPinOn) return 'needs-pin';
  return can(auth.politics, 'tables', 'deletedWithPin') ? 'allowed' : 'forbidden';
}

export function assertApproved(approval: ReturnType<typeof cancellationApproval>, approverId: string | null): void {
  if (approval === 'forbidden') throw forbidden();
  if (approval === 'needs-pin' && !approverId) throw pinRequired();
}

/** The order of a table as every terminal sees it. */
export async function readTableOrder(orders: OrdersTransaction, table: LockedTable): Promise<TableOrder> {
  const { discount } = table;
  if (!table.currentOrderId) {
    return emptyTableOrder(table.id, table.people, discount);
  }
  const [lines, cancellations, paid] = await Promise.all([
    orders.lines(table.currentOrderId),
    orders.pendingCancellations(table.currentOrderId),
    table.equalParts ? orders.paidParts(table.currentOrderId) : 0,
  ]);
  return {
    tableId: table.id,
    orderId: table.currentOrderId,
    people: table.people,
    lines,
    cancellations,
    subtotal: orderSubtotal(lines),
    discount,
    split: table.equalParts ? { parts: table.equalParts, paid } : null,
  };
}

/** Frees the table and drops the open order it held (emptied, or merged into another table). */
export async function releaseTable(
  unit: Pick<OrdersUnit, 'orders' | 'tables'>,
  scope: BranchScope,
  tableId: string,
  orderId: string | null,
  now: string,
): Promise<void> {
  await unit.tables.release(scope, tableId, now);
  if (orderId) await unit.orders.dropOrder(orderId, now);
}
