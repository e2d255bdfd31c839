import { type AmountsByMethod, type CashierMovement, DRAWER_ORDER_STATE, type Money, money } from '@comandero/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { CashierMovementsTable } from '../../db/schema.js';
import type { BranchScope } from '../../shared/auth-context.js';
import { inTransaction } from '../../shared/transaction.js';

/** A movement as read: its columns, with the names of its cashier and of who opened it. */
type MovementRow = Omit<
  Selectable<CashierMovementsTable>,
  'business_id' | 'branch_id' | 'open_day' | 'close_day' | 'closed_by' | 'created_at' | 'updated_at'
> & {
  cashier_name: string;
  created_by_name: string;
};

const json = <T>(text: string | null): T | null => (text === null ? null : (JSON.parse(text) as T));

const toMovement = (row: MovementRow): CashierMovement => ({
  id: row.id,
  cashier: { id: row.cashier_id, name: row.cashier_name },
  type: row.type as CashierMovement['type'],
  openDate: row.open_date,
  closeDate: row.close_date,
  amountEntered: row.amount_entered,
  detail: JSON.parse(row.detail) as Record<string, number>,
  closeDetail: json(row.close_detail),
  methodsBySystem: json(row.methods_by_system),
  methodsByUser: json(row.methods_by_user),
  totalBySystem: row.total_by_system,
  totalByUser: row.total_by_user,
  difference: row.difference,
  observation: row.observation,
  createdBy: { id: row.created_by, name: row.created_by_name },
  version: row.version,
});

export interface NewMovement {
  id: string;
  cashierId: string;
  openDate: string;
  openDay: string;
  amountEntered: Money;
  detail: Record<string, number>;
  createdBy: string;
}

export interface MovementClose {
  closeDate: string;
  closeDay: string;
  closeDetail: Record<string, number> | null;
  methodsBySystem: AmountsByMethod;
  methodsByUser: AmountsByMethod;
  totalBySystem: Money;
  totalByUser: Money;
  difference: Money;
  observation: string;
  closedBy: string;
}

