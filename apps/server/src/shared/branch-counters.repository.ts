import type { Db } from '../db/database.js';

/** A branch's numbered sequences: closed orders' display numbers and bills' consecutives. */
export type CounterName = 'order' | 'bill';

/**
 * The one writer of `branch_counters` (issue 28). Here, not in checkout or printing, because both
 * number things (checkout imports printing, so printing cannot reach checkout). Made on the caller's
 * executor, so a number is taken in the transaction that uses it.
 */
export function createBranchCountersRepository(executor: Db) {
  return {
    /** The next number, in one statement, so concurrent closes or bills never share one. */
    async next(branchId: string, name: CounterName): Promise<number> {
      const row = await executor
        .insertInto('branch_counters')
        .values({ branch_id: branchId, name, value: 1 })
        .onConflict((conflict) =>
          conflict.columns(['branch_id', 'name']).doUpdateSet((eb) => ({ value: eb('branch_counters.value', '+', 1) })),
        )
        .returning('value')
        .executeTakeFirstOrThrow();
      return row.value;
    },

    /** The last number given (0: none yet). */
    async last(branchId: string, name: CounterName): Promise<number> {
      const row = await executor
        .selectFrom('branch_counters')
        .select('value')
        .where('branch_id', '=', branchId)
        .where('name', '=', name)
        .executeTakeFirst();
      return row?.value ?? 0;
    },

    /** Restarts the sequence after `value` (the billing screen's consecutive). */
    async set(branchId: string, name: CounterName, value: number): Promise<void> {
      await executor
        .insertInto('branch_counters')
        .values({ branch_id: branchId, name, value })
        .onConflict((conflict) => conflict.columns(['branch_id', 'name']).doUpdateSet({ value }))
        .execute();
    },
  };
}
export type BranchCountersRepository = ReturnType<typeof createBranchCountersRepository>;
