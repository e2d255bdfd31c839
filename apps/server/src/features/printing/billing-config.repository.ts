import type { BillingConfig, BillingSnapshot } from '@comandero/domain';
import type { Db } from '../../db/database.js';
import type { BranchScope } from '../../shared/auth-context.js';
import { type CounterName, createBranchCountersRepository } from '../../shared/branch-counters.repository.js';
import { inTransaction } from '../../shared/transaction.js';

const BILL_COUNTER = 'bill' satisfies CounterName;

export interface BillingChanges {
  consecutive?: number | undefined;
  header?: string | undefined;
  footer?: string | undefined;
  qr?: string | undefined;
}

/** The branch's bill settings; the consecutive is the branch's 'bill' counter. */
export function createBillingConfigQueries(executor: Db) {
  const counters = createBranchCountersRepository(executor);
  async function texts(branchId: string) {
    return executor
      .selectFrom('billing_config')
      .select(['header', 'footer', 'qr', 'updated_at', 'version'])
      .where('branch_id', '=', branchId)
      .executeTakeFirst();
  }

  return {
    async get(scope: BranchScope): Promise<BillingConfig> {
      const [row, consecutive] = await Promise.all([
        texts(scope.branchId),
        counters.last(scope.branchId, BILL_COUNTER),
      ]);
      return {
        consecutive,
        header: row?.header ?? '',
        footer: row?.footer ?? '',
        qr: row?.qr ?? '',
        updatedAt: row?.updated_at ?? null,
        version: row?.version ?? 0,
      };
    },

    /** Saves the given fields; false when `version` no longer matches (someone saved meanwhile). */
    async save(
      scope: BranchScope,
      changes: BillingChanges,
      version: number | undefined,
      userId: string,
      now: string,
    ): Promise<boolean> {
      const current = await texts(scope.branchId);
      if (version !== undefined && (current?.version ?? 0) !== version) return false;
      const values = {
        header: changes.header ?? current?.header ?? '',
        footer: changes.footer ?? current?.footer ?? '',
        qr: changes.qr ?? current?.qr ?? '',
        updated_by: userId,
        updated_at: now,
      };
      if (current) {
        const result = await executor
          .updateTable('billing_config')
          .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
          .where('branch_id', '=', scope.branchId)
          .where('version', '=', current.version)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
      } else {
        await executor
          .insertInto('billing_config')
          .values({ branch_id: scope.branchId, business_id: scope.businessId, ...values })
          .execute();
      }
      if (changes.consecutive !== undefined) {
        await counters.set(scope.branchId, BILL_COUNTER, changes.consecutive);
      }
      return true;
    },

    /** This bill's number (the next consecutive, in one statement so two bills never share one) and texts. */
    async issue(branchId: string): Promise<BillingSnapshot> {
      const consecutive = await counters.next(branchId, BILL_COUNTER);
      const row = await texts(branchId);
      return { consecutive, header: row?.header ?? '', footer: row?.footer ?? '', qr: row?.qr ?? '' };
    },
  };
}
export type BillingConfigQueries = ReturnType<typeof createBillingConfigQueries>;

export function createBillingConfigRepository(db: Db) {
  return {
    ...createBillingConfigQueries(db),
    transaction: <T>(work: (billing: BillingConfigQueries) => Promise<T>): Promise<T> =>
      inTransaction(db, (trx) => work(createBillingConfigQueries(trx))),
  };
}
export type BillingConfigRepository = ReturnType<typeof createBillingConfigRepository>;
