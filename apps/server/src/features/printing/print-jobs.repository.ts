import {
  type Currency,
  isBill,
  type PrintDocument,
  type PrintJob,
  type PrintJobKind,
  type PrintJobStatus,
  type PrintJobSummary,
} from '@comandero/domain';
import type { Db } from '../../db/database.js';
import type { BranchScope } from '../../shared/auth-context.js';
import { createBillingConfigQueries } from './billing-config.repository.js';

export interface NewPrintJob {
  id: string;
  orderId: string | null;
  kind: PrintJobKind;
  printerId: string | null;
  document: PrintDocument;
  createdBy: string;
}

export interface StoredPrintJob extends PrintJobSummary {
  orderId: string | null;
  document: PrintDocument;
}

const toJob = (row: {
  id: string;
  kind: string;
  printer_id: string | null;
  status: string;
  created_at: string;
  order_id: string | null;
  document: string;
}): StoredPrintJob => {
  const document = JSON.parse(row.document) as PrintDocument;
  return {
    id: row.id,
    kind: row.kind as PrintJobKind,
    printerId: row.printer_id,
    status: row.status as PrintJobStatus,
    createdAt: row.created_at,
    orderId: row.order_id,
    items: document.items,
    ...(isBill(document) && document.provisionalNumber ? { provisionalNumber: document.provisionalNumber } : {}),
    document,
  };
};

/** A queued send's outcome. */
export type JobOutcome =
  | { status: 'printed'; printerId: string }
  | { status: 'pending'; printerId: string; error: string; nextAttemptAt: string }
  | { status: 'failed'; printerId: string | null; error: string };

/**
 * Print jobs: stored first, printed later, never lost (DESIGN §8). The one writer of `print_jobs`
 * (issue 28): queued in the caller's transaction, then moved by the print queue's worker
 * (queue/queue.repository.ts calls these).
 */
