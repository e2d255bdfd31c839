import type { SalesGroup } from '@comandero/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** pg answers sum() as text when it is numeric; a sum over no rows is null. */
const whole = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
const groupOf = (row: Record<string, unknown>): SalesGroup => ({
  methodDelivery: String(row.method_delivery),
  state: whole(row.state),
  orders: whole(row.orders),
  total: whole(row.total),
  tip: whole(row.tip),
  discount: whole(row.discount),
});

export interface SummaryScope {
  businessId: string;
  branchIds: readonly string[];
  dateStart: string;
  dateEnd: string;
}

/** The dashboard's reads: the database adds up `order_sales_summary` (a few hundred rows a month). */
export function createDashboardRepository(db: Db) {
  const summary = (scope: SummaryScope) =>
    db
      .selectFrom('order_sales_summary')
      .where('business_id', '=', scope.businessId)
      .where('branch_id', 'in', [...scope.branchIds])
      .where('close_hour', '>=', `${scope.dateStart} 00`)
      .where('close_hour', '<=', `${scope.dateEnd} 23`);
  const sums = [
    sql<string>`sum(orders)`.as('orders'),
    sql<string>`sum(total)`.as('total'),
    sql<string>`sum(tip)`.as('tip'),
    sql<string>`sum(discount)`.as('discount'),
  ];

  return {
    /** The business's live branches, by name; only those among `ids` when some are given. */
    async branches(businessId: string, ids: readonly string[] = []) {
      let query = db
        .selectFrom('branches')
        .select(['id', 'name'])
        .where('business_id', '=', businessId)
        .where('deleted', '=', 0);
      if (ids.length > 0) query = query.where('id', 'in', [...ids]);
      return query.orderBy('name').orderBy('id').execute();
    },

    async businessExists(businessId: string): Promise<boolean> {
      const row = await db
        .selectFrom('businesses')
        .select('id')
        .where('id', '=', businessId)
        .where('deleted', '=', 0)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Every business (change-business policy) or only one, by name. */
    async businesses(only?: string) {
      let query = db.selectFrom('businesses').select(['id', 'name']).where('deleted', '=', 0);
      if (only) query = query.where('id', '=', only);
      return query.orderBy('name').orderBy('id').limit(500).execute();
    },

    /** Groups by bucket: the close hour ('YYYY-MM-DD HH', 13 chars) or its day (10 chars). */
    async byBucket(scope: SummaryScope, bucketLength: 10 | 13) {
      if (scope.branchIds.length === 0) return [];
      const bucket = sql<string>`substr(close_hour, 1, ${sql.lit(bucketLength)})`;
      const rows = await summary(scope)
        .select([bucket.as('bucket'), 'method_delivery', 'state', ...sums])
        .groupBy([bucket, 'method_delivery', 'state'])
        .execute();
      return rows.map((row) => ({ ...groupOf(row), bucket: String(row.bucket) }));
    },

    async byBranch(scope: SummaryScope) {
      if (scope.branchIds.length === 0) return [];
      const rows = await summary(scope)
        .select(['branch_id', 'method_delivery', 'state', ...sums])
        .groupBy(['branch_id', 'method_delivery', 'state'])
        .execute();
      return rows.map((row) => ({ ...groupOf(row), branchId: String(row.branch_id) }));
    },
  };
}
export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
