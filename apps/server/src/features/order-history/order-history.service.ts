import type { OrderDetail, OrderPageRequest } from '@comandero/domain';
import { type AuthContext, branchScope } from '../../shared/auth-context.js';
import type { Clock } from '../../shared/clock.js';
import { AppError, notFound } from '../../shared/errors.js';
import { newId } from '../../shared/ids.js';
import type { Unit } from '../../shared/transaction.js';
import type { OrdersQueries } from '../orders/orders.repository.js';
import type { PrintJobsRepository } from '../printing/print-jobs.repository.js';
import type { OrderHistoryRepository } from './order-history.repository.js';

type PageRequest = Required<Pick<OrderPageRequest, 'page' | 'pageSize'>> & {
  offset?: number;
  filter: NonNullable<OrderPageRequest['filter']>;
};

export interface OrderHistoryDeps {
  history: OrderHistoryRepository;
  orders: Pick<OrdersQueries, 'lines'>;
  printJobs: Pick<PrintJobsRepository, 'ofOrder'>;
  writeJobs: Unit<Pick<PrintJobsRepository, 'insert'>>;
  clock: Clock;
}

/** The orders history (spec 01 §2): list, view, reprint. */
export function createOrderHistoryService(deps: OrderHistoryDeps) {
  const { history, orders, printJobs, clock } = deps;

  async function detail(auth: AuthContext, orderId: string): Promise<OrderDetail> {
    const scope = branchScope(auth);
    const order = await history.detail(scope, orderId, await orders.lines(orderId));
    if (!order) throw notFound('Order');
    return order;
  }

  return {
    async page(auth: AuthContext, request: PageRequest) {
      // The delivery board names the page size `offset` (spec 01 §7).
      const pageSize = request.offset ?? request.pageSize;
      const result = await history.page(branchScope(auth), { ...request, pageSize });
      return { ...result, page: request.page, number: request.page, pageSize };
    },

    detail,

    /** A copy of the order's last bill goes to the printer again. */
    async reprint(auth: AuthContext, orderId: string): Promise<{ jobId: string }> {
      const scope = branchScope(auth);
      await detail(auth, orderId);
      const bills = (await printJobs.ofOrder(scope, orderId)).filter(
        (job) => job.kind === 'bill' || job.kind === 'self-service' || job.kind === 'delivery',
      );
      const last = bills.at(-1);
      // Not closed yet, so no bill to copy (spec 02 §Printing).
      if (!last) throw new AppError(409, 'NO_CLOSE_DATE', 'Closing date not yet available');
      const jobId = newId();
      const job = { orderId, kind: last.kind, printerId: last.printerId, document: last.document };
      return deps.writeJobs(async (printJobs) => {
        await printJobs.insert(scope, { id: jobId, ...job, createdBy: auth.userId }, clock.now().toISOString());
        return { jobId };
      });
    },
  };
}
export type OrderHistoryService = ReturnType<typeof createOrderHistoryService>;
