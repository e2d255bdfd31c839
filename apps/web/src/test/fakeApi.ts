import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

type Answer =
  | { status: number; body?: unknown }
  | { status: number; stream: ReadableStream<Uint8Array> }
  | 'network-error';
type Handler = (call: RecordedCall) => Answer;

/** The server, as fetch sees it: answers by "METHOD /path" (without /api), and records every call. */
export function fakeApi(routes: Record<string, Handler | Answer | Answer[]>) {
  const calls: RecordedCall[] = [];
  const queues = new Map<string, Answer[]>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    const call: RecordedCall = {
      method,
      path,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const key = `${method} ${path}`;
    const route = routes[key];
    let answer: Answer;
    if (Array.isArray(route)) {
      const queue = queues.get(key) ?? [...route];
      queues.set(key, queue);
      answer = queue.length > 1 ? queue.shift()! : queue[0]!;
    } else if (typeof route === 'function') answer = route(call);
    else answer = route ?? { status: 404, body: { error: { code: 'NOT_FOUND', message: `No route for ${key}` } } };
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if ('stream' in answer) {
      return new Response(answer.stream, { status: answer.status, headers: { 'content-type': 'text/event-stream' } });
    }
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
  };
}

export const apiError = (status: number, code: string, details?: unknown): Answer => ({
  status,
  body: { error: { code, message: code, ...(details === undefined ? {} : { details }) } },
});

/** The events endpoint: each connection gets a stream that stays open; `send` reaches every one. */
export function liveEvents() {
  const encoder = new TextEncoder();
  const open: ReadableStreamDefaultController<Uint8Array>[] = [];
  return {
    connect: (): Answer => ({
      status: 200,
      stream: new ReadableStream<Uint8Array>({
        start(controller) {
          open.push(controller);
          controller.enqueue(encoder.encode(': connected\n\n'));
        },
      }),
    }),
    /** Sends an event as the server does: its type in the SSE field and in the data (the live protocol). */
    send(type: string, data: object) {
      for (const controller of open) {
        try {
          controller.enqueue(encoder.encode(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`));
        } catch {
          // A connection the terminal already closed.
        }
      }
    },
  };
}
