import {
  billOf,
  type CheckoutSettings,
  type CloseResult,
  type CloseTable,
  deliveryCustomerOf,
  emptyTableOrder,
  hasUnsentItems,
  isDeliveryTable,
} from '@comandero/domain';
import { type AuthContext, branchScope } from '../../shared/auth-context.js';
import type { AfterClose } from '../../shared/closing-participant.js';
import { AppError } from '../../shared/errors.js';
import { checkTableAccess, readTableOrder } from '../orders/table-order.js';
import {
  type ChargeDeps,
  checkCanClose,
  type Drawer,
  detailOf,
  drawerFor,
  nothingToClose,
  unsent,
} from './charging.js';
import { type Closing, closeOrder } from './close-order.js';
import { payEqualPart } from './pay-equal-part.js';
import { payLines } from './pay-lines.js';
import type { TableCharge, TableClosed } from './table-charge.js';

const deliveryNotSplit = () => new AppError(409, 'SPLIT_MISMATCH', 'A delivery order is paid whole');

export interface CloseTableDeps extends ChargeDeps {
  /** A delivery order closed into the board's ongoing list. */
  deliveryReceived: (branchId: string, orderId: string) => void;
}

interface Payment {
  auth: AuthContext;
  tableId: string;
  request: CloseTable;
  drawer: Drawer;
  settings: CheckoutSettings;
  provisionalNumber: string | null;
}

/**
 * Close a table (spec 01 §4): the whole bill, a set of its lines, or one of N equal parts; each
 * closes an order of its own, with the participants' steps, in one transaction.
 */
export function createCloseTable(deps: CloseTableDeps) {
  const { store, clock, timeZone } = deps;

  async function chargeTable(closing: Closing, payment: Payment): Promise<TableClosed> {
    const { auth, tableId, request } = payment;
    const { unit } = closing;
    const scope = branchScope(auth);
    const table = checkTableAccess(auth, await unit.orders.lockTable(scope, tableId));
    checkCanClose(auth, table);
    const current = await readTableOrder(unit.orders, table);
    if (!current.orderId || current.lines.length === 0) throw nothingToClose();
    if (hasUnsentItems(current.lines)) throw unsent();
    // A delivery's virtual table (-1): its order carries the customer and the delivery value.
    const delivery = isDeliveryTable(table) ? await unit.delivery.ofOrder(current.orderId) : undefined;
    if (delivery && request.part) throw deliveryNotSplit();
    const charge: TableCharge = {
      closing,
      scope,
      userId: auth.userId,
      tableId,
      orderId: current.orderId,
      lines: current.lines,
      discount: table.discount,
      tip: request.tip,
      bill: {
        lines: current.lines,
        discount: table.discount,
        taxes: payment.settings.taxes,
        people: table.people,
        deliveryValue: delivery?.valueDelivery ?? 0,
      },
      base: {
        scope,
        settings: payment.settings,
        userId: auth.userId,
        payment: request,
        serviceType: delivery ? 'delivery' : 'onsite',
        customer: delivery ? deliveryCustomerOf(delivery) : null,
        people: table.people,
        table: { name: table.name, waiter: table.userName },
        drawer: payment.drawer,
        now: clock.now(),
        timeZone,
        provisionalNumber: payment.provisionalNumber,
      },
    };
    const part = request.part;
    // Choosing every line is paying the whole bill.
    if (part && 'lineIds' in part && part.lineIds.length < current.lines.length) return payLines(charge, part.lineIds);
    if (part && 'equalParts' in part) return payEqualPart(charge, part.equalParts);

    await unit.tables.release(scope, tableId, charge.base.now.toISOString());
    const { charged } = billOf(charge.bill, { kind: 'whole' }, request.tip);
    const closed = await closeOrder(closing, {
      ...charge.base,
      orderId: current.orderId,
      lines: current.lines,
      discount: table.discount,
      charged,
    });
    return {
      orderId: current.orderId,
      lines: current.lines,
      billJobId: closed.billJobId,
      remainingParts: 0,
      notices: closed.notices,
      // A delivery closes into the board's ongoing list (state 1): every board reads it now.
      deliveryReceived: delivery !== undefined,
    };
  }

  /** `provisionalNumber`: the device's number for this charge, when it came through its outbox. */
  return async function closeTable(
    auth: AuthContext,
    tableId: string,
    request: CloseTable,
    provisionalNumber: string | null = null,
  ): Promise<CloseResult> {
    const scope = branchScope(auth);
    const drawer = await drawerFor(deps.movements, auth, request.cashierId);
    const settings = await deps.settings(scope);
    let notices: AfterClose[] = [];
    let deliveryOrderId: string | null = null;
    // The receipt is read inside the transaction: a keyed close stores it with the close itself.
    const result = await store.transaction(async (unit, trx): Promise<CloseResult> => {
      const closing = { unit, trx, participants: deps.participants };
      const payment = { auth, tableId, request, drawer, settings, provisionalNumber };
      const closed = await chargeTable(closing, payment);
      notices = closed.notices;
      if (closed.deliveryReceived) deliveryOrderId = closed.orderId;
      const order = await detailOf(unit, scope, closed.orderId, closed.lines);
      return { order, billJobId: closed.billJobId, remainingParts: closed.remainingParts };
    });
    for (const notice of notices) notice();
    if (deliveryOrderId) deps.deliveryReceived(scope.branchId, deliveryOrderId);
    // Paid in full, the table is free: nothing to read back for the other terminals.
    if (result.remainingParts === 0) await deps.orders.announce(scope, emptyTableOrder(tableId));
    else {
      const table = await store.orders.lockTable(scope, tableId);
      if (table) await deps.orders.announce(scope, await readTableOrder(store.orders, table));
    }
    return result;
  };
}
export type CloseTableUseCase = ReturnType<typeof createCloseTable>;
