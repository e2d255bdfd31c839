import {
  billOf,
  type CloseResult,
  commandChanges,
  kitchenLineOf,
  type SelfServiceOrder,
  sentLinesOf,
} from '@comandero/domain';
import { type AuthContext, branchScope } from '../../shared/auth-context.js';
import type { AfterClose } from '../../shared/closing-participant.js';
import { refusingTakenId } from '../../shared/db-errors.js';
import { sendToKitchen } from '../kitchen/send-to-kitchen.js';
import { type ChargeDeps, detailOf, drawerFor } from './charging.js';
import { closeOrder } from './close-order.js';

/** Self-service (spec 01 §5): created and closed at once; the tablet's order id makes a retry return the same order. */
export function createSelfService(deps: ChargeDeps) {
  const { store, clock, timeZone } = deps;

  return async function selfService(
    auth: AuthContext,
    request: SelfServiceOrder,
    provisionalNumber: string | null = null,
  ): Promise<CloseResult> {
    const scope = branchScope(auth);
    const lines = await deps.orders.priceLines(scope, request.lines);
    const drawer = await drawerFor(deps.movements, auth, request.cashierId);
    const settings = await deps.settings(scope);
    let notices: AfterClose[] = [];
    const result = await store.transaction(async (unit, trx): Promise<CloseResult> => {
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
      const bill = await closeOrder(
        { unit, trx, participants: deps.participants },
        {
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
        },
      );
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
      notices = bill.notices;
      const order = await detailOf(unit, scope, request.id, stored);
      return { order, billJobId: bill.billJobId, remainingParts: 0 };
    });
    for (const notice of notices) notice();
    return result;
  };
}
export type SelfServiceUseCase = ReturnType<typeof createSelfService>;
