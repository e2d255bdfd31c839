import type { Currency, Preferences, Tax } from '@comandero/domain';
import type { Db } from '../../db/database.js';
import type { BranchScope } from '../../shared/auth-context.js';
import { inTransaction } from '../../shared/transaction.js';
import { deliveryFeesOfColumn, tipRows } from '../checkout/checkout.repository.js';

export interface StoredTax extends Tax {
  id: string;
  active: boolean;
}

/** A branch's preferences row and its taxes; only this file writes their SQL (stock's switch calls it too). */
export function createPreferencesQueries(executor: Db) {
  const liveTaxes = (scope: BranchScope) =>
    executor
      .selectFrom('taxes')
      .where('business_id', '=', scope.businessId)
      .where('branch_id', '=', scope.branchId)
      .where('deleted', '=', 0);

  return {
    /** A branch seeded without preferences gets the spec's defaults (order PIN on, no tips). */
    async ensure(scope: BranchScope, now: string): Promise<void> {
      await executor
        .insertInto('preferences')
        .values({ branch_id: scope.branchId, order_pin: 1, tips: '[]', require_open_cashier: 1, updated_at: now })
        .onConflict((conflict) => conflict.column('branch_id').doNothing())
        .execute();
    },

    async read(scope: BranchScope): Promise<Preferences> {
      const [row, taxes] = await Promise.all([
        executor
          .selectFrom('preferences')
          .innerJoin('branches', 'branches.id', 'preferences.branch_id')
          .select(['order_pin', 'tips', 'delivery_fees', 'branches.currency', 'preferences.version'])
          .where('branch_id', '=', scope.branchId)
          .executeTakeFirstOrThrow(),
        liveTaxes(scope)
          .select(['id', 'name', 'short_name', 'rate_bp', 'include_cost', 'active'])
          .orderBy('created_at')
          .orderBy('id')
          .execute(),
      ]);
      return {
        orderPin: row.order_pin === 1,
        tips: tipRows(row.tips),
        taxes: taxes.map((tax) => ({
          id: tax.id,
          name: tax.name,
          shortName: tax.short_name,
          rateBp: tax.rate_bp,
          includeCost: tax.include_cost === 1,
          active: tax.active === 1,
        })),
        deliveryFees: deliveryFeesOfColumn(row.delivery_fees, row.currency as Currency),
        version: row.version,
      };
    },

    /**
     * Writes the order PIN, tips and (when given) the delivery fees when the version matches; false when
     * another save came first.
     */
    async saveSettings(
      scope: BranchScope,
      values: Pick<Preferences, 'orderPin' | 'tips'> & { deliveryFees?: readonly number[] | undefined },
      version: number,
      now: string,
    ): Promise<boolean> {
      const result = await executor
        .updateTable('preferences')
        .set((eb) => ({
          order_pin: values.orderPin ? 1 : 0,
          tips: JSON.stringify(values.tips),
          ...(values.deliveryFees ? { delivery_fees: JSON.stringify(values.deliveryFees) } : {}),
          updated_at: now,
          version: eb('version', '+', 1),
        }))
        .where('branch_id', '=', scope.branchId)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The stock screen's switch: sales and exits may not take stock below zero (no version: one flag). */
    async setRefusesNegativeStock(branchId: string, refuse: boolean, now: string): Promise<boolean> {
      const result = await executor
        .updateTable('preferences')
        .set({ refuse_negative_stock: refuse ? 1 : 0, updated_at: now })
        .where('branch_id', '=', branchId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async taxIds(scope: BranchScope): Promise<string[]> {
      return (await liveTaxes(scope).select('id').execute()).map((row) => row.id);
    },

    async insertTax(scope: BranchScope, tax: StoredTax, now: string): Promise<void> {
      await executor
        .insertInto('taxes')
        .values({
          id: tax.id,
          business_id: scope.businessId,
          branch_id: scope.branchId,
          name: tax.name,
          short_name: tax.shortName,
          rate_bp: tax.rateBp,
          type: 'PERCENT',
          include_cost: tax.includeCost ? 1 : 0,
          active: tax.active ? 1 : 0,
          created_at: now,
          updated_at: now,
        })
        .execute();
    },

    async updateTax(scope: BranchScope, tax: StoredTax, now: string): Promise<void> {
      await executor
        .updateTable('taxes')
        .set((eb) => ({
          name: tax.name,
          short_name: tax.shortName,
          rate_bp: tax.rateBp,
          include_cost: tax.includeCost ? 1 : 0,
          active: tax.active ? 1 : 0,
          updated_at: now,
          version: eb('version', '+', 1),
        }))
        .where('id', '=', tax.id)
        .where('branch_id', '=', scope.branchId)
        .execute();
    },

    async deleteTaxes(scope: BranchScope, ids: readonly string[], now: string): Promise<void> {
      if (ids.length === 0) return;
      await executor
        .updateTable('taxes')
        .set((eb) => ({ deleted: 1, updated_at: now, version: eb('version', '+', 1) }))
        .where('id', 'in', [...ids])
        .where('branch_id', '=', scope.branchId)
        .execute();
    },
  };
}
export type PreferencesQueries = ReturnType<typeof createPreferencesQueries>;

export function createPreferencesRepository(db: Db) {
  return {
    ...createPreferencesQueries(db),
    /** Runs the work in one transaction with the queries bound to it. */
    transaction: <T>(work: (preferences: PreferencesQueries) => Promise<T>) =>
      inTransaction(db, (trx) => work(createPreferencesQueries(trx))),
  };
}
export type PreferencesRepository = ReturnType<typeof createPreferencesRepository>;
