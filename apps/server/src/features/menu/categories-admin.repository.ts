import type { CategoryAdmin } from '@comandero/domain';
import type { Db } from '../../db/database.js';
import type { BranchScope } from '../../shared/auth-context.js';

export interface CategoryChange {
  name?: string | undefined;
  color?: string | undefined;
  sort?: number | undefined;
  active?: boolean | undefined;
  deleted?: boolean | undefined;
}

/** The categories of the admin (inactive ones too); only this file writes their SQL. Made on a transaction too. */
export function createCategoriesAdminRepository(db: Db) {
  const scoped = (scope: BranchScope) =>
    db
      .selectFrom('categories as c')
      .where('c.business_id', '=', scope.businessId)
      .where('c.branch_id', '=', scope.branchId)
      .where('c.deleted', '=', 0);

  return {
    /** Every category not deleted, in menu order, with its live products (active or not). */
    async list(scope: BranchScope, ids?: readonly string[]): Promise<CategoryAdmin[]> {
      let query = scoped(scope)
        .leftJoin('products as p', (join) => join.onRef('p.category_id', '=', 'c.id').on('p.deleted', '=', 0))
        .select(['c.id', 'c.name', 'c.color', 'c.sort', 'c.active', 'c.version'])
        .select((eb) => eb.fn.count<number | string>('p.id').as('product_count'))
        .groupBy(['c.id', 'c.name', 'c.color', 'c.sort', 'c.active', 'c.version'])
        .orderBy('c.sort')
        .orderBy('c.name');
      if (ids) query = query.where('c.id', 'in', [...ids]);
      const rows = await query.execute();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        color: row.color,
        sort: row.sort,
        active: row.active === 1,
        productCount: Number(row.product_count),
        version: row.version,
      }));
    },

    async idOfCloud(scope: BranchScope, idCloud: string): Promise<string | undefined> {
      return (await scoped(scope).select('c.id').where('c.id_cloud', '=', idCloud).executeTakeFirst())?.id;
    },

    async exists(scope: BranchScope, id: string): Promise<boolean> {
      return (await scoped(scope).select('c.id').where('c.id', '=', id).executeTakeFirst()) !== undefined;
    },

    /** New categories go after the last one. */
    async nextSort(scope: BranchScope): Promise<number> {
      const row = await scoped(scope)
        .select((eb) => eb.fn.max('c.sort').as('last'))
        .executeTakeFirst();
      return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
    },

    async insert(
      scope: BranchScope,
      category: { id: string; name: string; color: string; sort: number; idCloud: string | null },
      now: string,
    ) {
      await db
        .insertInto('categories')
        .values({
          id: category.id,
          business_id: scope.businessId,
          branch_id: scope.branchId,
          name: category.name,
          color: category.color,
          sort: category.sort,
          id_cloud: category.idCloud,
          created_at: now,
          updated_at: now,
        })
        .execute();
    },

    /** Edits when the version matches; false when the category is gone or changed meanwhile. */
    async update(scope: BranchScope, id: string, version: number, change: CategoryChange, now: string) {
      const result = await db
        .updateTable('categories')
        .set((eb) => ({
          ...(change.name !== undefined ? { name: change.name } : {}),
          ...(change.color !== undefined ? { color: change.color } : {}),
          ...(change.sort !== undefined ? { sort: change.sort } : {}),
          ...(change.active !== undefined ? { active: change.active ? (1 as const) : (0 as const) } : {}),
          ...(change.deleted ? { deleted: 1 as const } : {}),
          updated_at: now,
          version: eb('version', '+', 1),
        }))
        .where('id', '=', id)
        .where('business_id', '=', scope.businessId)
        .where('branch_id', '=', scope.branchId)
        .where('deleted', '=', 0)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Live products in the category (a category in use cannot be deleted). */
    async liveProducts(scope: BranchScope, id: string): Promise<number> {
      const { total } = await db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .where('category_id', '=', id)
        .where('business_id', '=', scope.businessId)
        .where('branch_id', '=', scope.branchId)
        .where('deleted', '=', 0)
        .executeTakeFirstOrThrow();
      return Number(total);
    },
  };
}
export type CategoriesAdminRepository = ReturnType<typeof createCategoriesAdminRepository>;
