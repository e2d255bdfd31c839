import { v7 as uuidv7 } from 'uuid';
import { type AnswerSchema, ApiError } from '../api';
import { useSession } from '../session';
import type { OutboxMessage } from './channel';
import type { OperationDraft } from './operation';

/**
 * The one way a POS write goes out (DESIGN §7). The operation is stored on the device first, then
 * the sender sends it in order; the promise gives the server's answer, rejects with the server's
 * refusal as an ApiError, or rejects with an OperationQueued when the server cannot be reached now:
 * the write is kept and will be sent, so the screen keeps what it showed.
 */
export async function submitOperation<T>(draft: OperationDraft, schema: AnswerSchema<T> | null): Promise<T> {
  const [{ outboxDb }, { startSender }, { listenToTabs, postToTabs }] = await Promise.all([
    import('./outboxDb'),
    import('./sender'),
    import('./channel'),
  ]);
  const database = outboxDb();
  startSender(database);
  const { jwt, user } = useSession.getState();
  const id = draft.id ?? uuidv7();
  const outcome = new Promise<OutboxMessage>((resolve) => {
    const stop = listenToTabs((message) => {
      if (!('id' in message) || message.id !== id || message.type === 'submitted') return;
      stop();
      resolve(message);
    });
  });
  await database.append({
    id,
    kind: draft.kind,
    method: draft.method,
    path: draft.path,
    body: draft.body,
    summary: draft.summary ?? {},
    userId: user?.id ?? '',
    userName: user?.name ?? '',
    jwt,
    createdAt: new Date().toISOString(),
    status: 'pending',
    attempts: 0,
    handedOver: false,
  });
  postToTabs({ type: 'submitted', id });
  postToTabs({ type: 'changed' });
  const message = await outcome;
  if (message.type === 'queued') throw new OperationQueued(id);
  if (message.type === 'refused') {
    const { status, code, message: text, details } = message.refusal;
    throw new ApiError(status, code as ApiError['code'], text, details);
  }
  if (message.type !== 'answered' || schema === null) return undefined as T;
  const parsed = schema.safeParse(message.body);
  if (!parsed.success) throw new ApiError(200, 'BAD_RESPONSE', 'The server answered in an unexpected shape');
  return parsed.data;
}

/** Kept on this device: the server could not be reached, and the write will be sent when it can. */
export class OperationQueued extends ApiError {
  constructor(readonly operationId: string) {
    super(0, 'QUEUED', 'Saved on this device; it will be sent when the connection is back');
    this.name = 'OperationQueued';
  }
}

export const isQueued = (error: unknown): error is OperationQueued => error instanceof OperationQueued;
