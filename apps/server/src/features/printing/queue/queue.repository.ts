import type { Currency, PrintDocument, PrintJobKind } from '@comandero/domain';
import type { Db } from '../../../db/database.js';

export interface QueuedJob {
  id: string;
  branchId: string;
  kind: PrintJobKind;
  printerId: string | null;
  document: PrintDocument;
  attempts: number;
  currency: Currency;
}

export type JobOutcome =
  | { status: 'printed'; printerId: string }
  | { status: 'pending'; printerId: string; error: string; nextAttemptAt: string }
  | { status: 'failed'; printerId: string | null; error: string };

/** The print queue's SQL: due jobs, the atomic claim, and the outcome of a send. */
export function createPrintQueueRepository(db: Db) {
  return {
    /** Jobs whose worker died mid-send (lease ran out) wait again; returns their ids. */
    async requeueStale(claimedBefore: string, now: string): Promise<string[]> {
      const rows = await db
        .updateTable('print_jobs')
        .set({ status: 'pending', claimed_at: null, updated_at: now })
        .where('status', '=', 'printing')
        .where('claimed_at', '<', claimedBefore)
        .returning('id')
        .execute();
      return rows.map((row) => row.id);
    },

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
    async claim(id: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('print_jobs')
        .set((eb) => ({ status: 'printing', claimed_at: now, updated_at: now, attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Records a send's outcome, only while this worker's claim still holds. */
    async finish(id: string, claimedAt: string, outcome: JobOutcome, now: string): Promise<boolean> {
      const result = await db
        .updateTable('print_jobs')
        .set({
          status: outcome.status,
          sent_to_printer_id: outcome.printerId,
          last_error: outcome.status === 'printed' ? null : outcome.error,
          next_attempt_at: outcome.status === 'pending' ? outcome.nextAttemptAt : null,
          printed_at: outcome.status === 'printed' ? now : null,
          claimed_at: null,
          updated_at: now,
        })
        .where('id', '=', id)
        .where('status', '=', 'printing')
        .where('claimed_at', '=', claimedAt)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** No printer to send to: the terminal prints it from the browser instead. */
    async markPreview(id: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('print_jobs')
        .set({ status: 'preview', next_attempt_at: null, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
export type PrintQueueRepository = ReturnType<typeof createPrintQueueRepository>;
