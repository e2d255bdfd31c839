import type { PrintJob, PrintJobPageRequest } from '@comandero/domain';
import { type AuthContext, branchScope } from '../../shared/auth-context.js';
import type { Clock } from '../../shared/clock.js';
import { notFound } from '../../shared/errors.js';
import { newId } from '../../shared/ids.js';
import type { Unit } from '../../shared/transaction.js';
import type { PrintJobsRepository } from './print-jobs.repository.js';

/** The jobs list of `/settings/printers` and reprinting any job. */
export function createPrintJobsService(deps: {
  printJobs: PrintJobsRepository;
  writeJobs: Unit<PrintJobsRepository>;
  clock: Clock;
}) {
  const { printJobs, writeJobs, clock } = deps;
  return {
    async page(auth: AuthContext, request: PrintJobPageRequest) {
      const result = await printJobs.page(branchScope(auth), request);
      return { ...result, page: request.page, pageSize: request.pageSize };
    },

    /** One job of the caller's branch with its attempts and last error (what COMMAND ERROR shows). */
    async one(auth: AuthContext, jobId: string): Promise<PrintJob> {
      const stored = await printJobs.find(branchScope(auth), jobId);
      const item = stored && (await printJobs.listItem(stored.id));
      if (!item) throw notFound('Print job');
      return item.job;
    },

    /** A copy of the job, queued anew for the caller's terminal; a bill keeps its consecutive. */
    async reprint(auth: AuthContext, jobId: string): Promise<PrintJob> {
      const scope = branchScope(auth);
      const original = await printJobs.find(scope, jobId);
      if (!original) throw notFound('Print job');
      const id = newId();
      return writeJobs(async (printJobs) => {
        await printJobs.insert(
          scope,
          {
            id,
            orderId: original.orderId,
            kind: original.kind,
            printerId: original.printerId,
            document: { ...original.document, sentBy: auth.userId },
            createdBy: auth.userId,
          },
          clock.now().toISOString(),
        );
        const copy = await printJobs.listItem(id);
        if (!copy) throw notFound('Print job');
        return copy.job;
      });
    },
  };
}
export type PrintJobsService = ReturnType<typeof createPrintJobsService>;
