import {
  type AddLines,
  emptyTableOrder,
  isLineProblem,
  type LineChoice,
  mayEditLines,
  mayRemoveLines,
  type OrderLine,
  type orderLineInputSchema,
  priceLine,
  type TableOrder,
  type UpdateLine,
} from '@comandero/domain';
import type { z } from 'zod';
import { type AuthContext, type BranchScope, branchScope } from '../../shared/auth-context.js';
import type { Clock } from '../../shared/clock.js';
import { AppError, conflict, forbidden, notFound } from '../../shared/errors.js';
import { newId } from '../../shared/ids.js';
import type { EventBus } from '../events/event-bus.js';
import type { CatalogRepository } from '../menu/catalog.repository.js';
import type { TablesRepository } from '../tables/tables.repository.js';
import type { NewLine, OrdersRepository } from './orders.repository.js';
import {
  approveCancellation,
  type CancellationApprovers,
  cancellationOf,
  checkTableAccess,
  clearTable,
  readTableOrder,
  releaseTable,
} from './table-order.js';

export interface OrdersDeps extends CancellationApprovers {
  orders: OrdersRepository;
  catalog: CatalogRepository;
  tables: TablesRepository;
  events: EventBus;
  clock: Clock;
}

type OrderLineInputParsed = z.infer<typeof orderLineInputSchema>;

const lineSent = () =>
  new AppError(409, 'LINE_SENT', 'The kitchen already has this line: only its quantity can change');

const lineChanged = () => conflict('The line was changed on another terminal, try again');

