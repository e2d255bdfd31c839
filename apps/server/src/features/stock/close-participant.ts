import type { SaleParticipant } from '../../shared/closing-participant.js';
import { createCatalogRevisionRepository } from '../menu/catalog-revision.repository.js';
import { depleteSale, soldLineOf } from './deplete-sale.js';
import { createLedgerRepository } from './ledger.repository.js';
import { createRecipesRepository } from './recipes.repository.js';

/**
 * A close's stock step: what was sold leaves stock in the close's transaction, so both commit or
 * neither. When a dish's availability changed, the terminals hear it once the close has committed.
 */
export function createDepleteStockParticipant(deps: { catalogChanged: (branchId: string) => void }): SaleParticipant {
  return {
    name: 'deplete stock',
    stage: 'sale',
    async run(trx, sale) {
      const stock = {
        ledger: createLedgerRepository(trx),
        recipes: createRecipesRepository(trx),
        revision: createCatalogRevisionRepository(trx),
      };
      const context = { scope: sale.scope, userId: sale.closedBy, now: sale.now.toISOString(), day: sale.day };
      const changed = await depleteSale(stock, context, sale.orderId, sale.lines.map(soldLineOf));
      return changed ? () => deps.catalogChanged(sale.scope.branchId) : undefined;
    },
  };
}
