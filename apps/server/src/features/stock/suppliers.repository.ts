import { money, type Supplier, searchKey } from '@comandero/domain';
import type { Db } from '../../db/database.js';
import type { BranchScope } from '../../shared/auth-context.js';

export interface SupplierRecord {
  name: string;
  phone: string | null;
  address: string | null;
}

/** Vendors (suppliers) with their purchases' and expenses' totals; only this file writes their SQL. */
export function createSuppliersRepository(db: Db) {
  const scoped = (scope: BranchScope) =>
    db
      .selectFrom('suppliers as s')
      .where('s.business_id', '=', scope.businessId)
      .where('s.branch_id', '=', scope.branchId)
      .where('s.deleted', '=', 0);

  return {
    async page(
      scope: BranchScope,
      request: { page: number; pageSize: number; name?: string | undefined; ids?: readonly string[] },
    ) {
      let query = scoped(scope);
      if (request.name) query = query.where('s.search_name', 'like', `%${searchKey(request.name)}%`);
      if (request.ids) query = query.where('s.id', 'in', [...request.ids]);
      const { total } = await query
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      // Each total in its own subquery: a join of both would count a purchase once per expense.
      const rows = await query
        .select(['s.id', 's.name', 's.phone', 's.address', 's.created_at'])
        .select((eb) => [
          eb
            .selectFrom('purchases as p')
            .whereRef('p.supplier_id', '=', 's.id')
            .select((sub) => sub.fn.coalesce(sub.fn.sum<number | string>('p.total_invoice'), sub.lit(0)).as('sum'))
            .as('total_purchases'),
          eb
            .selectFrom('expenses as e')
            .whereRef('e.supplier_id', '=', 's.id')
            .where('e.deleted', '=', 0)
            .select((sub) => sub.fn.coalesce(sub.fn.sum<number | string>('e.amount'), sub.lit(0)).as('sum'))
            .as('total_expenses'),
        ])
        .orderBy('s.search_name')
        .orderBy('s.id')
        .limit(request.pageSize)
        .offset(request.page * request.pageSize)
        .execute();
      const content: Supplier[] = rows.map((row) => ({
        id: row.id,
        name: row.name,
        phone: row.phone,
        address: row.address,
        createdAt: row.created_at,
        totalPurchases: money(Number(row.total_purchases ?? 0)),
        totalExpenses: money(Number(row.total_expenses ?? 0)),
      }));
      return { content, totalElements: Number(total) };
    },

    async get(scope: BranchScope, id: string): Promise<Supplier | undefined> {
      return (await this.page(scope, { page: 0, pageSize: 1, ids: [id] })).content[0];
    },

    async exists(scope: BranchScope, id: string): Promise<boolean> {
      return (await scoped(scope).select('s.id').where('s.id', '=', id).executeTakeFirst()) !== undefined;
    },

    async insert(scope: BranchScope, id: string, record: SupplierRecord, now: string) {
      await db
        .insertInto('suppliers')
        .values({
          id,
          business_id: scope.businessId,
          branch_id: scope.branchId,
          name: record.name,
          search_name: searchKey(record.name),
          phone: record.phone,
          address: record.address,
          created_at: now,
          updated_at: now,
        })
        .execute();
    },

    async update(scope: BranchScope, id: string, record: SupplierRecord | { deleted: true }, now: string) {
      const result = await db
        .updateTable('suppliers')
        .set(
          'deleted' in record
            ? { deleted: 1, updated_at: now }
            : { ...record, search_name: searchKey(record.name), updated_at: now },
        )
        .where('id', '=', id)
        .where('business_id', '=', scope.businessId)
        .where('branch_id', '=', scope.branchId)
        .where('deleted', '=', 0)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
export type SuppliersRepository = ReturnType<typeof createSuppliersRepository>;
