import type { BillingConfig, UpdateBillingConfig } from '@comandero/domain';
import { qrPng } from '../../print/qr-code.js';
import { branchScope } from '../../shared/auth.js';
import type { Clock } from '../../shared/clock.js';
import { conflict } from '../../shared/errors.js';
import type { AuthContext } from '../auth/auth.service.js';
import type { BillingConfigRepository } from './billing-config.repository.js';

/** `/settings/billing`: consecutive, header, footer and QR of the branch's bills. */
export function createBillingService(deps: { billing: BillingConfigRepository; clock: Clock }) {
  const { billing, clock } = deps;
  return {
    get: (auth: AuthContext): Promise<BillingConfig> => billing.get(branchScope(auth)),

    async save(auth: AuthContext, input: UpdateBillingConfig): Promise<BillingConfig> {
      const scope = branchScope(auth);
      const { version, ...changes } = input;
      const saved = await billing.transaction((queries) =>
        queries.save(scope, changes, version, auth.userId, clock.now().toISOString()),
      );
      if (!saved) throw conflict('The billing settings were changed by someone else, reload and try again');
      return billing.get(scope);
    },

    qrPng,
  };
}
export type BillingService = ReturnType<typeof createBillingService>;
