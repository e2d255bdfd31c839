import type { ClosedParticipant } from '../../shared/closing-participant.js';
import { countClosedOrder } from './sales-summary.js';

/** A close's summaries step: the dashboard's and the products report's figures take the closed order. */
export function createSalesSummaryParticipant(): ClosedParticipant {
  return {
    stage: 'closed',
    name: 'move the sales summaries',
    async run(trx, close) {
      await countClosedOrder(trx, close.orderId);
      return undefined;
    },
  };
}
