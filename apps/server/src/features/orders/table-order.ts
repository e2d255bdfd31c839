import {
  can,
  canEnterTable,
  emptyTableOrder,
  type OrderLine,
  orderSubtotal,
  preparationOf,
  type TableOrder,
  type Viewer,
} from '@comandero/domain';
import { type AuthContext, type BranchScope, branchScope } from '../../shared/auth-context.js';
import { AppError, forbidden, notFound } from '../../shared/errors.js';
import { newId } from '../../shared/ids.js';
import type { NewPrintJob } from '../printing/print-jobs.repository.js';
import { printCancellations } from './kitchen-tickets.js';
import type { LockedTable, OrdersQueries, OrdersTransaction, OrdersUnit } from './orders.repository.js';

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

export interface CancellationApprovers {
  orders: Pick<OrdersQueries, 'orderPinRequired'>;
  /** The Administrator or Cashier whose PIN approves a cancellation (throws on a wrong PIN). */
  approveWithPin: (auth: AuthContext, pin: string) => Promise<{ id: string }>;
}

/** Who approved cancelling what the kitchen has: null when nothing needs it or the user may alone; throws when refused. */
export async function approveCancellation(
  deps: CancellationApprovers,
  auth: AuthContext,
  needsApproval: boolean,
  pin: string | undefined,
): Promise<string | null> {
  if (!needsApproval) return null;
  const approval = cancellationApproval(auth, await deps.orders.orderPinRequired(branchScope(auth).branchId));
  const approver = approval === 'needs-pin' && pin ? (await deps.approveWithPin(auth, pin)).id : null;
  assertApproved(approval, approver);
  return approver;
}

/** A cancellation of what the kitchen has of a line, for the table's list. */
export const cancellationOf = (line: OrderLine, quantity: number, auth: AuthContext, approvedBy: string | null) => ({
  id: newId(),
  lineId: line.id,
  name: line.name,
  quantity,
  preparation: preparationOf(line),
  printerId: line.printerId,
  cancelledBy: auth.userId,
  approvedBy,
});

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

/**
 * Leaves the table with no items and frees it (spec 01 §4: freed when its items are emptied;
 * releasing clears items): what the kitchen has is cancelled and, with the list waiting, printed
 * now, as a free table has no list for a later send. The cancellation tickets are returned.
 */
export async function clearTable(
  unit: OrdersUnit,
  scope: BranchScope,
  auth: AuthContext,
  table: LockedTable,
  approvedBy: string | null,
  now: string,
): Promise<NewPrintJob[]> {
  const orderId = table.currentOrderId;
  let jobs: NewPrintJob[] = [];
  if (orderId) {
    const lines = await unit.orders.lines(orderId);
    for (const line of lines.filter((candidate) => candidate.sentQuantity > 0)) {
      await unit.orders.addCancellation(orderId, cancellationOf(line, line.sentQuantity, auth, approvedBy), now);
    }
    await unit.orders.deleteLines(
      orderId,
      lines.map((line) => line.id),
    );
    jobs = await printCancellations(unit, scope, auth, table, orderId, now);
  }
  await releaseTable(unit, scope, table.id, orderId, now);
  return jobs;
}
