import { formatDay } from '@comandero/domain';
import type { Db } from '../../db/database.js';
import type { BranchScope } from '../../shared/auth-context.js';
import { createLedgerRepository } from './ledger.repository.js';
import { recordMovement } from './record-movement.js';

/** Who sets a counted product's quantity, and when (an ISO instant). */
export interface CountContext {
  scope: BranchScope;
  userId: string;
  now: string;
}

/**
 * The quantity typed in the product modal for a counted product, on the caller's executor (its
 * transaction): the stock becomes the sum of its movements, and the difference to what was typed
 * is one 'Entrada - Ajuste' or 'Salida - Ajuste', so the quantity always equals its ledger.
 */
export function createProductCounter(executor: Db, timeZone: string) {
  const ledger = createLedgerRepository(executor);
  return async function countProduct(context: CountContext, productId: string, counted: number): Promise<void> {
    const current = await ledger.recountProduct(context.scope, productId, context.now);
    if (current === undefined || current === counted) return;
    const change = counted - current;
    await recordMovement(
      ledger,
      { ...context, day: formatDay(new Date(context.now), timeZone) },
      { type: change > 0 ? 'Entrada - Ajuste' : 'Salida - Ajuste', productId, change, costFromStock: true },
    );
  };
}
export type ProductCounter = ReturnType<typeof createProductCounter>;
