import type { Category } from '@comandero/domain';
import type { Db } from '../../db/database.js';

export function createMenuRepository(db: Db) {
  return {
    /** The branch's active categories in menu order, with how many active products each has. */
    async categories(scope: { businessId: string; branchId: string }): Promise<Category[]> {
      const rows = await db
        .selectFrom('categories as c')
        .leftJoin('products as p', (join) =>
          join.onRef('p.category_id', '=', 'c.id').on('p.deleted', '=', 0).on('p.active', '=', 1),
        )
        .select(['c.id', 'c.name', 'c.color', (eb) => eb.fn.count<number>('p.id').as('product_count')])
        .where('c.business_id', '=', scope.businessId)
        .where('c.branch_id', '=', scope.branchId)
        .where('c.deleted', '=', 0)
        .where('c.active', '=', 1)
        .groupBy(['c.id', 'c.name', 'c.color', 'c.sort'])
        .orderBy('c.sort')
        .orderBy('c.name')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        color: row.color,
        productCount: Number(row.product_count),
      }));
    },
  };
}
export type MenuRepository = ReturnType<typeof createMenuRepository>;
