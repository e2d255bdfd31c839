import type { Currency, PrintJobKind, PrintJobStatus, PrintJobSummary } from '@comandero/domain';
import type { Db } from '../../db/database.js';
import type { PrintDocument } from '../../print/documents.js';
import type { BranchScope } from '../../shared/auth.js';

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
    document,
  };
};

/** Print jobs: stored first, printed later, never lost (DESIGN §8). */
export function createPrintJobsRepository(executor: Db) {
  return {
    async insert(scope: BranchScope, job: NewPrintJob, now: string): Promise<void> {
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
          document: JSON.stringify(job.document),
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
  };
}
export type PrintJobsRepository = ReturnType<typeof createPrintJobsRepository>;
