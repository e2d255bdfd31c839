import type { Db } from '../../db/database.js';
import type { BranchScope } from '../../shared/auth-context.js';
import { inTransaction } from '../../shared/transaction.js';
import { createCatalogRevisionRepository } from './catalog-revision.repository.js';
import { createProductsRepository } from './products.repository.js';

/**
 * Spec 02 printing: the selected products print on this printer (null: on the branch default). A
 * menu use case, because it writes products: the catalog revision advances in the same transaction
 * and, once committed, the terminals hear the catalog changed. The printers screen calls it.
 */
export function createAssignPrinter(deps: { db: Db; catalogChanged: (branchId: string) => void }) {
  return async (scope: BranchScope, printerId: string | null, productIds: readonly string[], now: string) => {
    const answer = await inTransaction(deps.db, async (trx) => {
      const updated = await createProductsRepository(trx).assignPrinter(scope, printerId, productIds, now);
      if (updated > 0) await createCatalogRevisionRepository(trx).advance(scope);
      return { printerId, updated };
    });
    if (answer.updated > 0) deps.catalogChanged(scope.branchId);
    return answer;
  };
}
