import {
  billOf,
  type CheckoutSettings,
  type CloseResult,
  type CloseTable,
  can,
  canAuthorizeWithPin,
  canTransferFrom,
  canTransferTo,
  canUseShortcut,
  type closeTableSchema,
  commandChanges,
  deliveryCustomerOf,
  emptyTableOrder,
  hasUnsentItems,
  isDeliveryTable,
  kitchenLineOf,
  money,
  type OrderLine,
  orderSubtotal,
  type SalesDiscount,
  type SelfServiceOrder,
  salesDiscountFormSchema,
  sentLinesOf,
  type TableOrder,
} from '@comandero/domain';
import { type AuthContext, type BranchScope, branchScope } from '../../shared/auth-context.js';
import type { Clock } from '../../shared/clock.js';
import { refusingTakenId } from '../../shared/db-errors.js';
import { AppError, conflict, forbidden, notFound } from '../../shared/errors.js';
import { newId } from '../../shared/ids.js';
import type { MovementsRepository } from '../cashiers/movements.repository.js';
import { sendToKitchen } from '../kitchen/send-to-kitchen.js';
import type { LockedTable } from '../orders/orders.repository.js';
import type { OrdersService } from '../orders/orders.service.js';
import { checkTableAccess, readTableOrder, releaseTable, viewerOf } from '../orders/table-order.js';
import type { CheckoutRepository, CheckoutUnit } from './checkout.repository.js';
import { closeOrder } from './close-order.js';

export interface CheckoutDeps {
  store: CheckoutRepository;
  /** The branch's checkout settings, cached (forgotten when they change). */
  settings: (scope: BranchScope) => Promise<CheckoutSettings>;
  orders: OrdersService;
  movements: MovementsRepository;
  clock: Clock;
  timeZone: string;
  /** A sale changed what a dish's ingredients cover: the terminals refresh their menu. */
  catalogChanged: (branchId: string) => void;
  /** A delivery order closed into the board's ongoing list. */
  deliveryReceived: (branchId: string, orderId: string) => void;
}

const nothingToClose = () => new AppError(409, 'NOTHING_TO_CLOSE', 'The table has no order to close');
const unsent = () => new AppError(409, 'UNSENT_LINES', 'Send the order to the kitchen before closing the table');
const deliveryNotSplit = () => new AppError(409, 'SPLIT_MISMATCH', 'A delivery order is paid whole');
const cashierNotOpen = () => new AppError(409, 'CASHIER_NOT_OPEN', 'Open a cashier before charging');
const notAssigned = () => new AppError(403, 'CASHIER_NOT_ASSIGNED', 'Charge into a cashier assigned to you');
type Drawer = { movementId: string; cashierId: string } | null;
const holderOf = (table: LockedTable) => (table.userId ? { id: table.userId, name: table.userName ?? '' } : null);

