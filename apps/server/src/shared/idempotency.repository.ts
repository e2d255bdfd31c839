import type { Db } from '../db/database.js';

export interface StoredAnswer {
  requestHash: string;
  statusCode: number | null;
  responseBody: string | null;
  createdAt: string;
}

export interface Claim {
  scope: string;
  key: string;
}

/** A claim as its answer is stored: the request it answers and the device's sequence number. */
export interface AnswerKey extends Claim {
  requestHash: string;
  createdAt: string;
  sequence: number | null;
}

/** Idempotency keys and the server instances that hold their claims; SQL only here. */
export function createIdempotencyRepository(db: Db) {
  return {
    /** Claims the key for this instance; false when it was already claimed (by this request's twin). */
    async claim(claim: Claim, requestHash: string, instanceId: string, now: string): Promise<boolean> {
      const result = await db
        .insertInto('idempotency_keys')
        .values({ ...claim, request_hash: requestHash, created_at: now, instance_id: instanceId })
        .onConflict((conflict) => conflict.columns(['scope', 'key']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async find({ scope, key }: Claim): Promise<StoredAnswer | undefined> {
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

    /** Takes over an unanswered claim whose instance has stopped renewing (its process died). */
    async takeOverAbandoned(claim: Claim, instanceId: string, aliveSince: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('idempotency_keys')
        .set({ instance_id: instanceId, created_at: now })
        .where('scope', '=', claim.scope)
        .where('key', '=', claim.key)
        .where('status_code', 'is', null)
        .where((eb) =>
          eb.or([
            eb('instance_id', 'is', null),
            eb(
              'instance_id',
              'not in',
              eb.selectFrom('server_instances').select('id').where('heartbeat_at', '>=', aliveSince),
            ),
          ]),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * The answer, written by the write's own transaction or, for a refusal, after it; the row may
     * not exist yet (a claim held in memory).
     */
    async complete(answer: AnswerKey, statusCode: number, body: string) {
      await db
        .insertInto('idempotency_keys')
        .values({
          scope: answer.scope,
          key: answer.key,
          request_hash: answer.requestHash,
          created_at: answer.createdAt,
          status_code: statusCode,
          response_body: body,
          instance_id: null,
          device_sequence: answer.sequence,
        })
        .onConflict((conflict) =>
          conflict
            .columns(['scope', 'key'])
            .doUpdateSet({ status_code: statusCode, response_body: body, instance_id: null }),
        )
        .execute();
    },

    /** Frees this instance's unanswered claim, never another instance's (which took it over meanwhile). */
    async release({ scope, key }: Claim, instanceId: string): Promise<void> {
      await db
        .deleteFrom('idempotency_keys')
        .where('scope', '=', scope)
        .where('key', '=', key)
        .where('instance_id', '=', instanceId)
        .where('status_code', 'is', null)
        .execute();
    },

    /** A new life of an instance frees the claims its previous life left unanswered. */
    async freeClaimsOf(instanceId: string): Promise<number> {
      const result = await db
        .deleteFrom('idempotency_keys')
        .where('instance_id', '=', instanceId)
        .where('status_code', 'is', null)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async heartbeat(instanceId: string, now: string): Promise<void> {
      await db
        .insertInto('server_instances')
        .values({ id: instanceId, started_at: now, heartbeat_at: now })
        .onConflict((conflict) => conflict.column('id').doUpdateSet({ heartbeat_at: now }))
        .execute();
    },

    /** Keys (and instances) older than the retention are forgotten. */
    async prune(before: string): Promise<number> {
      const result = await db.deleteFrom('idempotency_keys').where('created_at', '<', before).executeTakeFirst();
      await db.deleteFrom('server_instances').where('heartbeat_at', '<', before).execute();
      return Number(result.numDeletedRows);
    },
  };
}
export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
