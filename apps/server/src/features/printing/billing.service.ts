import type { BillingConfig, UpdateBillingConfig } from '@comandero/domain';
import { type AuthContext, branchScope } from '../../shared/auth-context.js';
import type { Clock } from '../../shared/clock.js';
import { conflict } from '../../shared/errors.js';
import type { BillingConfigRepository } from './billing-config.repository.js';
import { qrPng } from './html/qr-code.js';

/** `/settings/billing`: consecutive, header, footer and QR of the branch's bills. */
export function createBillingService(deps: { billing: BillingConfigRepository; clock: Clock }) {
  const { billing, clock } = deps;
  return {
    get: (auth: AuthContext): Promise<BillingConfig> => billing.get(branchScope(auth)),

    async save(auth: AuthContext, input: UpdateBillingConfig): Promise<BillingConfig> {
      const scope = branchScope(auth);
      const { version, ...changes } = input;
      return billing.transaction(async (queries) => {
        if (!(await queries.save(scope, changes, version, auth.userId, clock.now().toISOString()))) {
          throw conflict('The billing settings were changed by someone else, reload and try again');
        }
        return queries.get(scope);
      });
    },

    qrPng,
  };
}
export type BillingService = ReturnType<typeof createBillingService>;
