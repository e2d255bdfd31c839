import type { UserCard } from '@comandero/domain';
import type { Db } from '../../db/database.js';

/** The branch's users as cards, searched by name or email, newest last. */
export function createUsersPageRepository(db: Db) {
  return {
    async page(
      scope: { businessId: string; branchId: string },
      query: { page: number; pageSize: number; name?: string | undefined },
    ): Promise<{ content: UserCard[]; totalElements: number }> {
      let base = db
        .selectFrom('users')
        .innerJoin('roles', 'roles.id', 'users.role_id')
        .innerJoin('businesses', 'businesses.id', 'users.business_id')
        .leftJoin('branches', 'branches.id', 'users.branch_id')
        .where('users.business_id', '=', scope.businessId)
        .where('users.branch_id', '=', scope.branchId)
        .where('users.deleted', '=', 0)
        .where('users.blocked', '=', 0);
      if (query.name) {
        const pattern = `%${query.name.toLowerCase()}%`;
        base = base.where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['users.name']), 'like', eb.val(pattern)),
            eb('users.email', 'like', eb.val(pattern)),
          ]),
        );
      }
      const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const rows = await base
        .select([
          'users.id',
          'users.name',
          'users.email',
          'users.phone',
          'users.created_at',
          'roles.name as role',
          'branches.name as branch',
          'businesses.name as business',
        ])
        .orderBy('users.name')
        .orderBy('users.id')
        .limit(query.pageSize)
        .offset(query.page * query.pageSize)
        .execute();
      return {
        totalElements: Number(total),
        content: rows.map((row) => ({
          id: row.id,
          name: row.name || null,
          email: row.email || null,
          role: row.role || null,
          phone: row.phone || null,
          branch: row.branch ?? null,
          business: row.business || null,
          createdAt: row.created_at,
        })),
      };
    },
  };
}
export type UsersPageRepository = ReturnType<typeof createUsersPageRepository>;