/** Order taking on a table: add, edit and remove lines (spec 01 §4 cart). */
export function createOrdersService(deps: OrdersDeps) {
  const { orders, catalog, tables, events, clock } = deps;
  const now = () => clock.now().toISOString();

  async function price(scope: BranchScope, productId: string, choice: LineChoice) {
    const product = await catalog.product(scope, productId);
    if (!product) throw notFound('Product');
    const priced = priceLine(product, choice);
    if (isLineProblem(priced)) throw new AppError(409, priced.code, priced.message);
    return priced;
  }

  /** Lines as the tablet chose them, priced from the catalog; one bad line refuses them all. */
  async function priceLines(scope: BranchScope, lines: readonly OrderLineInputParsed[]): Promise<NewLine[]> {
    const priced: NewLine[] = [];
    for (const line of lines) {
      const pricedLine = await price(scope, line.productId, line);
      priced.push({ ...pricedLine, id: line.id, quantity: line.quantity, note: line.note });
    }
    return priced;
  }

  /** Every terminal hears the table (its total) and the order within a second. */
  async function announce(scope: BranchScope, order: TableOrder): Promise<TableOrder> {
    const table = await tables.find(scope, order.tableId);
    if (table) events.publish(scope.branchId, { type: 'table.changed', table });
    events.publish(scope.branchId, { type: 'order.changed', tableId: order.tableId, subtotal: order.subtotal });
    return order;
  }

  /** Reads the line outside the write, to price it and ask for approval before taking the table. */
  async function currentLine(auth: AuthContext, tableId: string, lineId: string): Promise<OrderLine> {
    const scope = branchScope(auth);
    const table = checkTableAccess(auth, await orders.lockTable(scope, tableId));
    const line = table.currentOrderId
      ? (await orders.lines(table.currentOrderId)).find((candidate) => candidate.id === lineId)
      : undefined;
    if (!line) throw notFound('Line');
    return line;
  }

  const approverFor = (auth: AuthContext, needsApproval: boolean, pin: string | undefined) =>
    approveCancellation(deps, auth, needsApproval, pin);

  return {
    announce,
    priceLines,

    async get(auth: AuthContext, tableId: string): Promise<TableOrder> {
      const table = checkTableAccess(auth, await orders.lockTable(branchScope(auth), tableId));
      return readTableOrder(orders, table);
    },

    /**
     * Adds lines; the first takes a free table. Line ids come from the tablet: a retried add finds
     * them and adds nothing, so a replayed request never doubles a dish.
     */
    async addLines(auth: AuthContext, tableId: string, request: AddLines): Promise<TableOrder> {
      const scope = branchScope(auth);
      const priced = await priceLines(scope, request.lines);
      const order = await orders.transaction(async (unit) => {
        const table = checkTableAccess(auth, await unit.orders.lockTable(scope, tableId));
        const stamp = now();
        const existing = await unit.orders.existingLineOrders(priced.map((line) => line.id));
        if ([...existing.values()].some((orderId) => orderId !== table.currentOrderId)) {
          throw conflict('A line id belongs to another order');
        }
        const fresh = priced.filter((line) => !existing.has(line.id));
        if (fresh.length === 0) return readTableOrder(unit.orders, table);
        const people = table.people ?? request.people ?? 1;
        let orderId = table.currentOrderId;
        if (!orderId) {
          orderId = newId();
          await unit.orders.createOrder(scope, { id: orderId, tableId, people, userId: auth.userId }, stamp);
        }
        await unit.tables.hold(scope, tableId, { userId: table.userId ?? auth.userId, people, orderId }, stamp);
        await unit.orders.insertLines(orderId, fresh, auth.userId, stamp);
        return readTableOrder(unit.orders, { ...table, currentOrderId: orderId, people, busy: true });
      });
      return announce(scope, order);
    },

    /** The edit-product page: an unsent line changes freely, a sent one only in quantity. */
    async updateLine(auth: AuthContext, tableId: string, lineId: string, patch: UpdateLine): Promise<TableOrder> {
      if (!mayEditLines(auth.politics)) throw forbidden();
      const scope = branchScope(auth);
      const before = await currentLine(auth, tableId, lineId);
      const reshaped = patch.sizeId !== undefined || patch.extras !== undefined || patch.note !== undefined;
      if (before.sentQuantity > 0 && reshaped) throw lineSent();
      const quantity = patch.quantity ?? before.quantity;
      const cancelled = Math.max(0, before.sentQuantity - quantity);
      const approver = await approverFor(auth, cancelled > 0, patch.pin);
      const choice = {
        sizeId: patch.sizeId !== undefined ? patch.sizeId : (before.size?.id ?? null),
        extras: patch.extras ?? before.extras,
        quantity,
      };
      const priced = reshaped ? await price(scope, before.productId, choice) : before;
      const order = await orders.transaction(async (unit) => {
        const table = checkTableAccess(auth, await unit.orders.lockTable(scope, tableId));
        const line = table.currentOrderId
          ? (await unit.orders.lines(table.currentOrderId)).find((candidate) => candidate.id === lineId)
          : undefined;
        if (!line) throw notFound('Line');
        if (line.version !== patch.version || line.sentQuantity !== before.sentQuantity) throw lineChanged();
        const stamp = now();
        const updated: OrderLine = {
          ...line,
          size: priced.size,
          extras: priced.extras,
          unitPrice: priced.unitPrice,
          quantity,
          note: patch.note ?? line.note,
          sentQuantity: Math.min(line.sentQuantity, quantity),
        };
        if (!(await unit.orders.updateLine(updated, patch.version, stamp))) throw lineChanged();
        if (cancelled > 0 && table.currentOrderId) {
          await unit.orders.addCancellation(
            table.currentOrderId,
            cancellationOf(line, cancelled, auth, approver),
            stamp,
          );
        }
        return readTableOrder(unit.orders, table);
      });
      return announce(scope, order);
    },

    /**
     * An unsent line goes with the delete permission; what the kitchen has goes to the cancellation
     * list, with approval. The last line gone frees the table.
     */
    async removeLine(auth: AuthContext, tableId: string, lineId: string, pin: string | undefined): Promise<TableOrder> {
      const scope = branchScope(auth);
      const before = await currentLine(auth, tableId, lineId);
      if (before.sentQuantity === 0 && !mayRemoveLines(auth.politics)) throw forbidden();
      const approver = await approverFor(auth, before.sentQuantity > 0, pin);
      const order = await orders.transaction(async (unit) => {
        const table = checkTableAccess(auth, await unit.orders.lockTable(scope, tableId));
        const line = table.currentOrderId
          ? (await unit.orders.lines(table.currentOrderId)).find((candidate) => candidate.id === lineId)
          : undefined;
        if (!line || !table.currentOrderId) throw notFound('Line');
        if (line.sentQuantity !== before.sentQuantity) throw lineChanged();
        const stamp = now();
        await unit.orders.deleteLines(table.currentOrderId, [lineId]);
        if (line.sentQuantity > 0) {
          await unit.orders.addCancellation(
            table.currentOrderId,
            cancellationOf(line, line.sentQuantity, auth, approver),
            stamp,
          );
        }
        const after = await readTableOrder(unit.orders, table);
        if (after.lines.length > 0) return after;
        await clearTable(unit, scope, auth, table, approver, stamp);
        return emptyTableOrder(tableId);
      });
      return announce(scope, order);
    },

    /**
     * Leaving the menu in ADD: "the selected products will be discarded". What the kitchen has
     * stays; a table left with nothing is released.
     */
    async discardUnsent(auth: AuthContext, tableId: string, release: boolean): Promise<TableOrder> {
      const scope = branchScope(auth);
      const order = await orders.transaction(async (unit) => {
        const table = checkTableAccess(auth, await unit.orders.lockTable(scope, tableId));
        const stamp = now();
        const current = await readTableOrder(unit.orders, table);
        const unsentIds = current.lines.filter((line) => line.sentQuantity === 0).map((line) => line.id);
        if (table.currentOrderId) await unit.orders.deleteLines(table.currentOrderId, unsentIds);
        const lowered = current.lines.filter((line) => line.sentQuantity > 0 && line.sentQuantity < line.quantity);
        for (const line of lowered) {
          if (!(await unit.orders.updateLine({ ...line, quantity: line.sentQuantity }, line.version, stamp)))
            throw lineChanged();
        }
        const after = await readTableOrder(unit.orders, table);
        if (release && after.lines.length === 0 && after.cancellations.length === 0) {
          await releaseTable(unit, scope, tableId, table.currentOrderId, stamp);
          return emptyTableOrder(tableId);
        }
        return after;
      });
      return announce(scope, order);
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
