import {
  type CheckoutSettings,
  can,
  canUseShortcut,
  type OrderLine,
  type SelfServiceOrder,
  type TableOrder,
} from '@comandero/domain';
import { type AuthContext, type BranchScope, branchScope } from '../../shared/auth-context.js';
import type { Clock } from '../../shared/clock.js';
import type { ClosingParticipant } from '../../shared/closing-participant.js';
import { AppError, forbidden, notFound } from '../../shared/errors.js';
import type { MovementsRepository } from '../cashiers/movements.repository.js';
import type { LockedTable, NewLine } from '../orders/orders.repository.js';
import { viewerOf } from '../orders/table-order.js';
import type { CheckoutRepository, CheckoutUnit } from './checkout.repository.js';

/** What checkout asks of the orders feature's service (register-checkout.ts passes the service itself). */
export interface OrdersPort {
  /** New lines priced from the catalog, as a table's order prices them. */
  priceLines: (scope: BranchScope, lines: SelfServiceOrder['lines']) => Promise<NewLine[]>;
  /** Every terminal hears the table's order as it now stands. */
  announce: (scope: BranchScope, order: TableOrder) => Promise<TableOrder>;
}

/** What the charging use cases (close a table, pay a part, self-service) share. */
export interface ChargeDeps {
  store: CheckoutRepository;
  /** The branch's checkout settings, cached (forgotten when they change). */
  settings: (scope: BranchScope) => Promise<CheckoutSettings>;
  orders: OrdersPort;
  movements: MovementsRepository;
  clock: Clock;
  timeZone: string;
  /** The other features' steps of every close, in order (register-checkout.ts). */
  participants: readonly ClosingParticipant[];
}

export const nothingToClose = () => new AppError(409, 'NOTHING_TO_CLOSE', 'The table has no order to close');
export const unsent = () => new AppError(409, 'UNSENT_LINES', 'Send the order to the kitchen before closing the table');
const cashierNotOpen = () => new AppError(409, 'CASHIER_NOT_OPEN', 'Open a cashier before charging');
const notAssigned = () => new AppError(403, 'CASHIER_NOT_ASSIGNED', 'Charge into a cashier assigned to you');

export type Drawer = { movementId: string; cashierId: string } | null;
export const holderOf = (table: LockedTable) =>
  table.userId ? { id: table.userId, name: table.userName ?? '' } : null;

/**
 * The charging user's open cashier, or the one the device names: any of the branch for
 * administrators, else only one assigned to the user. Required when the branch says so.
 */
export async function drawerFor(
  movements: MovementsRepository,
  auth: AuthContext,
  cashierId: string | undefined,
): Promise<Drawer> {
  const scope = branchScope(auth);
  const anyCashier = can(auth.politics, 'cashiers', 'update');
  if (cashierId && !anyCashier && !(await movements.isAssigned(cashierId, auth.userId))) throw notAssigned();
  const drawer = await movements.openMovementFor(scope, auth.userId, cashierId ?? null);
  if (!drawer && (await movements.requireOpenCashier(scope.branchId))) throw cashierNotOpen();
  return drawer;
}

/** The close drawer is the shortcut popover's: shortcut permission, and the table's own or shortcutALL. */
export function checkCanClose(auth: AuthContext, table: LockedTable) {
  if (!canUseShortcut(viewerOf(auth), { busy: table.busy, user: holderOf(table) }, false)) throw forbidden();
}

/** The receipt a close answers with, read in its transaction: a keyed close stores it with the close. */
export async function detailOf(unit: CheckoutUnit, scope: BranchScope, orderId: string, lines: OrderLine[]) {
  const detail = await unit.history.detail(scope, orderId, lines);
  if (!detail) throw notFound('Order');
  return detail;
}
