import type { Currency, PrintDocument, PrintJobKind } from '@comandero/domain';
import type { Db } from '../../../db/database.js';
import { createPrintJobsRepository } from '../print-jobs.repository.js';

export type { JobOutcome } from '../print-jobs.repository.js';

export interface QueuedJob {
  id: string;
  branchId: string;
  kind: PrintJobKind;
  printerId: string | null;
  document: PrintDocument;
  attempts: number;
  currency: Currency;
}

/** The print queue's SQL: due jobs; the claim and a send's outcome through the jobs' writer. */
export function createPrintQueueRepository(db: Db) {
  // The jobs' one writer (print-jobs.repository.ts): the queue's state changes are its functions.
  const jobs = createPrintJobsRepository(db);
  return {
    /** Jobs whose worker died mid-send (lease ran out) wait again; returns their ids. */
    requeueStale: jobs.requeueStale,

    /** Pending jobs whose retry time has come, oldest first (the kitchen reads them in order). */
    async due(now: string, limit: number): Promise<QueuedJob[]> {
      const rows = await db
        .selectFrom('print_jobs as j')
        .innerJoin('branches as b', 'b.id', 'j.branch_id')
        .select(['j.id', 'j.branch_id', 'j.kind', 'j.printer_id', 'j.document', 'j.attempts', 'b.currency'])
        .where('j.status', '=', 'pending')
        .where((eb) => eb.or([eb('j.next_attempt_at', 'is', null), eb('j.next_attempt_at', '<=', now)]))
        .orderBy('j.created_at')
        .orderBy('j.id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        branchId: row.branch_id,
        kind: row.kind as PrintJobKind,
        printerId: row.printer_id,
        document: JSON.parse(row.document) as PrintDocument,
        attempts: row.attempts,
        currency: row.currency as Currency,
      }));
    },

    /** pending → printing in one conditional statement: of two workers, exactly one gets the job. */
    claim: jobs.claim,

    /** Records a send's outcome, only while this worker's claim still holds. */
    finish: jobs.finish,

    /** No printer to send to: the terminal prints it from the browser instead. */
    markPreview: jobs.markPreview,
  };
}
export type PrintQueueRepository = ReturnType<typeof createPrintQueueRepository>;
