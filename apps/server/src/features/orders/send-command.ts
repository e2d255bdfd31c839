import {
  commandChanges,
  emptyTableOrder,
  kitchenLineOf,
  lastSentKitchenLineOf,
  type SendCommandResponse,
  sentLinesOf,
  type TableOrder,
} from '@comandero/domain';
import { type AuthContext, type BranchScope, branchScope } from '../../shared/auth-context.js';
import type { Clock } from '../../shared/clock.js';
import { sendToKitchen } from '../kitchen/send-to-kitchen.js';
import type { NewPrintJob } from '../printing/print-jobs.repository.js';
import { headingOf, printCancellations, summaryOf } from './kitchen-tickets.js';
import type { OrdersRepository } from './orders.repository.js';
import { checkTableAccess, readTableOrder, releaseTable } from './table-order.js';

export interface SendCommandDeps {
  orders: OrdersRepository;
  clock: Clock;
  announce: (scope: BranchScope, order: TableOrder) => Promise<TableOrder>;
}

/**
 * Sends the kitchen what changed since the last command (spec 01 §4): one ticket per station
 * (printer) of the products for new lines and raised quantities, one cancellation ticket per
 * station for the removed list, which is then cleared; each printed by the job made of it.
 * Nothing changed: nothing is sent.
 */
export function createSendCommand(deps: SendCommandDeps) {
  const { orders, clock } = deps;

  return async function sendCommand(auth: AuthContext, tableId: string): Promise<SendCommandResponse> {
    const scope = branchScope(auth);
    const result = await orders.transaction(async (unit) => {
      const table = checkTableAccess(auth, await unit.orders.lockTable(scope, tableId));
      const current = await readTableOrder(unit.orders, table);
      if (!current.orderId) return { order: current, jobs: [] };
      const orderId = current.orderId;
      const stamp = clock.now().toISOString();
      const lastSent = current.lines.map(lastSentKitchenLineOf).filter((line) => line !== null);
      const added = commandChanges(current.lines.map(kitchenLineOf), lastSent).filter((change) => change.quantity > 0);

      const sent = await sendToKitchen(unit, scope, {
        orderId,
        kind: 'send',
        lines: sentLinesOf(added),
        heading: headingOf(table, auth, stamp),
        createdBy: auth.userId,
        now: stamp,
      });
      const jobs: NewPrintJob[] = sent.map(({ job }) => job);
      jobs.push(...(await printCancellations(unit, scope, auth, table, orderId, stamp)));
      await unit.orders.markAllSent(orderId, stamp);

      const after = await readTableOrder(unit.orders, table);
      if (after.lines.length > 0) return { order: after, jobs: jobs.map((job) => summaryOf(job, stamp)) };
      // "A table is freed when its items are emptied", once the kitchen has the cancellation.
      await releaseTable(unit, scope, table.id, orderId, stamp);
      return { order: emptyTableOrder(table.id), jobs: jobs.map((job) => summaryOf(job, stamp)) };
    });
    await deps.announce(scope, result.order);
    return result;
  };
}
