import type { Refusal } from './operation';

/** What the tabs of one browser tell each other about the outbox. */
export type OutboxMessage =
  /** A tab stored an operation: the sender wakes. */
  | { type: 'submitted'; id: string }
  /** The server answered: the body goes to whoever waits for it. */
  | { type: 'answered'; id: string; body: unknown }
  /** The server refused an operation someone was still waiting for. */
  | { type: 'refused'; id: string; refusal: Refusal }
  /** It could not be sent now; it stays stored and will be. */
  | { type: 'queued'; id: string }
  /** Counts or lists changed. */
  | { type: 'changed' }
  /** Try again now (the connection or the session came back). */
  | { type: 'wake' };

type Listener = (message: OutboxMessage) => void;

const CHANNEL_NAME = 'comandero-outbox';
const listeners = new Set<Listener>();
let channel: BroadcastChannel | null = null;

function openChannel(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent<OutboxMessage>) => deliver(event.data);
  return channel;
}

function deliver(message: OutboxMessage): void {
  for (const listener of [...listeners]) listener(message);
}

/** To every tab, this one included (a BroadcastChannel does not echo to its sender). */
export function postToTabs(message: OutboxMessage): void {
  openChannel()?.postMessage(message);
  queueMicrotask(() => deliver(message));
}

export function listenToTabs(listener: Listener): () => void {
  openChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
