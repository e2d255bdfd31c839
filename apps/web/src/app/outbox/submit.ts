import type { AnswerSchema } from '../api';
import type { OperationDraft } from './operation';

/**
 * The one way a POS write goes out (DESIGN §7). The operation is stored on the device first, then
 * the sender sends it in order; the promise gives the server's answer, rejects with the server's
 * refusal as an ApiError, or rejects with an OperationQueued (queued.ts) when the server cannot be
 * reached now: the write is kept and will be sent, so the screen keeps what it showed. The outbox's
 * code (IndexedDB) loads with the first write, never with the first screen (DESIGN §10 budget).
 */
export async function submitOperation<T>(draft: OperationDraft, schema: AnswerSchema<T> | null): Promise<T> {
  const { storeAndSend } = await import('./outbox');
  return storeAndSend(draft, schema);
}
