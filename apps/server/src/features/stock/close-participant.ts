import type { ClosingParticipant } from '../../shared/closing-participant.js';
import { createCatalogRevisionRepository } from '../menu/catalog-revision.repository.js';
import { depleteSale, soldLineOf } from './deplete-sale.js';
import { createLedgerRepository } from './ledger.repository.js';
import { createRecipesRepository } from './recipes.repository.js';

/**
 * A close's stock step: what was sold leaves stock in the close's transaction, so both commit or
 * neither. When a dish's availability changed, the terminals hear it once the close has committed.
 */
export function createDepleteStockParticipant(deps: {
  catalogChanged: (branchId: string) => void;
}): ClosingParticipant {
  return {
    name: 'deplete stock',
    async run(trx, close) {
      const stock = {
        ledger: createLedgerRepository(trx),
        recipes: createRecipesRepository(trx),
        revision: createCatalogRevisionRepository(trx),
      };
      const context = { scope: close.scope, userId: close.closedBy, now: close.now.toISOString(), day: close.day };
      const changed = await depleteSale(stock, context, close.orderId, close.lines.map(soldLineOf));
      return changed ? () => deps.catalogChanged(close.scope.branchId) : undefined;
    },
  };
}
