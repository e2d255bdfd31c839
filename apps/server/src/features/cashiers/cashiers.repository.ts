import type { Cashier } from '@comandero/domain';
import type { Db } from '../../db/database.js';
import type { BranchScope } from '../../shared/auth-context.js';

/** Cashier boxes and who may use them; only this file writes their SQL (the users screen calls it too). */
export function createCashiersRepository(db: Db) {
  const live = (scope: BranchScope) =>
    db
      .selectFrom('cashiers as c')
      .where('c.business_id', '=', scope.businessId)
      .where('c.branch_id', '=', scope.branchId)
      .where('c.deleted', '=', 0);

  async function withUsersAndMovement(rows: { id: string; name: string; created_at: string }[]): Promise<Cashier[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [users, open] = await Promise.all([
      db
        .selectFrom('cashier_users as cu')
        .innerJoin('users as u', 'u.id', 'cu.user_id')
        .select(['cu.cashier_id', 'u.id', 'u.name'])
        .where('cu.cashier_id', 'in', ids)
        .where('u.deleted', '=', 0)
        .orderBy('u.name')
        .execute(),
      db
        .selectFrom('cashier_movements')
        .select(['id', 'cashier_id'])
        .where('cashier_id', 'in', ids)
        .where('type', 'in', [1, 3])
        .execute(),
    ]);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      createdAt: row.created_at,
      users: users.filter((user) => user.cashier_id === row.id).map((user) => ({ id: user.id, name: user.name })),
      openMovementId: open.find((movement) => movement.cashier_id === row.id)?.id ?? null,
    }));
  }

  return {
    async all(scope: BranchScope): Promise<Cashier[]> {
      return withUsersAndMovement(
        await live(scope).select(['c.id', 'c.name', 'c.created_at']).orderBy('c.name').execute(),
      );
    },

    async page(scope: BranchScope, request: { page: number; pageSize: number; name?: string | undefined }) {
      let query = live(scope);
      if (request.name) query = query.where('c.name', 'like', `%${request.name.replace(/[%_]/g, '')}%`);
      const [rows, total] = await Promise.all([
        query
          .select(['c.id', 'c.name', 'c.created_at'])
          .orderBy('c.name')
          .orderBy('c.id')
          .limit(request.pageSize)
          .offset(request.page * request.pageSize)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { content: await withUsersAndMovement(rows), totalElements: Number(total.total) };
    },

    async find(scope: BranchScope, id: string): Promise<Cashier | undefined> {
      const rows = await live(scope).select(['c.id', 'c.name', 'c.created_at']).where('c.id', '=', id).execute();
      return (await withUsersAndMovement(rows))[0];
    },

    /** The cashiers a user is assigned to. */
    async ofUser(scope: BranchScope, userId: string): Promise<Cashier[]> {
      const rows = await live(scope)
        .innerJoin('cashier_users as cu', 'cu.cashier_id', 'c.id')
        .select(['c.id', 'c.name', 'c.created_at'])
        .where('cu.user_id', '=', userId)
        .orderBy('c.name')
        .execute();
      return withUsersAndMovement(rows);
    },

    /** Users of this branch among the ids (another tenant's ids are dropped, never assigned). */
    async branchUsers(scope: BranchScope, userIds: readonly string[]): Promise<string[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .selectFrom('users')
        .select('id')
        .where('id', 'in', [...userIds])
        .where('business_id', '=', scope.businessId)
        .where('branch_id', '=', scope.branchId)
        .where('deleted', '=', 0)
        .execute();
      return rows.map((row) => row.id);
    },

    /** The cashier and its users; several statements, so callers run it in their unit's transaction. */
    async save(
      scope: BranchScope,
      cashier: { id: string; name: string; userIds: readonly string[]; createdBy: string },
      now: string,
      isNew: boolean,
    ): Promise<void> {
      if (isNew) {
        await db
          .insertInto('cashiers')
          .values({
            id: cashier.id,
            business_id: scope.businessId,
            branch_id: scope.branchId,
            name: cashier.name,
            created_by: cashier.createdBy,
            created_at: now,
            updated_at: now,
          })
          .execute();
      } else {
        await db
          .updateTable('cashiers')
          .set((eb) => ({ name: cashier.name, updated_at: now, version: eb('version', '+', 1) }))
          .where('id', '=', cashier.id)
          .execute();
        await db.deleteFrom('cashier_users').where('cashier_id', '=', cashier.id).execute();
      }
      if (cashier.userIds.length > 0) {
        await db
          .insertInto('cashier_users')
          .values(cashier.userIds.map((userId) => ({ cashier_id: cashier.id, user_id: userId })))
          .execute();
      }
    },

    /** A user serves from one cash drawer (users screen): the drawer picked replaces the ones assigned before. */
    async assignUser(userId: string, cashierId: string | null): Promise<void> {
      await db.deleteFrom('cashier_users').where('user_id', '=', userId).execute();
      if (cashierId) await db.insertInto('cashier_users').values({ cashier_id: cashierId, user_id: userId }).execute();
    },

    async softDelete(scope: BranchScope, ids: readonly string[], now: string): Promise<number> {
      const result = await db
        .updateTable('cashiers')
        .set((eb) => ({ deleted: 1, updated_at: now, version: eb('version', '+', 1) }))
        .where('id', 'in', [...ids])
        .where('business_id', '=', scope.businessId)
        .where('branch_id', '=', scope.branchId)
        .where('deleted', '=', 0)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
export type CashiersRepository = ReturnType<typeof createCashiersRepository>;
