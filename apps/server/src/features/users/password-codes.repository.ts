import type { Db } from '../../db/database.js';
import { createUsersRepository } from './users.repository.js';

/** One-time set-password codes, kept as their SHA-256 (the code is shown once). */
export function createPasswordCodesRepository(db: Db) {
  return {
    async create(code: {
      hash: string;
      userId: string;
      businessId: string;
      createdBy: string;
      createdAt: string;
      expiresAt: string;
    }): Promise<void> {
      // A new code replaces the user's earlier ones.
      await db
        .updateTable('password_codes')
        .set({ used_at: code.createdAt })
        .where('user_id', '=', code.userId)
        .where('used_at', 'is', null)
        .execute();
      await db
        .insertInto('password_codes')
        .values({
          code_hash: code.hash,
          user_id: code.userId,
          business_id: code.businessId,
          created_by: code.createdBy,
          created_at: code.createdAt,
          expires_at: code.expiresAt,
        })
        .execute();
    },

    /** Uses a live code, atomically (a second use finds it used): its user, or undefined. */
    async consume(hash: string, now: string): Promise<string | undefined> {
      const row = await db
        .updateTable('password_codes')
        .set({ used_at: now })
        .where('code_hash', '=', hash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('user_id')
        .executeTakeFirst();
      return row?.user_id;
    },

    /** The live code's user, without using it (the screen greets them by name). */
    async peek(hash: string, now: string) {
      return db
        .selectFrom('password_codes')
        .innerJoin('users', 'users.id', 'password_codes.user_id')
        .select(['users.id', 'users.name', 'users.email'])
        .where('password_codes.code_hash', '=', hash)
        .where('password_codes.used_at', 'is', null)
        .where('password_codes.expires_at', '>', now)
        .where('users.deleted', '=', 0)
        .executeTakeFirst();
    },

    /** The users repository writes it (the one writer of users), on this executor. */
    setPassword: (userId: string, passwordHash: string, now: string): Promise<void> =>
      createUsersRepository(db).setPassword(userId, passwordHash, now),
  };
}
export type PasswordCodesRepository = ReturnType<typeof createPasswordCodesRepository>;
