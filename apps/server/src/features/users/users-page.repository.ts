import { POS_VIEWS, type PosView, type UserRow } from '@comandero/domain';
import type { Db } from '../../db/database.js';
import type { BranchScope } from '../../shared/auth-context.js';

/** An unset password (a new user still to use their set-password code). */
export const NO_PASSWORD = '';

/** The branch's users as cards (change user) and rows (users screen), searched by name or email. */
export function createUsersPageRepository(db: Db) {
  const base = (scope: BranchScope) =>
    db
      .selectFrom('users')
      .innerJoin('roles', 'roles.id', 'users.role_id')
      .innerJoin('businesses', 'businesses.id', 'users.business_id')
      .leftJoin('branches', 'branches.id', 'users.branch_id')
      .where('users.business_id', '=', scope.businessId)
      .where('users.branch_id', '=', scope.branchId);

  const rowsOf = async (query: ReturnType<typeof base>): Promise<UserRow[]> => {
    const rows = await query
      .select([
        'users.id',
        'users.name',
        'users.email',
        'users.phone',
        'users.created_at',
        'users.allowed_views',
        'users.deleted',
        'users.pin_hash',
        'users.password_hash',
        'roles.id as role_id',
        'roles.name as role',
        'branches.name as branch',
        'businesses.name as business',
      ])
      .execute();
    const ids = rows.map((row) => row.id);
    // A user serves from one cash drawer (spec 02 §3 User.cashier): the first live one assigned.
    const cashiers =
      ids.length === 0
        ? []
        : await db
            .selectFrom('cashier_users')
            .innerJoin('cashiers', 'cashiers.id', 'cashier_users.cashier_id')
            .select(['cashier_users.user_id', 'cashiers.id', 'cashiers.name'])
            .where('cashier_users.user_id', 'in', ids)
            .where('cashiers.deleted', '=', 0)
            .orderBy('cashiers.name')
            .execute();
    return rows.map((row) => {
      const cashier = cashiers.find((assigned) => assigned.user_id === row.id);
      return {
        id: row.id,
        name: row.name || null,
        email: row.email || null,
        role: row.role || null,
        roleId: row.role_id,
        phone: row.phone || null,
        branch: row.branch ?? null,
        business: row.business || null,
        createdAt: row.created_at,
        cashier: cashier ? { id: cashier.id, name: cashier.name } : null,
        allowedViews: (JSON.parse(row.allowed_views) as string[]).filter((view): view is PosView =>
          (POS_VIEWS as readonly string[]).includes(view),
        ),
        hasPin: row.pin_hash !== null,
        passwordPending: row.password_hash === NO_PASSWORD,
        deleted: row.deleted === 1,
      };
    });
  };

  return {
    async page(
      scope: BranchScope,
      query: { page: number; pageSize: number; name?: string | undefined; includeDeleted?: boolean | undefined },
    ): Promise<{ content: UserRow[]; totalElements: number }> {
      let filtered = base(scope);
      // Change user shows who may sign in; the users screen shows deactivated users too.
      if (!query.includeDeleted) filtered = filtered.where('users.deleted', '=', 0).where('users.blocked', '=', 0);
      if (query.name) {
        const pattern = `%${query.name.toLowerCase()}%`;
        filtered = filtered.where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['users.name']), 'like', eb.val(pattern)),
            eb('users.email', 'like', eb.val(pattern)),
          ]),
        );
      }
      const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const content = await rowsOf(
        filtered
          .orderBy('users.deleted')
          .orderBy('users.name')
          .orderBy('users.id')
          .limit(query.pageSize)
          .offset(query.page * query.pageSize),
      );
      return { totalElements: Number(total), content };
    },

    /** The branch's users among the ids, deactivated too (another tenant's ids are not found). */
    byIds: (scope: BranchScope, ids: readonly string[]): Promise<UserRow[]> =>
      ids.length === 0 ? Promise.resolve([]) : rowsOf(base(scope).where('users.id', 'in', [...ids])),
  };
}
export type UsersPageRepository = ReturnType<typeof createUsersPageRepository>;
