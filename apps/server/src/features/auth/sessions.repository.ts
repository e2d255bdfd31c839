import type { Db } from '../../db/database.js';

export interface NewSession {
  id: string;
  userId: string;
  businessId: string;
  branchId: string | null;
  createdAt: string;
  expiresAt: string;
  ip: string | null;
  userAgent: string | null;
}

export interface ActiveSession {
  sessionId: string;
  userId: string;
  businessId: string;
  branchId: string | null;
  roleName: string;
  allowedViews: string;
  expiresAt: string;
}

/** The one writer of `sessions` (issue 28); users' screens end sessions through it. */
export function createSessionsRepository(db: Db) {
  return {
    async create(session: NewSession): Promise<void> {
      await db
        .insertInto('sessions')
        .values({
          id: session.id,
          user_id: session.userId,
          business_id: session.businessId,
          branch_id: session.branchId,
          created_at: session.createdAt,
          expires_at: session.expiresAt,
          ip: session.ip,
          user_agent: session.userAgent,
        })
        .execute();
    },

    /** The session if it is live (not revoked or expired) and its user is still active. */
    async findActive(sessionId: string, userId: string, now: string): Promise<ActiveSession | undefined> {
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .innerJoin('roles', 'roles.id', 'users.role_id')
        .select([
          'sessions.id as session_id',
          'sessions.user_id',
          'sessions.business_id',
          'sessions.branch_id',
          'roles.name as role_name',
          'users.allowed_views',
          'sessions.expires_at',
        ])
        .where('sessions.id', '=', sessionId)
        .where('sessions.user_id', '=', userId)
        .where('sessions.revoked_at', 'is', null)
        .where('sessions.expires_at', '>', now)
        .where('users.deleted', '=', 0)
        .where('users.blocked', '=', 0)
        .executeTakeFirst();
      return (
        row && {
          sessionId: row.session_id,
          userId: row.user_id,
          businessId: row.business_id,
          branchId: row.branch_id,
          roleName: row.role_name,
          allowedViews: row.allowed_views,
          expiresAt: row.expires_at,
        }
      );
    },

    async revoke(sessionId: string, now: string): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** Ends the users' live sessions (deactivated, or a new password); their ids, for caches and streams to forget. */
    async revokeAllOf(userIds: readonly string[], now: string): Promise<string[]> {
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
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
