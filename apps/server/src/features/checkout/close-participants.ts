import type { ClosingParticipant } from '../../shared/closing-participant.js';
import { createSalesSummaryParticipant } from '../dashboard/close-participant.js';
import { createQueueBillParticipant } from '../printing/close-participant.js';
import { createDepleteStockParticipant } from '../stock/close-participant.js';

/**
 * The close's steps in the other features, in the order they run inside its transaction (issue
 * 28): what was sold leaves stock, the summaries take the closed order, the bill is queued. The
 * order's history is the orders table itself: nothing more to record. Later: the invoice, the
 * sync log.
 */
export function closeParticipants(deps: { catalogChanged: (branchId: string) => void }): ClosingParticipant[] {
  return [
    createDepleteStockParticipant({ catalogChanged: deps.catalogChanged }),
    createSalesSummaryParticipant(),
    createQueueBillParticipant(),
  ];
}