/** Charging: discounts, closing tables (whole or split), self-service orders and merging tables. */
export function createCheckoutService(deps: CheckoutDeps) {
  const { store, clock, timeZone } = deps;

  /**
   * The charging user's open cashier, or the one the device names: any of the branch for
   * administrators, else only one assigned to the user. Required when the branch says so.
   */
  async function drawerFor(auth: AuthContext, cashierId: string | undefined): Promise<Drawer> {
    const scope = branchScope(auth);
    const anyCashier = can(auth.politics, 'cashiers', 'update');
    if (cashierId && !anyCashier && !(await deps.movements.isAssigned(cashierId, auth.userId))) throw notAssigned();
    const drawer = await deps.movements.openMovementFor(scope, auth.userId, cashierId ?? null);
    if (!drawer && (await deps.movements.requireOpenCashier(scope.branchId))) throw cashierNotOpen();
    return drawer;
  }

  /** The close drawer is the shortcut popover's: shortcut permission, and the table's own or shortcutALL. */
  function checkCanClose(auth: AuthContext, table: LockedTable) {
    if (!canUseShortcut(viewerOf(auth), { busy: table.busy, user: holderOf(table) }, false)) throw forbidden();
  }

  async function detailOf(unit: CheckoutUnit, scope: BranchScope, orderId: string, lines: OrderLine[]) {
    const detail = await unit.history.detail(scope, orderId, lines);
    if (!detail) throw notFound('Order');
    return detail;
  }

  /** Whole bill, chosen lines, or one of N equal parts: each closes an order of its own. */
  async function closeOnTable(
    auth: AuthContext,
    unit: CheckoutUnit,
    tableId: string,
    request: ReturnType<typeof closeTableSchema.parse>,
    drawer: Drawer,
    settings: CheckoutSettings,
    provisionalNumber: string | null,
  ) {
    const scope = branchScope(auth);
    const table = checkTableAccess(auth, await unit.orders.lockTable(scope, tableId));
    checkCanClose(auth, table);
    const current = await readTableOrder(unit.orders, table);
    if (!current.orderId || current.lines.length === 0) throw nothingToClose();
    if (hasUnsentItems(current.lines)) throw unsent();
    const orderId = current.orderId;
    const { discount } = table;
    // A delivery's virtual table (-1): its order carries the customer and the delivery value.
    const delivery = isDeliveryTable(table) ? await unit.delivery.ofOrder(orderId) : undefined;
    if (delivery && request.part) throw deliveryNotSplit();
    const base = {
      scope,
      settings,
      userId: auth.userId,
      payment: request,
      serviceType: delivery ? ('delivery' as const) : ('onsite' as const),
      customer: delivery ? deliveryCustomerOf(delivery) : null,
      people: table.people,
      table: { name: table.name, waiter: table.userName },
      drawer,
      now: clock.now(),
      timeZone,
      provisionalNumber,
    };
    const stamp = base.now.toISOString();
    const part = request.part;
    const order = {
      lines: current.lines,
      discount,
      taxes: settings.taxes,
      people: table.people,
      deliveryValue: delivery?.valueDelivery ?? 0,
    };

    if (part && 'lineIds' in part && part.lineIds.length < current.lines.length) {
      const bill = billOf(order, { kind: 'lines', lineIds: part.lineIds }, request.tip);
      const chosen = current.lines.filter((line) => bill.lineIds.includes(line.id));
      if (chosen.length !== new Set(part.lineIds).size)
        throw new AppError(409, 'SPLIT_MISMATCH', 'A chosen line is not on the table');
      const partId = newId();
      await unit.orders.createOrder(
        scope,
        { id: partId, tableId, methodDelivery: 'onsite', people: null, userId: auth.userId, splitOf: orderId },
        stamp,
      );
      await unit.checkout.moveLines(part.lineIds, orderId, partId, stamp);
      // A percent discount applies to every part; a fixed one to the last part paid.
      const closed = await closeOrder(unit, {
        ...base,
        orderId: partId,
        lines: chosen,
        discount: discount?.type === 'PERCENT' ? discount : null,
        charged: bill.charged,
      });
      return {
        orderId: partId,
        lines: chosen,
        billJobId: closed.billJobId,
        remainingParts: 1,
        stock: closed.stockChanged,
      };
    }

    if (part && 'equalParts' in part) {
      const split = await unit.checkout.equalPartsOf(orderId);
      if (split.parts !== null && split.parts !== part.equalParts) {
        throw new AppError(409, 'SPLIT_MISMATCH', `The bill is already split in ${split.parts} parts`);
      }
      if (split.parts === null) await unit.checkout.fixEqualParts(orderId, part.equalParts);
      const index = split.paid.length;
      const { charged } = billOf(order, { kind: 'equal', parts: part.equalParts, paying: index }, request.tip);
      const partLabel = `${index + 1}/${part.equalParts}`;
      if (index + 1 < part.equalParts) {
        const partId = newId();
        await unit.orders.createOrder(
          scope,
          { id: partId, tableId, methodDelivery: 'onsite', people: null, userId: auth.userId, splitOf: orderId },
          stamp,
        );
        const closed = await closeOrder(unit, {
          ...base,
          orderId: partId,
          lines: [],
          discount: null,
          charged,
          partLabel,
        });
        return {
          orderId: partId,
          lines: [],
          billJobId: closed.billJobId,
          remainingParts: part.equalParts - index - 1,
          stock: closed.stockChanged,
        };
      }
      // Released first: the close takes the per-branch numbers last, so their locks are held briefly.
      await unit.tables.release(scope, tableId, stamp);
      const closed = await closeOrder(unit, {
        ...base,
        orderId,
        lines: current.lines,
        discount: null,
        charged,
        partLabel,
      });
      return {
        orderId,
        lines: current.lines,
        billJobId: closed.billJobId,
        remainingParts: 0,
        stock: closed.stockChanged,
      };
    }

    await unit.tables.release(scope, tableId, stamp);
    const { charged } = billOf(order, { kind: 'whole' }, request.tip);
    const closed = await closeOrder(unit, { ...base, orderId, lines: current.lines, discount, charged });
    return {
      orderId,
      lines: current.lines,
      billJobId: closed.billJobId,
      remainingParts: 0,
      stock: closed.stockChanged,
      // A delivery closes into the board's ongoing list (state 1): every board reads it now.
      deliveryReceived: delivery !== undefined,
    };
  }

  return {
    settings: (auth: AuthContext): Promise<CheckoutSettings> => deps.settings(branchScope(auth)),

    /** The sales form (SALES context): administrador or caja only, on a table whose order is all sent. */
    async setDiscount(auth: AuthContext, tableId: string, discount: SalesDiscount | null): Promise<TableOrder> {
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
            throw new AppError(422, 'VALIDATION_ERROR', 'INVALID', [
              { path: 'body.discount.value', message: 'INVALID' },
            ]);
          }
        }
        await unit.tables.setDiscount(scope, tableId, discount, clock.now().toISOString());
        if (current.orderId) await unit.orders.forgetPreBill(current.orderId);
        // The answer is the order as it now stands: with the discount just set.
        return { ...current, discount };
      });
      return deps.orders.announce(scope, order);
    },

    /** `provisionalNumber`: the device's number for this charge, when it came through its outbox. */
    async closeTable(
      auth: AuthContext,
      tableId: string,
      request: CloseTable,
      provisionalNumber: string | null = null,
    ): Promise<CloseResult> {
      const scope = branchScope(auth);
      const drawer = await drawerFor(auth, request.cashierId);
      const settings = await deps.settings(scope);
      let stockChanged = false;
      let deliveryOrderId: string | null = null;
      // The receipt is read inside the transaction: a keyed close stores it with the close itself.
      const result = await store.transaction(async (unit): Promise<CloseResult> => {
        const closed = await closeOnTable(auth, unit, tableId, request, drawer, settings, provisionalNumber);
        stockChanged = closed.stock;
        if ('deliveryReceived' in closed && closed.deliveryReceived) deliveryOrderId = closed.orderId;
        const order = await detailOf(unit, scope, closed.orderId, closed.lines);
        return { order, billJobId: closed.billJobId, remainingParts: closed.remainingParts };
      });
      if (stockChanged) deps.catalogChanged(scope.branchId);
      if (deliveryOrderId) deps.deliveryReceived(scope.branchId, deliveryOrderId);
      // Paid in full, the table is free: nothing to read back for the other terminals.
      if (result.remainingParts === 0) await deps.orders.announce(scope, emptyTableOrder(tableId));
      else {
        const table = await store.orders.lockTable(scope, tableId);
        if (table) await deps.orders.announce(scope, await readTableOrder(store.orders, table));
      }
      return result;
    },

    /** Created and closed at once; the tablet's order id makes a retry return the same order. */
    async selfService(
      auth: AuthContext,
      request: SelfServiceOrder,
      provisionalNumber: string | null = null,
    ): Promise<CloseResult> {
      const scope = branchScope(auth);
      const lines = await deps.orders.priceLines(scope, request.lines);
      const drawer = await drawerFor(auth, request.cashierId);
      const settings = await deps.settings(scope);
      let stockChanged = false;
      const result = await store.transaction(async (unit): Promise<CloseResult> => {
        if (await unit.checkout.orderExists(scope, request.id)) {
          const existing = await unit.orders.lines(request.id);
          const jobs = await unit.printJobs.ofOrder(scope, request.id);
          const order = await detailOf(unit, scope, request.id, existing);
          const bill = jobs.find((job) => job.kind === 'self-service');
          return { order, billJobId: bill?.id ?? request.id, remainingParts: 0 };
        }
        const now = clock.now();
        const stamp = now.toISOString();
        // The id may be another branch's or business's order: a 409 that names nothing.
        await refusingTakenId(() =>
          unit.orders.createOrder(
            scope,
            {
              id: request.id,
              tableId: null,
              methodDelivery: 'self-service',
              people: 1,
              userId: auth.userId,
              splitOf: null,
            },
            stamp,
          ),
        );
        // So may a line id (the tablet's too).
        await refusingTakenId(() => unit.orders.insertLines(request.id, lines, auth.userId, stamp));
        await unit.orders.markAllSent(request.id, stamp);
        const stored = await unit.orders.lines(request.id);
        const bill = await closeOrder(unit, {
          scope,
          settings,
          userId: auth.userId,
          orderId: request.id,
          lines: stored,
          discount: request.discount,
          charged: billOf(
            { lines: stored, discount: request.discount, taxes: settings.taxes, people: 1 },
            { kind: 'whole' },
            request.tip,
          ).charged,
          payment: request,
          serviceType: 'self-service',
          people: 1,
          table: null,
          drawer,
          now,
          timeZone,
          provisionalNumber,
        });
        // The kitchen gets its tickets per station of the products, as a table's send does.
        await sendToKitchen(unit, scope, {
          orderId: request.id,
          kind: 'send',
          lines: sentLinesOf(commandChanges(stored.map(kitchenLineOf), [])),
          heading: {
            tableName: `Autoservicio #${bill.displayNumber}`,
            tableNumber: 0,
            waiter: '',
            people: 1,
            createdAt: stamp,
            sentBy: auth.userId,
          },
          createdBy: auth.userId,
          now: stamp,
        });
        stockChanged = bill.stockChanged;
        const order = await detailOf(unit, scope, request.id, stored);
        return { order, billJobId: bill.billJobId, remainingParts: 0 };
      });
      if (stockChanged) deps.catalogChanged(scope.branchId);
      return result;
    },

    /** Table A into table B: B keeps its lines and gains A's; A is released. */
    async merge(auth: AuthContext, sourceId: string, destinationId: string): Promise<TableOrder> {
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
          await unit.checkout.moveEverything(source.currentOrderId, destination.currentOrderId, stamp);
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
    },
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
