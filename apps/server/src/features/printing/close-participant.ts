import { billDocumentOf } from '@comandero/domain';
import type { ClosedParticipant } from '../../shared/closing-participant.js';
import { createPrintJobsRepository } from './print-jobs.repository.js';

/** A close's bill step: the bill (a delivery's or self-service's ticket) queued for the default printer. */
export function createQueueBillParticipant(): ClosedParticipant {
  return {
    stage: 'closed',
    name: 'queue the bill',
    async run(trx, close) {
      const kind = close.serviceType === 'onsite' ? 'bill' : close.serviceType;
      await createPrintJobsRepository(trx).insert(
        close.scope,
        {
          id: close.billJobId,
          orderId: close.orderId,
          kind,
          printerId: null,
          document: billDocumentOf(close),
          createdBy: close.closedBy,
        },
        close.now.toISOString(),
      );
      return undefined;
    },
  };
}
