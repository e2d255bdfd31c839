import type { PrintJobKind, PrintJobStatus, PrintJobSummary } from '@comandero/domain';
import type { Db } from '../../db/database.js';
import type { BranchScope } from '../../shared/auth.js';

/** What a kitchen ticket (command or cancellation) prints. */
export interface TicketDocument {
  tableName: string;
  tableNumber: number;
  waiter: string;
  people: number | null;
  createdAt: string;
  items: { name: string; quantity: number; preparation: string }[];
  /** The user whose terminal sent it (COMMAND ERROR goes back to that terminal). */
  sentBy: string;
}

export interface NewPrintJob {
  id: string;
  orderId: string | null;
  kind: PrintJobKind;
  printerId: string | null;
  document: TicketDocument;
  createdBy: string;
}

export interface StoredPrintJob extends PrintJobSummary {
  orderId: string | null;
  document: TicketDocument;
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
  const document = JSON.parse(row.document) as TicketDocument;
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

    async find(scope: BranchScope, id: string): Promise<StoredPrintJob | undefined> {
      const row = await executor
        .selectFrom('print_jobs')
        .select(['id', 'kind', 'printer_id', 'status', 'created_at', 'order_id', 'document'])
        .where('id', '=', id)
        .where('business_id', '=', scope.businessId)
        .where('branch_id', '=', scope.branchId)
        .executeTakeFirst();
      return row && toJob(row);
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
