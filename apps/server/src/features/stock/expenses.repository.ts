import { type Expense, type ExpenseCategory, type ExpenseFilters, money, searchKey } from '@comandero/domain';
import type { Db } from '../../db/database.js';
import type { BranchScope } from '../../shared/auth-context.js';

export interface ExpenseRecord {
  supplierId: string;
  concept: string;
  category: ExpenseCategory;
  amount: number;
  paid: number;
  date: string;
  invoiceNumber: string | null;
  observation: string | null;
}

/** Non-stock expenses of the vendors (issue 17 item 8); only this file writes their SQL. */
export function createExpensesRepository(db: Db) {
  const scoped = (scope: BranchScope) =>
    db
      .selectFrom('expenses as e')
      .where('e.business_id', '=', scope.businessId)
      .where('e.branch_id', '=', scope.branchId)
      .where('e.deleted', '=', 0);

  const columnsOf = (record: ExpenseRecord) => ({
    supplier_id: record.supplierId,
    concept: record.concept,
    search_concept: searchKey(record.concept),
    category: record.category,
    amount: money(record.amount),
    paid: money(record.paid),
    date: record.date,
    invoice_number: record.invoiceNumber,
    observation: record.observation,
  });

  return {
    /** Newest day first; the totals add every expense the filters match, not only the page. */
    async page(
      scope: BranchScope,
      request: { page: number; pageSize: number; filters: ExpenseFilters; ids?: readonly string[] },
    ) {
      const { filters } = request;
      let query = scoped(scope);
      if (filters.dateStart) query = query.where('e.date', '>=', filters.dateStart);
      if (filters.dateEnd) query = query.where('e.date', '<=', filters.dateEnd);
      if (filters.supplierId) query = query.where('e.supplier_id', '=', filters.supplierId);
      if (filters.category) query = query.where('e.category', '=', filters.category);
      if (filters.concept) query = query.where('e.search_concept', 'like', `%${searchKey(filters.concept)}%`);
      if (request.ids) query = query.where('e.id', 'in', [...request.ids]);
      const totals = await query
        .select((eb) => [
          eb.fn.countAll<number | string>().as('total'),
          eb.fn.coalesce(eb.fn.sum<number | string>('e.amount'), eb.lit(0)).as('amount'),
          eb.fn.coalesce(eb.fn.sum<number | string>('e.paid'), eb.lit(0)).as('paid'),
        ])
        .executeTakeFirstOrThrow();
      const rows = await query
        .innerJoin('suppliers as s', 's.id', 'e.supplier_id')
        .innerJoin('users as u', 'u.id', 'e.created_by')
        .select(['e.id', 'e.supplier_id', 's.name as vendor', 'e.concept', 'e.category', 'e.amount', 'e.paid'])
        .select(['e.date', 'e.invoice_number', 'e.observation', 'u.name as created_by', 'e.created_at', 'e.version'])
        .orderBy('e.date', 'desc')
        .orderBy('e.created_at', 'desc')
        .orderBy('e.id', 'desc')
        .limit(request.pageSize)
        .offset(request.page * request.pageSize)
        .execute();
      const content: Expense[] = rows.map((row) => {
        const amount = Number(row.amount);
        const paid = Number(row.paid);
        return {
          id: row.id,
          supplierId: row.supplier_id,
          vendor: row.vendor,
          concept: row.concept,
          category: row.category as ExpenseCategory,
          amount: money(amount),
          paid: money(paid),
          pending: money(amount - paid),
          date: row.date,
          invoiceNumber: row.invoice_number,
          observation: row.observation,
          createdBy: row.created_by,
          createdAt: row.created_at,
          version: row.version,
        };
      });
      return {
        content,
        totalElements: Number(totals.total),
        totalAmount: money(Number(totals.amount)),
        totalPaid: money(Number(totals.paid)),
      };
    },

    async get(scope: BranchScope, id: string): Promise<Expense | undefined> {
      return (await this.page(scope, { page: 0, pageSize: 1, filters: {}, ids: [id] })).content[0];
    },

    async exists(scope: BranchScope, id: string): Promise<boolean> {
      return (await scoped(scope).select('e.id').where('e.id', '=', id).executeTakeFirst()) !== undefined;
    },

    async insert(scope: BranchScope, id: string, record: ExpenseRecord, createdBy: string, now: string) {
      await db
        .insertInto('expenses')
        .values({
          id,
          business_id: scope.businessId,
          branch_id: scope.branchId,
          ...columnsOf(record),
          created_by: createdBy,
          created_at: now,
          updated_at: now,
        })
        .execute();
    },

    /** Only the version that was read is changed (optimistic concurrency); false when none was. */
    async update(scope: BranchScope, id: string, version: number, record: ExpenseRecord, now: string) {
      const result = await db
        .updateTable('expenses')
        .set((eb) => ({ ...columnsOf(record), updated_at: now, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .where('business_id', '=', scope.businessId)
        .where('branch_id', '=', scope.branchId)
        .where('deleted', '=', 0)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async softDelete(scope: BranchScope, id: string, now: string) {
      const result = await db
        .updateTable('expenses')
        .set((eb) => ({ deleted: 1, updated_at: now, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .where('business_id', '=', scope.businessId)
        .where('branch_id', '=', scope.branchId)
        .where('deleted', '=', 0)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
export type ExpensesRepository = ReturnType<typeof createExpensesRepository>;
