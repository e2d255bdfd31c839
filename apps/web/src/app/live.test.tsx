import type { LiveEventOf } from '@comandero/domain';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLiveConnection, useLiveEvent } from './live';
import { queryClient } from './queryClient';
import { useSession } from './session';
import { STORAGE_KEYS } from './storage';

const JWT = 'header.payload.signature';
const TABLE_ID = '0194c2a0-0000-7000-8000-0000000000a1';

/** A stream that sends its blocks, then stays open as the server's does. */
function openStream(blocks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const block of blocks) controller.enqueue(encoder.encode(block));
    },
  });
}
const block = (event: { type: string } & Record<string, unknown>) =>
  `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

function Listener({ onRemoved }: { onRemoved(event: LiveEventOf<'table.removed'>): void }) {
  useLiveEvent('table.removed', onRemoved);
  return null;
}

function Terminal({ first, second }: { first(event: unknown): void; second(event: unknown): void }) {
  useLiveConnection();
  return (
    <>
      <Listener onRemoved={first} />
      <Listener onRemoved={second} />
    </>
  );
}

describe('the live events of a terminal', () => {
  afterEach(() => useSession.setState({ jwt: null, user: null }));

  it('opens one stream for every screen that listens, hands each event by type and ignores an unknown one', async () => {
    localStorage.setItem(STORAGE_KEYS.jwt, JWT);
    useSession.setState({ jwt: JWT });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    queryClient.setQueryData(['checkout', 'settings'], { orderPin: true });
    const fetchMock = vi
      .fn()
      .mockResolvedValue(
        new Response(
          openStream([
            block({ type: 'live.hello', protocol: 1 } as never),
            block({ type: 'kitchen.ticket.changed', ticket: {} } as never),
            block({ type: 'table.removed', tableId: TABLE_ID }),
            block({ type: 'preferences.changed' }),
          ]),
        ),
      );
    vi.stubGlobal('fetch', fetchMock);
    const first = vi.fn();
    const second = vi.fn();
    const { unmount } = render(<Terminal first={first} second={second} />);

    await waitFor(() => expect(second).toHaveBeenCalled());
    expect(first).toHaveBeenCalledWith({ type: 'table.removed', tableId: TABLE_ID });
    expect(second).toHaveBeenCalledWith({ type: 'table.removed', tableId: TABLE_ID });
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/events'))).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith('live event ignored: kitchen.ticket.changed');
    // An app-wide reaction, whatever screen is open: the next bill reads the new preferences.
    await waitFor(() => expect(queryClient.getQueryState(['checkout', 'settings'])!.isInvalidated).toBe(true));
    unmount();
  });
});
