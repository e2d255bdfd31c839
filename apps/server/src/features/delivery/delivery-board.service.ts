import {
  cashByDriver,
  type DeliveryMoveInput,
  type DriverCash,
  deliveryMoveError,
  isBill,
  ORDER_STATE,
  type OrderSummary,
} from '@comandero/domain';
import { type AuthContext, branchScope } from '../../shared/auth-context.js';
import type { Clock } from '../../shared/clock.js';
import { AppError, notFound } from '../../shared/errors.js';
import { newId } from '../../shared/ids.js';
import type { EventBus } from '../events/event-bus.js';
import type { OrderHistoryRepository } from '../order-history/order-history.repository.js';
import type { PrintJobsRepository } from '../printing/print-jobs.repository.js';
import type { DeliveryBoardRepository } from './delivery-board.repository.js';

/** What one move reads and writes, inside one transaction. */
export interface DeliveryBoardUnit {
  board: DeliveryBoardRepository;
  history: Pick<OrderHistoryRepository, 'summary'>;
  printJobs: Pick<PrintJobsRepository, 'ofOrder' | 'insert'>;
}

export interface DeliveryBoardDeps {
  transaction<T>(work: (unit: DeliveryBoardUnit) => Promise<T>): Promise<T>;
  history: Pick<OrderHistoryRepository, 'dispatchedDeliveries'>;
  events: EventBus;
  clock: Clock;
}

/** The delivery board's moves (spec 01 §4): only the domain's transitions, a stale move refused. */
export function createDeliveryBoardService({ transaction, history, events, clock }: DeliveryBoardDeps) {
  /** Dispatched with a driver: the delivery ticket again, naming who takes it (the close printed it without). */
  async function printForDriver(
    { printJobs }: DeliveryBoardUnit,
    auth: AuthContext,
    orderId: string,
    driver: string,
    at: string,
  ) {
    const scope = branchScope(auth);
    const ticket = (await printJobs.ofOrder(scope, orderId)).filter((job) => job.kind === 'delivery').at(0);
    if (!ticket || !isBill(ticket.document) || !ticket.document.customer) return;
    const document = { ...ticket.document, customer: { ...ticket.document.customer, driver } };
    await printJobs.insert(
      scope,
      { id: newId(), orderId, kind: 'delivery', printerId: null, document, createdBy: auth.userId },
      at,
    );
  }

  return {
    async move(auth: AuthContext, orderId: string, body: DeliveryMoveInput): Promise<OrderSummary> {
      const scope = branchScope(auth);
      // The move and the driver's ticket commit together, or neither.
      const summary = await transaction(async (unit) => {
        const { board, history } = unit;
        const current = await board.stateOf(scope, orderId);
        if (current === undefined) throw notFound('Order');
        const stale = () =>
          new AppError(409, 'DELIVERY_STATE_CHANGED', deliveryMoveError(body.from), { state: current });
        if (current !== body.from) throw stale();
        let driver: { id: string | null; name: string } | null | undefined;
        if (body.driver === null) driver = null;
        else if (body.driver && 'userId' in body.driver) {
          const name = await board.userName(scope, body.driver.userId);
          if (!name) throw notFound('User');
          driver = { id: body.driver.userId, name };
        } else if (body.driver) driver = { id: null, name: body.driver.name.trim() };
        const at = clock.now().toISOString();
        const moved = await board.move(scope, orderId, {
          from: body.from,
          to: body.state,
          at,
          observation: body.state === ORDER_STATE.REJECTED ? body.note?.trim() : undefined,
          driver,
        });
        if (!moved) throw stale();
        if (body.state === ORDER_STATE.COMPLETED) await board.intoOpenDrawer(scope, orderId);
        const summary = await history.summary(scope, orderId);
        if (!summary) throw notFound('Order');
        const driverName = summary.delivery?.driver?.name;
        if (body.state === ORDER_STATE.DISPATCHED && driverName)
          await printForDriver(unit, auth, orderId, driverName, at);
        return summary;
      });
      events.publish(scope.branchId, { type: 'delivery.changed', orderId, state: body.state });
      return summary;
    },

    /** The cash each driver must bring back from the orders out now (issue 18 §3). */
    async driversCash(auth: AuthContext): Promise<DriverCash[]> {
      const dispatched = await history.dispatchedDeliveries(branchScope(auth));
      return cashByDriver(
        dispatched.map((order) => ({
          driver: order.delivery?.driver ?? null,
          cashToCollect: order.delivery?.cashToCollect ?? order.total,
        })),
      );
    },
  };
}
export type DeliveryBoardService = ReturnType<typeof createDeliveryBoardService>;
