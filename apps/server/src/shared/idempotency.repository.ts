import type { Db } from '../db/database.js';

export interface StoredAnswer {
  requestHash: string;
  statusCode: number | null;
  responseBody: string | null;
  createdAt: string;
}

export function createIdempotencyRepository(db: Db) {
  return {
    /** Claims the key; false when it was already claimed (by this request's twin). */
    async claim(scope: string, key: string, requestHash: string, now: string): Promise<boolean> {
      const result = await db
        .insertInto('idempotency_keys')
        .values({ scope, key, request_hash: requestHash, created_at: now })
        .onConflict((conflict) => conflict.columns(['scope', 'key']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async find(scope: string, key: string): Promise<StoredAnswer | undefined> {
      const row = await db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('scope', '=', scope)
        .where('key', '=', key)
        .executeTakeFirst();
      return (
        row && {
          requestHash: row.request_hash,
          statusCode: row.status_code,
          responseBody: row.response_body,
          createdAt: row.created_at,
        }
      );
    },

    /** Takes over a claim whose request never answered (the process died mid-request). */
    async reclaimAbandoned(scope: string, key: string, claimedBefore: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('idempotency_keys')
        .set({ created_at: now })
        .where('scope', '=', scope)
        .where('key', '=', key)
        .where('status_code', 'is', null)
        .where('created_at', '<', claimedBefore)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async complete(scope: string, key: string, statusCode: number, responseBody: string): Promise<void> {
      await db
        .updateTable('idempotency_keys')
        .set({ status_code: statusCode, response_body: responseBody })
        .where('scope', '=', scope)
        .where('key', '=', key)
        .execute();
    },

    async release(scope: string, key: string): Promise<void> {
      await db.deleteFrom('idempotency_keys').where('scope', '=', scope).where('key', '=', key).execute();
    },
  };
}
export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
