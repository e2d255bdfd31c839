import type { Db } from '../../db/database.js';
import type { BranchScope } from '../../shared/auth-context.js';
import { createCashiersRepository } from '../cashiers/cashiers.repository.js';
import { createUsersRepository, type UserRecord } from './users.repository.js';

export type { UserRecord } from './users.repository.js';

/** Auth's sessions repository, lent on the caller's transaction: it alone writes `sessions`. */
export interface UserSessions {
  /** Ends the users' live sessions; their ids, for the caches and event streams to forget. */
  revokeAllOf(userIds: readonly string[], now: string): Promise<string[]>;
}

/**
 * The users screen's writes and lookups; the users row through its owner (users.repository.ts).
 * Made on a transaction too.
 */
export function createUsersAdminRepository(db: Db) {
  // The cashiers repository owns `cashier_users`; made on the same executor, its write joins this transaction.
  const cashiers = createCashiersRepository(db);
  // The users row's one writer, on this executor.
  const users = createUsersRepository(db);
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

    /** A new user and their drawer; the users repository writes the row. */
    async insert(
      scope: BranchScope,
      user: UserRecord & { passwordHash: string; pinHash: string | null; pinLookup: string | null },
      now: string,
    ): Promise<void> {
      await users.insert(scope, user, now);
      await cashiers.assignUser(user.id, user.cashierId);
    },

    async update(user: UserRecord & { pin: { hash: string; lookup: string } | null }, now: string): Promise<void> {
      await users.update(user, now);
      await cashiers.assignUser(user.id, user.cashierId);
    },

    setDeleted: (ids: readonly string[], deleted: boolean, now: string): Promise<void> =>
      users.setDeleted(ids, deleted, now),

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
  };
}
export type UsersAdminRepository = ReturnType<typeof createUsersAdminRepository>;
