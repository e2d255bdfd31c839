import {
  type Branch,
  currencyForCountry,
  type PosView,
  type SessionUser,
  securityPoliticsFor,
} from '@comandero/domain';
import type { Db } from '../../db/database.js';
import type { BranchScope } from '../../shared/auth-context.js';

export interface LoginCandidate {
  id: string;
  name: string;
  passwordHash: string;
  pinHash: string | null;
  roleName: string;
  branchId: string | null;
  blocked: boolean;
  lockedUntil: string | null;
}

export interface UserRecord {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  roleId: string;
  allowedViews: readonly string[];
  cashierId: string | null;
}

export interface FailureWindow {
  now: string;
  windowStart: string;
  threshold: number;
  lockedUntil: string;
}

/**
 * The one writer of `users` (issue 28): sign-in counters, the users screen's rows (users-admin
 * adds the drawer) and a new password (password-codes) all land here, on the caller's executor.
 */
export function createUsersRepository(db: Db) {
  const candidateQuery = () =>
    db
      .selectFrom('users')
      .innerJoin('roles', 'roles.id', 'users.role_id')
      .select([
        'users.id',
        'users.name',
        'users.password_hash',
        'users.pin_hash',
        'users.branch_id',
        'users.blocked',
        'users.locked_until',
        'roles.name as role_name',
      ])
      .where('users.deleted', '=', 0);

  return {
    async findForLogin(identifier: string): Promise<LoginCandidate | undefined> {
      const normalized = identifier.trim().toLowerCase();
      const row = await candidateQuery()
        .where((eb) => eb.or([eb('users.email', '=', normalized), eb('users.username', '=', identifier.trim())]))
        .executeTakeFirst();
      return row && toCandidate(row);
    },

    async findByPinLookup(branchId: string, pinLookup: string): Promise<LoginCandidate | undefined> {
      const row = await candidateQuery()
        .where('users.branch_id', '=', branchId)
        .where('users.pin_lookup', '=', pinLookup)
        .executeTakeFirst();
      return row && toCandidate(row);
    },

    /**
     * Counts a login attempt before its password is checked, atomically: an account under a lock, or
     * past the window's allowance (concurrent tries), is refused; a success clears the count.
     */
    async admitLogin(
      userId: string,
      window: FailureWindow,
    ): Promise<{ admitted: true; attempts: number } | { admitted: false; lockedUntil: string | null }> {
      const row = await db
        .updateTable('users')
        .set((eb) => {
          const windowExpired = eb.or([
            eb('first_failed_at', 'is', null),
            eb('first_failed_at', '<', window.windowStart),
          ]);
          return {
            failed_logins: eb
              .case()
              .when(windowExpired)
              .then(1)
              .else(eb('failed_logins', '+', 1))
              .end(),
            first_failed_at: eb.case().when(windowExpired).then(window.now).else(eb.ref('first_failed_at')).end(),
          };
        })
        .where('id', '=', userId)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', window.now)]))
        .returning('failed_logins')
        .executeTakeFirst();
      if (!row) {
        const locked = await db.selectFrom('users').select('locked_until').where('id', '=', userId).executeTakeFirst();
        return { admitted: false, lockedUntil: locked?.locked_until ?? null };
      }
      if (row.failed_logins > window.threshold) return { admitted: false, lockedUntil: null };
      return { admitted: true, attempts: row.failed_logins };
    },

    /** The attempt at the threshold failed: locked, and the count starts again after the lock. */
    async lockLogin(userId: string, lockedUntil: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ locked_until: lockedUntil, failed_logins: 0, first_failed_at: null })
        .where('id', '=', userId)
        .execute();
    },

    async clearLoginFailures(userId: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ failed_logins: 0, first_failed_at: null, locked_until: null })
        .where('id', '=', userId)
        .execute();
    },

    /** A user created on the users screen (users-admin assigns the drawer after it). */
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
    },

    /** The users screen's edit of a user's card. */
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
    },

    /** Deactivated (or back) on the users screen. */
    async setDeleted(ids: readonly string[], deleted: boolean, now: string): Promise<void> {
      await db
        .updateTable('users')
        .set((eb) => ({ deleted: deleted ? 1 : 0, updated_at: now, version: eb('version', '+', 1) }))
        .where('id', 'in', [...ids])
        .execute();
    },

    /** A set-password code was used: the new password, and the sign-in counters start again. */
    async setPassword(userId: string, passwordHash: string, now: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: now, failed_logins: 0, locked_until: null })
        .where('id', '=', userId)
        .execute();
    },

    /** The signed-in user as the web sees it: role, business, branch, cashier and derived politics. */
    async findSessionUser(userId: string): Promise<SessionUser | undefined> {
      const row = await db
        .selectFrom('users')
        .innerJoin('roles', 'roles.id', 'users.role_id')
        .innerJoin('businesses', 'businesses.id', 'users.business_id')
        .leftJoin('branches', 'branches.id', 'users.branch_id')
        .select([
          'users.id',
          'users.name',
          'users.username',
          'users.email',
          'users.phone',
          'users.created_at',
          'users.allowed_views',
          'roles.id as role_id',
          'roles.name as role_name',
          'businesses.id as business_id',
          'businesses.name as business_name',
          'branches.id as branch_id',
          'branches.name as branch_name',
          'branches.country as branch_country',
          'branches.city as branch_city',
          'branches.currency as branch_currency',
          'branches.payment_methods as branch_payment_methods',
          'branches.delivery_methods as branch_delivery_methods',
        ])
        .where('users.id', '=', userId)
        .where('users.deleted', '=', 0)
        .executeTakeFirst();
      if (!row) return undefined;
      const cashier = await db
        .selectFrom('cashier_users')
        .innerJoin('cashiers', 'cashiers.id', 'cashier_users.cashier_id')
        .select(['cashiers.id', 'cashiers.name'])
        .where('cashier_users.user_id', '=', userId)
        .where('cashiers.deleted', '=', 0)
        .orderBy('cashiers.name')
        .executeTakeFirst();
      const allowedViews = JSON.parse(row.allowed_views) as PosView[];
      const branch: Branch | null = row.branch_id
        ? {
            id: row.branch_id,
            name: row.branch_name ?? '',
            country: row.branch_country ?? 'colombia',
            city: row.branch_city ?? null,
            currency: row.branch_currency ?? currencyForCountry(row.branch_country),
            paymentMethods: JSON.parse(row.branch_payment_methods ?? '[]'),
            deliveryMethods: JSON.parse(row.branch_delivery_methods ?? '[]'),
          }
        : null;
      return {
        id: row.id,
        name: row.name,
        username: row.username,
        email: row.email,
        phone: row.phone,
        role: { id: row.role_id, name: row.role_name },
        business: { id: row.business_id, name: row.business_name },
        branch,
        cashier: cashier ?? null,
        createdAt: row.created_at,
        allowedViews,
        securityPolitics: securityPoliticsFor(row.role_name, allowedViews),
      };
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;

function toCandidate(row: {
  id: string;
  name: string;
  password_hash: string;
  pin_hash: string | null;
  role_name: string;
  branch_id: string | null;
  blocked: number;
  locked_until: string | null;
}): LoginCandidate {
  return {
    id: row.id,
    name: row.name,
    passwordHash: row.password_hash,
    pinHash: row.pin_hash,
    roleName: row.role_name,
    branchId: row.branch_id,
    blocked: row.blocked === 1,
    lockedUntil: row.locked_until,
  };
}