/** Cash drawer movements and the orders charged in them; only this file writes their SQL. */
function createMovementsQueries(db: Db) {
  const select = (scope: BranchScope) =>
    db
      .selectFrom('cashier_movements as m')
      .innerJoin('cashiers as c', 'c.id', 'm.cashier_id')
      .innerJoin('users as u', 'u.id', 'm.created_by')
      .selectAll('m')
      .select(['c.name as cashier_name', 'u.name as created_by_name'])
      .where('m.business_id', '=', scope.businessId)
      .where('m.branch_id', '=', scope.branchId);

  return {
    async find(scope: BranchScope, id: string): Promise<CashierMovement | undefined> {
      const row = await select(scope).where('m.id', '=', id).executeTakeFirst();
      return row && toMovement(row);
    },

    /** Movements whose close day (or opening day, while open) falls in the range, newest first. */
    async page(
      scope: BranchScope,
      request: { page: number; pageSize: number; start: string; end: string; cashierId?: string | undefined },
    ) {
      let query = select(scope).where((eb) =>
        eb.or([
          eb.and([eb('m.close_day', '>=', request.start), eb('m.close_day', '<=', request.end)]),
          eb.and([
            eb('m.close_day', 'is', null),
            eb('m.open_day', '>=', request.start),
            eb('m.open_day', '<=', request.end),
          ]),
        ]),
      );
      if (request.cashierId) query = query.where('m.cashier_id', '=', request.cashierId);
      const rows = await query
        .orderBy('m.open_date', 'desc')
        .orderBy('m.id', 'desc')
        .limit(request.pageSize)
        .offset(request.page * request.pageSize)
        .execute();
      const total = await query
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      return { content: rows.map(toMovement), totalElements: Number(total.total) };
    },

    /** Opens the drawer; false when it is open already (the unique index decides a race). */
    async open(scope: BranchScope, movement: NewMovement, now: string): Promise<void> {
      await db
        .insertInto('cashier_movements')
        .values({
          id: movement.id,
          business_id: scope.businessId,
          branch_id: scope.branchId,
          cashier_id: movement.cashierId,
          type: 1,
          open_date: movement.openDate,
          open_day: movement.openDay,
          amount_entered: movement.amountEntered,
          detail: JSON.stringify(movement.detail),
          created_by: movement.createdBy,
          created_at: now,
          updated_at: now,
        })
        .execute();
    },

    /** Closes an open movement at the version the user saw; false when it changed or is not open. */
    async close(scope: BranchScope, id: string, version: number, close: MovementClose, now: string): Promise<boolean> {
      const result = await db
        .updateTable('cashier_movements')
        .set({
          type: 2,
          close_date: close.closeDate,
          close_day: close.closeDay,
          close_detail: close.closeDetail ? JSON.stringify(close.closeDetail) : null,
          methods_by_system: JSON.stringify(close.methodsBySystem),
          methods_by_user: JSON.stringify(close.methodsByUser),
          total_by_system: close.totalBySystem,
          total_by_user: close.totalByUser,
          difference: close.difference,
          observation: close.observation,
          closed_by: close.closedBy,
          updated_at: now,
          version: version + 1,
        })
        .where('id', '=', id)
        .where('branch_id', '=', scope.branchId)
        .where('version', '=', version)
        .where('type', 'in', [1, 3])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async softDelete(scope: BranchScope, ids: readonly string[], now: string): Promise<number> {
      const result = await db
        .updateTable('cashier_movements')
        .set((eb) => ({ type: 4, updated_at: now, version: eb('version', '+', 1) }))
        .where('id', 'in', [...ids])
        .where('business_id', '=', scope.businessId)
        .where('branch_id', '=', scope.branchId)
        .where('type', '!=', 4)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Totals per payment method of the orders charged in the movement whose money is in the drawer (`countsInDrawer`). */
    async totalsByMethod(movementId: string): Promise<{ methodPay: string; total: Money; orders: number }[]> {
      const rows = await db
        .selectFrom('orders')
        .select((eb) => ['method_pay', eb.fn.sum<number>('total').as('total'), eb.fn.countAll<number>().as('orders')])
        .where('cashier_movement_id', '=', movementId)
        .where('close', '=', 1)
        .where('deleted', '=', 0)
        .where('state', '=', DRAWER_ORDER_STATE)
        .groupBy('method_pay')
        .execute();
      return rows.map((row) => ({
        methodPay: row.method_pay ?? '',
        total: money(Number(row.total)),
        orders: Number(row.orders),
      }));
    },

    /** The open movement a user charges in: one of the user's cashiers, or the one the device chose. */
    async openMovementFor(
      scope: BranchScope,
      userId: string,
      cashierId: string | null,
    ): Promise<{ movementId: string; cashierId: string } | null> {
      let query = db
        .selectFrom('cashier_movements as m')
        .innerJoin('cashiers as c', 'c.id', 'm.cashier_id')
        .select(['m.id', 'm.cashier_id'])
        .where('m.branch_id', '=', scope.branchId)
        .where('m.type', 'in', [1, 3])
        .where('c.deleted', '=', 0);
      query = cashierId
        ? query.where('m.cashier_id', '=', cashierId)
        : query.where('m.cashier_id', 'in', (eb) =>
            eb.selectFrom('cashier_users').select('cashier_id').where('user_id', '=', userId),
          );
      const row = await query.orderBy('m.open_date').executeTakeFirst();
      return row ? { movementId: row.id, cashierId: row.cashier_id } : null;
    },

    async requireOpenCashier(branchId: string): Promise<boolean> {
      const row = await db
        .selectFrom('preferences')
        .select('require_open_cashier')
        .where('branch_id', '=', branchId)
        .executeTakeFirst();
      return (row?.require_open_cashier ?? 1) === 1;
    },

    async isAssigned(cashierId: string, userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('cashier_users')
        .select('cashier_id')
        .where('cashier_id', '=', cashierId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
type MovementsQueries = ReturnType<typeof createMovementsQueries>;

export function createMovementsRepository(db: Db) {
  return {
    ...createMovementsQueries(db),
    /** A drawer's open or close and the movement it answers with, in one transaction. */
    transaction: <T>(work: (movements: MovementsQueries) => Promise<T>): Promise<T> =>
      inTransaction(db, (trx) => work(createMovementsQueries(trx))),
  };
}
export type MovementsRepository = ReturnType<typeof createMovementsRepository>;
