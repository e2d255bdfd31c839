import { signOutLocally } from './api';
import { isUsableJwt, STORAGE_KEYS } from './storage';

export interface ServerEvent {
  type: string;
  data: unknown;
}

export interface LiveEventsOptions {
  onEvent(event: ServerEvent): void;
  /** Called on every (re)connection, so the caller can refetch what it may have missed. */
  onConnected?(): void;
  url?: string;
  /** Backoff between reconnects; the last value repeats. */
  retryDelaysMs?: readonly number[];
}

const DEFAULT_RETRY_DELAYS_MS = [500, 1000, 2000, 5000] as const;

/** Splits a server-sent-events text stream into events (fields `event:` and `data:`). */
export function parseEventBlocks(buffer: string): { events: ServerEvent[]; rest: string } {
  const events: ServerEvent[] = [];
  const blocks = buffer.split(/\r?\n\r?\n/);
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let type = 'message';
    const data: string[] = [];
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith('event:')) type = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    if (data.length === 0) continue;
    try {
      events.push({ type, data: JSON.parse(data.join('\n')) });
    } catch {
      // A garbled event is dropped; the next reconnect refetches the state anyway.
    }
  }
  return { events, rest };
}

/**
 * Follows the branch's server-sent events with fetch (the bearer token goes in a header, never in a
 * URL) and reconnects after a drop. Returns a function that stops it.
 */
export function followLiveEvents(options: LiveEventsOptions): () => void {
  const controller = new AbortController();
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  let failures = 0;

  const connectOnce = async () => {
    const jwt = localStorage.getItem(STORAGE_KEYS.jwt);
    if (!isUsableJwt(jwt)) throw new Error('no session');
    const response = await fetch(options.url ?? '/api/events', {
      headers: { accept: 'text/event-stream', authorization: `Bearer ${jwt}` },
      signal: controller.signal,
    });
    // Spec 01 §8: a 401 ends the session (a deactivated user, a revoked session) even on a screen that calls nothing else.
    if (response.status === 401) {
      controller.abort();
      signOutLocally();
      return;
    }
    if (!response.ok || !response.body) throw new Error(`events answered ${response.status}`);
    failures = 0;
    options.onConnected?.();
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      const parsed = parseEventBlocks(buffer + value);
      buffer = parsed.rest;
      for (const event of parsed.events) options.onEvent(event);
    }
  };

  void (async () => {
    while (!controller.signal.aborted) {
      try {
        await connectOnce();
      } catch {
        // Dropped or refused: wait and try again, unless stopped.
      }
      if (controller.signal.aborted) return;
      const delay = delays[Math.min(failures, delays.length - 1)] ?? 1000;
      failures += 1;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  })();

  return () => controller.abort();
}
