import {
  canAuthorizeWithPin,
  hasUnsentItems,
  money,
  orderSubtotal,
  type SalesDiscount,
  salesDiscountFormSchema,
  type TableOrder,
} from '@comandero/domain';
import { type AuthContext, branchScope } from '../../shared/auth-context.js';
import type { Clock } from '../../shared/clock.js';
import { AppError, forbidden } from '../../shared/errors.js';
import { checkTableAccess, readTableOrder } from '../orders/table-order.js';
import { nothingToClose, type OrdersPort, unsent } from './charging.js';
import type { CheckoutRepository } from './checkout.repository.js';

/** The sales form's discount (SALES context): administrador or caja only, on a table whose order is all sent. */
export function createSetDiscount(deps: {
  store: CheckoutRepository;
  orders: Pick<OrdersPort, 'announce'>;
  clock: Clock;
}) {
  const { store, clock } = deps;

  return async function setDiscount(
    auth: AuthContext,
    tableId: string,
    discount: SalesDiscount | null,
  ): Promise<TableOrder> {
    if (!canAuthorizeWithPin(auth.roleName)) throw forbidden();
    const scope = branchScope(auth);
    const order = await store.transaction(async (unit) => {
      const table = checkTableAccess(auth, await unit.orders.lockTable(scope, tableId));
      const current = await readTableOrder(unit.orders, table);
      if (current.lines.length === 0) throw nothingToClose();
      if (hasUnsentItems(current.lines)) throw unsent();
      if (discount) {
        const checked = salesDiscountFormSchema(money(orderSubtotal(current.lines))).safeParse(discount);
        if (!checked.success) {
          throw new AppError(422, 'VALIDATION_ERROR', 'INVALID', [{ path: 'body.discount.value', message: 'INVALID' }]);
        }
      }
      await unit.tables.setDiscount(scope, tableId, discount, clock.now().toISOString());
      if (current.orderId) await unit.orders.forgetPreBill(current.orderId);
      // The answer is the order as it now stands: with the discount just set.
      return { ...current, discount };
    });
    return deps.orders.announce(scope, order);
  };
}
export type SetDiscountUseCase = ReturnType<typeof createSetDiscount>;
