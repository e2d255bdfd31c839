import type { Printer, PrinterState, PrinterWidth } from '@comandero/domain';
import type { Db } from '../../db/database.js';
import type { BranchScope } from '../../shared/auth-context.js';
import { inTransaction } from '../../shared/transaction.js';

const columns = [
  'id',
  'name_custom',
  'host',
  'port',
  'width',
  'default_printer',
  'status',
  'status_error',
  'status_at',
  'created_at',
  'created_by',
  'version',
] as const;

type Row = {
  id: string;
  name_custom: string;
  host: string;
  port: number;
  width: number;
  default_printer: number;
  status: string;
  status_error: string | null;
  status_at: string | null;
  created_at: string;
  created_by: string | null;
  version: number;
};

const toPrinter = (row: Row): Printer => ({
  id: row.id,
  nameCustom: row.name_custom,
  host: row.host,
  port: row.port,
  width: row.width === 58 ? 58 : 80,
  defaultPrinter: row.default_printer === 1,
  status: { state: row.status as PrinterState, checkedAt: row.status_at, error: row.status_error },
  createdAt: row.created_at,
  createdBy: row.created_by,
  version: row.version,
});

export interface NewPrinter {
  id: string;
  nameCustom: string;
  host: string;
  port: number;
  width: PrinterWidth;
  createdBy: string;
}

export interface PrinterChanges {
  nameCustom?: string | undefined;
  host?: string | undefined;
  port?: number | undefined;
  width?: PrinterWidth | undefined;
}

/** The branch's network printers (soft-deleted ones are gone for every reader). */
export function createPrintersQueries(executor: Db) {
  const inBranch = (branchId: string) =>
    executor.selectFrom('printers').where('branch_id', '=', branchId).where('deleted', '=', 0);
  const inScope = (scope: BranchScope) => inBranch(scope.branchId).where('business_id', '=', scope.businessId);
  const updateInScope = (scope: BranchScope) =>
    executor
      .updateTable('printers')
      .where('business_id', '=', scope.businessId)
      .where('branch_id', '=', scope.branchId)
      .where('deleted', '=', 0);

  return {
    async list(scope: BranchScope): Promise<Printer[]> {
      const rows = await inScope(scope).select(columns).orderBy('created_at').orderBy('id').execute();
      return rows.map(toPrinter);
    },

    async find(scope: BranchScope, id: string): Promise<Printer | undefined> {
      const row = await inScope(scope).select(columns).where('id', '=', id).executeTakeFirst();
      return row && toPrinter(row);
    },

    /** Where a job goes: its own printer when it still exists, else the branch default; none without printers. */
    async targetOf(branchId: string, printerId: string | null): Promise<Printer | undefined> {
      if (printerId) {
        const own = await inBranch(branchId).select(columns).where('id', '=', printerId).executeTakeFirst();
        if (own) return toPrinter(own);
      }
      const fallback = await inBranch(branchId).select(columns).where('default_printer', '=', 1).executeTakeFirst();
      return fallback && toPrinter(fallback);
    },

    async hasDefault(scope: BranchScope): Promise<boolean> {
      return (await inScope(scope).select('id').where('default_printer', '=', 1).executeTakeFirst()) !== undefined;
    },

    async create(scope: BranchScope, printer: NewPrinter, now: string): Promise<void> {
      await executor
        .insertInto('printers')
        .values({
          id: printer.id,
          business_id: scope.businessId,
          branch_id: scope.branchId,
          name_custom: printer.nameCustom,
          host: printer.host,
          port: printer.port,
          width: printer.width,
          created_by: printer.createdBy,
          created_at: now,
          updated_at: now,
        })
        .execute();
    },

    /** Applies the changes when the version matches (or none is given); false when nothing matched. */
    async update(
      scope: BranchScope,
      id: string,
      changes: PrinterChanges,
      version: number | undefined,
      now: string,
    ): Promise<boolean> {
      let query = updateInScope(scope)
        .set((eb) => ({
          ...(changes.nameCustom === undefined ? {} : { name_custom: changes.nameCustom }),
          ...(changes.host === undefined ? {} : { host: changes.host }),
          ...(changes.port === undefined ? {} : { port: changes.port }),
          ...(changes.width === undefined ? {} : { width: changes.width }),
          updated_at: now,
          version: eb('version', '+', 1),
        }))
        .where('id', '=', id);
      if (version !== undefined) query = query.where('version', '=', version);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Makes one printer the default: the others first lose it (a unique index allows one per branch). */
    async makeDefault(scope: BranchScope, id: string, now: string): Promise<void> {
      await updateInScope(scope)
        .set((eb) => ({ default_printer: 0, updated_at: now, version: eb('version', '+', 1) }))
        .where('default_printer', '=', 1)
        .where('id', '!=', id)
        .execute();
      await updateInScope(scope)
        .set((eb) => ({ default_printer: 1, updated_at: now, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .where('default_printer', '=', 0)
        .execute();
    },

    /** The oldest remaining printer, to take over as default. */
    async oldest(scope: BranchScope): Promise<string | undefined> {
      const row = await inScope(scope).select('id').orderBy('created_at').orderBy('id').executeTakeFirst();
      return row?.id;
    },

    async softDelete(scope: BranchScope, ids: readonly string[], now: string): Promise<number> {
      const result = await updateInScope(scope)
        .set((eb) => ({ deleted: 1, default_printer: 0, updated_at: now, version: eb('version', '+', 1) }))
        .where('id', 'in', [...ids])
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** What the queue learnt talking to the printer; not a user's edit, so the version stays. */
    async recordStatus(id: string, state: PrinterState, error: string | null, now: string): Promise<void> {
      await executor
        .updateTable('printers')
        .set({ status: state, status_error: error, status_at: now })
        .where('id', '=', id)
        .execute();
    },
  };
}
export type PrintersQueries = ReturnType<typeof createPrintersQueries>;

export function createPrintersRepository(db: Db) {
  return {
    ...createPrintersQueries(db),
    /** Changes that must land together (a new default and the old one losing it). */
    transaction: <T>(work: (printers: PrintersQueries) => Promise<T>): Promise<T> =>
      inTransaction(db, (trx) => work(createPrintersQueries(trx))),
  };
}
export type PrintersRepository = ReturnType<typeof createPrintersRepository>;
