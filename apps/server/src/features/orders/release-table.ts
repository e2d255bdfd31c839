import { canReleaseTable, emptyTableOrder, type Table, type TableOrder } from '@comandero/domain';
import { type AuthContext, type BranchScope, branchScope } from '../../shared/auth-context.js';
import type { Clock } from '../../shared/clock.js';
import { AppError, forbidden, notFound } from '../../shared/errors.js';
import type { LockedTable, OrdersQueries, OrdersRepository } from './orders.repository.js';
import { approveCancellation, type CancellationApprovers, clearTable, viewerOf } from './table-order.js';

export interface ReleaseTableDeps extends CancellationApprovers {
  orders: OrdersRepository;
  clock: Clock;
  announce: (scope: BranchScope, order: TableOrder) => Promise<TableOrder>;
}

const tableChanged = () => new AppError(409, 'TABLE_CHANGED', 'The table was changed on another terminal, try again');

/** The owner releases a table, or a user who may act on every table (readAll). */
function checkRelease(auth: AuthContext, table: LockedTable | undefined): LockedTable {
  if (!table) throw notFound('Table');
  const holder = table.userId ? { id: table.userId, name: table.userName ?? '' } : null;
  if (!canReleaseTable(viewerOf(auth), { user: holder })) throw forbidden();
  return table;
}

/**
 * Releasing (spec 01 §4) clears items, current order, discount and people. Unsent items simply go;
 * what the kitchen has needs the delete permission or an approving PIN, and its cancellation
 * command prints.
 */
export function createReleaseTable(deps: ReleaseTableDeps) {
  const { orders, clock } = deps;

  const hasSentItems = async (queries: Pick<OrdersQueries, 'lines'>, table: LockedTable) =>
    table.currentOrderId !== null && (await queries.lines(table.currentOrderId)).some((line) => line.sentQuantity > 0);

  return async function releaseTable(auth: AuthContext, tableId: string, pin: string | undefined): Promise<Table> {
    const scope = branchScope(auth);
    // The PIN is checked before the table is held, as removing a sent line does.
    const sentBefore = await hasSentItems(orders, checkRelease(auth, await orders.lockTable(scope, tableId)));
    const approver = await approveCancellation(deps, auth, sentBefore, pin);
    // The transaction's result is the answer a keyed retry replays: the table as the floor shows it.
    const released = await orders.transaction(async (unit) => {
      const table = checkRelease(auth, await unit.orders.lockTable(scope, tableId));
      // Sent on another terminal meanwhile: released only with the approval the kitchen's items need.
      if (!sentBefore && (await hasSentItems(unit.orders, table))) throw tableChanged();
      await clearTable(unit, scope, auth, table, approver, clock.now().toISOString());
      const after = await unit.tables.find(scope, tableId);
      if (!after) throw notFound('Table');
      return after;
    });
    await deps.announce(scope, emptyTableOrder(tableId));
    return released;
  };
}
