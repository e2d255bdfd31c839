import {
  billOf,
  type CheckoutSettings,
  canPrintBill,
  formatCloseDate,
  type PrintJobSummary,
  preBillDocumentOf,
  suggestedTip,
  type TableOrder,
} from '@comandero/domain';
import { type AuthContext, type BranchScope, branchScope } from '../../shared/auth-context.js';
import type { Clock } from '../../shared/clock.js';
import { AppError, forbidden } from '../../shared/errors.js';
import { newId } from '../../shared/ids.js';
import { summaryOf } from '../orders/kitchen-tickets.js';
import { checkTableAccess, readTableOrder } from '../orders/table-order.js';
import type { CheckoutRepository } from './checkout.repository.js';

export interface PreBillDeps {
  store: CheckoutRepository;
  settings: (scope: BranchScope) => Promise<CheckoutSettings>;
  clock: Clock;
  timeZone: string;
  /** Every terminal hears the table, now waiting for payment. */
  announce: (scope: BranchScope, order: TableOrder) => Promise<TableOrder>;
}

// The close's code: the screen offers the pre-bill only where there is an order, so its text is enough.
const nothingToPrint = () => new AppError(409, 'NOTHING_TO_CLOSE', 'The table has no order to print');

/**
 * Print bill before charging (spec 01 §6, issue 15 §6): the table's order as its bill will be, with
 * the discount, taxes and suggested tip, queued for the default printer; nothing is charged or numbered.
 * The order is marked pre-billed, so the floor shows the table waiting for payment (issue 14 §3).
 */
export function createPreBill(deps: PreBillDeps) {
  const { store, clock, timeZone } = deps;

  return async function printPreBill(auth: AuthContext, tableId: string): Promise<PrintJobSummary> {
    if (!canPrintBill(auth.roleName)) throw forbidden();
    const scope = branchScope(auth);
    const settings = await deps.settings(scope);
    // The job is the answer, stored with the write; the order is announced once committed.
    let printedOrder: TableOrder | undefined;
    const job = await store.transaction(async (unit) => {
      const table = checkTableAccess(auth, await unit.orders.lockTable(scope, tableId));
      const current = await readTableOrder(unit.orders, table);
      if (!current.orderId || current.lines.length === 0) throw nothingToPrint();
      const order = { lines: current.lines, discount: table.discount, taxes: settings.taxes, people: table.people };
      const { shown } = billOf(order, { kind: 'whole' }, suggestedTip(settings.tips, 'onsite'));
      const now = clock.now();
      const job = {
        id: newId(),
        orderId: current.orderId,
        kind: 'pre-bill' as const,
        printerId: null,
        createdBy: auth.userId,
        document: preBillDocumentOf({
          printedAt: formatCloseDate(now, timeZone),
          table: { name: table.name, waiter: table.userName },
          people: table.people,
          lines: current.lines,
          shown,
          printedBy: auth.userId,
        }),
      };
      await unit.printJobs.insert(scope, job, now.toISOString());
      await unit.orders.markPreBilled(current.orderId, now.toISOString());
      printedOrder = current;
      return summaryOf(job, now.toISOString());
    });
    if (printedOrder) await deps.announce(scope, printedOrder);
    return job;
  };
}
export type PrintPreBill = ReturnType<typeof createPreBill>;
