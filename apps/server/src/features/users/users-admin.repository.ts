import type { Db } from '../../db/database.js';
import type { BranchScope } from '../../shared/auth-context.js';

export interface UserRecord {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  roleId: string;
  allowedViews: readonly string[];
  cashierId: string | null;
}

/** The users screen's writes and lookups; only this file writes their SQL. Made on a transaction too. */
export function createUsersAdminRepository(db: Db) {
  return {
    roles: () => db.selectFrom('roles').select(['id', 'name']).orderBy('name').execute(),

    role: (id: string) => db.selectFrom('roles').select(['id', 'name']).where('id', '=', id).executeTakeFirst(),

    /** Emails are unique across businesses (they sign in with it), deactivated users included. */
    async emailTaken(email: string, exceptUserId?: string): Promise<boolean> {
      let query = db.selectFrom('users').select('id').where('email', '=', email);
      if (exceptUserId) query = query.where('id', '!=', exceptUserId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    async pinTaken(pinLookup: string, exceptUserId?: string): Promise<boolean> {
      let query = db.selectFrom('users').select('id').where('pin_lookup', '=', pinLookup);
      if (exceptUserId) query = query.where('id', '!=', exceptUserId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    async cashierOfBranch(scope: BranchScope, cashierId: string): Promise<boolean> {
      const row = await db
        .selectFrom('cashiers')
        .select('id')
        .where('id', '=', cashierId)
        .where('business_id', '=', scope.businessId)
        .where('branch_id', '=', scope.branchId)
        .where('deleted', '=', 0)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The cashier picker: live cashiers of the branch whose name contains the text. */
    cashierOptions: (scope: BranchScope, name: string, limit: number) =>
      db
        .selectFrom('cashiers')
        .select(['id', 'name'])
        .where('business_id', '=', scope.businessId)
        .where('branch_id', '=', scope.branchId)
        .where('deleted', '=', 0)
        .where((eb) => eb(eb.fn('lower', ['name']), 'like', `%${name.toLowerCase().replace(/[%_]/g, '')}%`))
        .orderBy('name')
        .limit(limit)
        .execute(),

    async insert(
      scope: BranchScope,
      user: UserRecord & { passwordHash: string; pinHash: string | null; pinLookup: string | null },
      now: string,
    ): Promise<void> {
      await db
        .insertInto('users')
        .values({
          id: user.id,
          business_id: scope.businessId,
          branch_id: scope.branchId,
          role_id: user.roleId,
          name: user.name,
          username: null,
          email: user.email,
          phone: user.phone,
          password_hash: user.passwordHash,
          pin_hash: user.pinHash,
          pin_lookup: user.pinLookup,
          allowed_views: JSON.stringify(user.allowedViews),
          created_at: now,
          updated_at: now,
        })
        .execute();
      await this.assignCashier(user.id, user.cashierId);
    },

    async update(user: UserRecord & { pin: { hash: string; lookup: string } | null }, now: string): Promise<void> {
      await db
        .updateTable('users')
        .set((eb) => ({
          name: user.name,
          email: user.email,
          phone: user.phone,
          role_id: user.roleId,
          allowed_views: JSON.stringify(user.allowedViews),
          ...(user.pin ? { pin_hash: user.pin.hash, pin_lookup: user.pin.lookup } : {}),
          updated_at: now,
          version: eb('version', '+', 1),
        }))
        .where('id', '=', user.id)
        .execute();
      await this.assignCashier(user.id, user.cashierId);
    },

    /** A user serves from one cash drawer: the drawer picked replaces the ones assigned before. */
    async assignCashier(userId: string, cashierId: string | null): Promise<void> {
      await db.deleteFrom('cashier_users').where('user_id', '=', userId).execute();
      if (cashierId) await db.insertInto('cashier_users').values({ cashier_id: cashierId, user_id: userId }).execute();
    },

    async setDeleted(ids: readonly string[], deleted: boolean, now: string): Promise<void> {
      await db
        .updateTable('users')
        .set((eb) => ({ deleted: deleted ? 1 : 0, updated_at: now, version: eb('version', '+', 1) }))
        .where('id', 'in', [...ids])
        .execute();
    },

    /**
     * Takes the business row's lock (PostgreSQL; SQLite writes one at a time), so two administrators
     * changing roles at once cannot both leave the other as the last one.
     */
    async lockBusiness(businessId: string): Promise<void> {
      await db
        .updateTable('businesses')
        .set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('id', '=', businessId)
        .execute();
    },

    /** Active administrators of the business (role names compared lower-cased). */
    async activeAdministrators(businessId: string): Promise<number> {
      const { total } = await db
        .selectFrom('users')
        .innerJoin('roles', 'roles.id', 'users.role_id')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('users.business_id', '=', businessId)
        .where('users.deleted', '=', 0)
        .where('users.blocked', '=', 0)
        .where((eb) => eb(eb.fn('lower', [eb.fn('trim', ['roles.name'])]), '=', 'administrador'))
        .executeTakeFirstOrThrow();
      return Number(total);
    },

    /** Ends the users' live sessions; their ids, for the caches and event streams to forget. */
    async revokeSessions(userIds: readonly string[], now: string): Promise<string[]> {
      const live = await db
        .selectFrom('sessions')
        .select('id')
        .where('user_id', 'in', [...userIds])
        .where('revoked_at', 'is', null)
        .execute();
      if (live.length === 0) return [];
      await db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where(
          'id',
          'in',
          live.map((session) => session.id),
        )
        .execute();
      return live.map((session) => session.id);
    },
  };
}
export type UsersAdminRepository = ReturnType<typeof createUsersAdminRepository>;