export function createPrintJobsRepository(executor: Db) {
  const billing = createBillingConfigQueries(executor);

  /** The jobs list's rows: the job, the printer it went to, and who sent it. */
  const listed = () =>
    executor
      .selectFrom('print_jobs as j')
      .innerJoin('users as u', 'u.id', 'j.created_by')
      .leftJoin('printers as p', 'p.id', 'j.sent_to_printer_id')
      .select([
        'j.id',
        'j.branch_id',
        'j.kind',
        'j.printer_id',
        'j.status',
        'j.created_at',
        'j.order_id',
        'j.document',
        'j.attempts',
        'j.last_error',
        'j.next_attempt_at',
        'j.printed_at',
        'j.sent_to_printer_id',
        'p.name_custom as sent_to_name',
        'j.created_by',
        'u.name as created_by_name',
      ]);
  type ListedRow = Awaited<ReturnType<ReturnType<typeof listed>['executeTakeFirstOrThrow']>>;
  const toListItem = (row: ListedRow): PrintJob => {
    const { document: _document, ...summary } = toJob(row);
    return {
      ...summary,
      attempts: row.attempts,
      lastError: row.last_error,
      nextAttemptAt: row.next_attempt_at,
      printedAt: row.printed_at,
      sentTo: row.sent_to_printer_id ? { id: row.sent_to_printer_id, name: row.sent_to_name ?? '' } : null,
      createdBy: { id: row.created_by, name: row.created_by_name },
    };
  };

  return {
    /**
     * Queues a job in the caller's transaction. A bill gets its consecutive here, the moment it is
     * made for printing; a copy (reprint) keeps the number it already has; a pre-bill takes none.
     */
    async insert(scope: BranchScope, job: NewPrintJob, now: string): Promise<void> {
      const document =
        isBill(job.document) && !job.document.billing && !job.document.preBill
          ? { ...job.document, billing: await billing.issue(scope.branchId) }
          : job.document;
      await executor
        .insertInto('print_jobs')
        .values({
          id: job.id,
          business_id: scope.businessId,
          branch_id: scope.branchId,
          order_id: job.orderId,
          kind: job.kind,
          printer_id: job.printerId,
          status: 'pending',
          document: JSON.stringify(document),
          created_by: job.createdBy,
          created_at: now,
          updated_at: now,
        })
        .execute();
    },

    /** The job and the currency its amounts are in. */
    async find(scope: BranchScope, id: string): Promise<(StoredPrintJob & { currency: Currency }) | undefined> {
      const row = await executor
        .selectFrom('print_jobs as j')
        .innerJoin('branches as b', 'b.id', 'j.branch_id')
        .select(['j.id', 'j.kind', 'j.printer_id', 'j.status', 'j.created_at', 'j.order_id', 'j.document'])
        .select('b.currency')
        .where('j.id', '=', id)
        .where('j.business_id', '=', scope.businessId)
        .where('j.branch_id', '=', scope.branchId)
        .executeTakeFirst();
      return row && { ...toJob(row), currency: row.currency as Currency };
    },

    async ofOrder(scope: BranchScope, orderId: string): Promise<StoredPrintJob[]> {
      const rows = await executor
        .selectFrom('print_jobs')
        .select(['id', 'kind', 'printer_id', 'status', 'created_at', 'order_id', 'document'])
        .where('order_id', '=', orderId)
        .where('branch_id', '=', scope.branchId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(toJob);
    },

    /** The branch's jobs, newest first. */
    async page(
      scope: BranchScope,
      query: { page: number; pageSize: number; status?: PrintJobStatus | undefined },
    ): Promise<{ content: PrintJob[]; totalElements: number }> {
      let count = executor
        .selectFrom('print_jobs')
        .where('business_id', '=', scope.businessId)
        .where('branch_id', '=', scope.branchId);
      let rows = listed().where('j.business_id', '=', scope.businessId).where('j.branch_id', '=', scope.branchId);
      if (query.status) {
        count = count.where('status', '=', query.status);
        rows = rows.where('j.status', '=', query.status);
      }
      const [{ total }, content] = await Promise.all([
        count.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        rows
          .orderBy('j.created_at', 'desc')
          .orderBy('j.id', 'desc')
          .limit(query.pageSize)
          .offset(query.page * query.pageSize)
          .execute(),
      ]);
      return { totalElements: Number(total), content: content.map(toListItem) };
    },

    /** One job as the list and the 'print-job.changed' event show it, with its branch and sender. */
    async listItem(id: string): Promise<{ branchId: string; job: PrintJob; sentBy: string } | undefined> {
      const row = await listed().where('j.id', '=', id).executeTakeFirst();
      return row && { branchId: row.branch_id, job: toListItem(row), sentBy: row.created_by };
    },

    /** Jobs whose worker died mid-send (lease ran out) wait again; returns their ids. */
    async requeueStale(claimedBefore: string, now: string): Promise<string[]> {
      const rows = await executor
        .updateTable('print_jobs')
        .set({ status: 'pending', claimed_at: null, updated_at: now })
        .where('status', '=', 'printing')
        .where('claimed_at', '<', claimedBefore)
        .returning('id')
        .execute();
      return rows.map((row) => row.id);
    },

    /** pending → printing in one conditional statement: of two workers, exactly one gets the job. */
    async claim(id: string, now: string): Promise<boolean> {
      const result = await executor
        .updateTable('print_jobs')
        .set((eb) => ({ status: 'printing', claimed_at: now, updated_at: now, attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Records a send's outcome, only while this worker's claim still holds. */
    async finish(id: string, claimedAt: string, outcome: JobOutcome, now: string): Promise<boolean> {
      const result = await executor
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
      const result = await executor
        .updateTable('print_jobs')
        .set({ status: 'preview', next_attempt_at: null, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
export type PrintJobsRepository = ReturnType<typeof createPrintJobsRepository>;
