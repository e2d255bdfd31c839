import { canTransferFrom, canTransferTo, emptyTableOrder, type TableOrder } from '@comandero/domain';
import { type AuthContext, branchScope } from '../../shared/auth-context.js';
import type { Clock } from '../../shared/clock.js';
import { AppError, conflict, forbidden, notFound } from '../../shared/errors.js';
import type { LockedTable } from '../orders/orders.repository.js';
import { readTableOrder, releaseTable, viewerOf } from '../orders/table-order.js';
import { holderOf, nothingToClose, type OrdersPort } from './charging.js';
import type { CheckoutRepository } from './checkout.repository.js';

/** Merge tables: table A into table B; B keeps its lines and gains A's; A is released. */
export function createMergeTables(deps: {
  store: CheckoutRepository;
  orders: Pick<OrdersPort, 'announce'>;
  clock: Clock;
}) {
  const { store, clock } = deps;

  return async function merge(auth: AuthContext, sourceId: string, destinationId: string): Promise<TableOrder> {
    const scope = branchScope(auth);
    const viewer = viewerOf(auth);
    const order = await store.transaction(async (unit) => {
      // Lock in a fixed order so two opposite merges cannot wait on each other.
      const [first, second] = [sourceId, destinationId].sort();
      const locked = new Map<string, LockedTable | undefined>();
      for (const id of [first, second] as string[]) locked.set(id, await unit.orders.lockTable(scope, id));
      const source = locked.get(sourceId);
      const destination = locked.get(destinationId);
      if (!source || !destination) throw notFound('Table');
      if (!canTransferFrom(viewer, { busy: source.busy, user: holderOf(source) })) throw forbidden();
      if (!canTransferTo(viewer, { busy: destination.busy, user: holderOf(destination) })) {
        throw new AppError(409, 'TABLE_OCCUPIED', 'The table is occupied');
      }
      if (!source.currentOrderId) throw nothingToClose();
      const stamp = clock.now().toISOString();
      const people = (destination.people ?? 0) + (source.people ?? 0) || null;
      if (destination.currentOrderId) {
        await unit.orders.moveEverything(source.currentOrderId, destination.currentOrderId, stamp);
        await releaseTable(unit, scope, source.id, source.currentOrderId, stamp);
        await unit.tables.hold(
          scope,
          destination.id,
          { userId: destination.userId ?? auth.userId, people, orderId: destination.currentOrderId },
          stamp,
        );
        return readTableOrder(unit.orders, { ...destination, people });
      }
      throw conflict('The destination has no order: transfer the table instead');
    });
    await deps.orders.announce(scope, emptyTableOrder(sourceId));
    return deps.orders.announce(scope, order);
  };
}
export type MergeTablesUseCase = ReturnType<typeof createMergeTables>;
