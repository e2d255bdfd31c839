import type { Db } from '../../db/database.js';
import type { BranchScope } from '../../shared/auth-context.js';

/**
 * The branch's catalog revision: every menu administration write advances it in its transaction,
 * so the catalog version changes even when two writes share a timestamp.
 */
export function createCatalogRevisionRepository(db: Db) {
  return {
    async advance(scope: BranchScope): Promise<void> {
      await db
        .updateTable('branches')
        .set((eb) => ({ catalog_revision: eb('catalog_revision', '+', 1) }))
        .where('id', '=', scope.branchId)
        .where('business_id', '=', scope.businessId)
        .execute();
    },
  };
}
export type CatalogRevisionRepository = ReturnType<typeof createCatalogRevisionRepository>;
