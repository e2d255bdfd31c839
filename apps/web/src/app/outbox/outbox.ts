import { v7 as uuidv7 } from 'uuid';
import { type AnswerSchema, ApiError } from '../api';
import { useSession } from '../session';
import type { OutboxMessage } from './channel';
import type { OperationDraft } from './operation';
import { OperationQueued } from './queued';

/** Stores the operation, wakes the sender and waits for its outcome: submitOperation's work (submit.ts). */
export async function storeAndSend<T>(draft: OperationDraft, schema: AnswerSchema<T> | null): Promise<T> {
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
  const { seq } = await database.append({
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
  if (message.type === 'queued') throw new OperationQueued(id, seq);
  if (message.type === 'refused') {
    const { status, code, message: text, details } = message.refusal;
    throw new ApiError(status, code as ApiError['code'], text, details);
  }
  if (message.type !== 'answered' || schema === null) return undefined as T;
  const parsed = schema.safeParse(message.body);
  if (!parsed.success) throw new ApiError(200, 'BAD_RESPONSE', 'The server answered in an unexpected shape');
  return parsed.data;
}
