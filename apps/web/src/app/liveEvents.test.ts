import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from './browser';
import { followLiveEvents, parseEventBlocks, type ServerEvent } from './liveEvents';
import { STORAGE_KEYS } from './storage';

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

describe('parseEventBlocks', () => {
  it('reads typed JSON events, keeps a partial block for later and skips comments', () => {
    const { events, rest } = parseEventBlocks(
      ': connected\nretry: 1000\n\nevent: table.changed\ndata: {"table":{"id":"t1"}}\n\nevent: room.changed\ndata: {"ro',
    );
    expect(events).toEqual([{ type: 'table.changed', data: { table: { id: 't1' } } }]);
    expect(rest).toBe('event: room.changed\ndata: {"ro');
  });
});

describe('followLiveEvents', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEYS.jwt, 'header.payload.signature'));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('ends the session on a 401 (a deactivated user)', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(
        new Response(JSON.stringify({ error: { code: 'SESSION_REVOKED', message: 'ended' } }), { status: 401 }),
      );
    vi.stubGlobal('fetch', fetchMock);
    followLiveEvents({ onEvent: () => undefined, retryDelaysMs: [5] });
    await vi.waitFor(() => expect(browser.replaceWith).toHaveBeenCalledWith('/login'));
    expect(localStorage.getItem(STORAGE_KEYS.jwt)).toBeNull();
  });

  it('sends the token in a header, delivers events split across chunks, and reconnects after a drop', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response(streamOf(['event: table.changed\ndata: {"a"', ':1}\n\n'])))
      .mockResolvedValueOnce(new Response(null, { status: 503 }))
      .mockResolvedValue(new Response(streamOf(['event: table.removed\ndata: {"tableId":"t9"}\n\n'])));
    vi.stubGlobal('fetch', fetchMock);
    const received: ServerEvent[] = [];
    const connected = vi.fn();
    const stop = followLiveEvents({
      onEvent: (event) => received.push(event),
      onConnected: connected,
      retryDelaysMs: [5],
    });
    await vi.waitFor(() => expect(received).toHaveLength(2));
    stop();
    expect(received).toEqual([
      { type: 'table.changed', data: { a: 1 } },
      { type: 'table.removed', data: { tableId: 't9' } },
    ]);
    expect(connected.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(fetchMock.mock.calls[0]![1].headers.authorization).toBe('Bearer header.payload.signature');
    expect(String(fetchMock.mock.calls[0]![0])).not.toContain('header.payload');
  });
});
