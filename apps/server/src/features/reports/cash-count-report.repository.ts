import {
  CASHIER_MOVEMENT_TYPE,
  type CashCountReportFilter,
  type CashCountRow,
  type CashCountTotals,
  closeSummary,
  money,
} from '@comandero/domain';
import type { Db } from '../../db/database.js';
import type { BranchScope } from '../../shared/auth-context.js';
import { whole } from './completed-orders.js';

type Page = { page: number; pageSize: number };
const amounts = (text: string | null): Record<string, number> =>
  text === null ? {} : (JSON.parse(text) as Record<string, number>);

/**
 * The cash-count report: closed drawer movements (type 2) by close day; the totals are the database's
 * sums of the close figures, each row's per-method figures come from the close it stored.
 */
export function createCashCountReportRepository(db: Db) {
  const closed = (scope: BranchScope, filter: CashCountReportFilter) => {
    let query = db
      .selectFrom('cashier_movements as m')
      .where('m.business_id', '=', scope.businessId)
      .where('m.branch_id', '=', scope.branchId)
      .where('m.type', '=', CASHIER_MOVEMENT_TYPE.CLOSE)
      .where('m.close_day', '>=', filter.start)
      .where('m.close_day', '<=', filter.end);
    if (filter.cashierId) query = query.where('m.cashier_id', '=', filter.cashierId);
    const { userId } = filter;
    if (userId) query = query.where((eb) => eb.or([eb('m.created_by', '=', userId), eb('m.closed_by', '=', userId)]));
    return query;
  };

  return {
    async rows(scope: BranchScope, filter: CashCountReportFilter, page: Page): Promise<CashCountRow[]> {
      const rows = await closed(scope, filter)
        .innerJoin('cashiers as c', 'c.id', 'm.cashier_id')
        .leftJoin('users as opener', 'opener.id', 'm.created_by')
        .leftJoin('users as closer', 'closer.id', 'm.closed_by')
        .select([
          'm.id',
          'm.cashier_id',
          'c.name as cashier_name',
          'm.open_date',
          'm.close_date',
          'm.created_by',
          'opener.name as opener_name',
          'm.closed_by',
          'closer.name as closer_name',
          'm.amount_entered',
          'm.methods_by_system',
          'm.methods_by_user',
          'm.observation',
        ])
        .orderBy('m.close_date', 'desc')
        .orderBy('m.id', 'desc')
        .limit(page.pageSize)
        .offset(page.page * page.pageSize)
        .execute();
      return rows.map((row) => {
        // The domain's close figures: every method either side, over/short = counted − system.
        const close = closeSummary(amounts(row.methods_by_system), amounts(row.methods_by_user));
        return {
          movementId: row.id,
          cashier: { id: row.cashier_id, name: row.cashier_name },
          openDate: row.open_date,
          closeDate: row.close_date ?? '',
          openedBy: row.opener_name ? { id: row.created_by, name: row.opener_name } : null,
          closedBy: row.closed_by && row.closer_name ? { id: row.closed_by, name: row.closer_name } : null,
          amountEntered: money(whole(row.amount_entered)),
          methods: Object.keys(close.methodsBySystem)
            .sort()
            .map((methodPay) => ({
              methodPay,
              system: close.methodsBySystem[methodPay]!,
              counted: close.methodsByUser[methodPay]!,
              difference: close.differenceByMethod[methodPay]!,
            })),
          totalBySystem: close.totalBySystem,
          totalByUser: close.totalByUser,
          difference: close.difference,
          observation: row.observation,
        };
      });
    },

    async totals(scope: BranchScope, filter: CashCountReportFilter): Promise<CashCountTotals> {
      const row = await closed(scope, filter)
        .select((eb) => [
          eb.fn.countAll().as('movements'),
          eb.fn.sum('m.total_by_system').as('system'),
          eb.fn.sum('m.total_by_user').as('counted'),
          eb.fn.sum('m.difference').as('difference'),
        ])
        .executeTakeFirstOrThrow();
      return {
        movements: whole(row.movements),
        totalBySystem: money(whole(row.system)),
        totalByUser: money(whole(row.counted)),
        difference: money(whole(row.difference)),
      };
    },
  };
}
export type CashCountReportRepository = ReturnType<typeof createCashCountReportRepository>;
