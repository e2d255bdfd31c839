import { roomSchema } from '@comandero/domain';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, type RecordedCall } from '../../test/fakeApi';
import { ApiError, isQueued } from '../api';
import { postToTabs } from './channel';
import { outboxDb } from './outboxDb';
import { useOutboxStatus } from './outboxStatus';
import { submitOperation } from './submit';

const room = (name: string) => ({
  id: `0194c2a0-0000-7000-8000-${name.padStart(12, '0')}`,
  name,
  virtual: false,
  version: 1,
});
const createRoom = (name: string) =>
  submitOperation({ kind: 'occupyTable', method: 'POST', path: '/rooms', body: { name } }, roomSchema);

/** A server that can be unplugged: while down, every call fails as a dropped connection does. */
function unpluggableServer() {
  let down = false;
  const server = fakeApi({
    'POST /rooms': (call: RecordedCall) => {
      if (down) return 'network-error';
      const { name } = call.body as { name: string };
      return name.startsWith('refused')
        ? apiError(409, 'TABLE_OCCUPIED')
        : { status: 201, body: room(name.replace(/\D/g, '') || '1') };
    },
  });
  return {
    server,
    unplug: () => {
      down = true;
    },
    plugIn: () => {
      down = false;
      postToTabs({ type: 'wake' });
    },
  };
}

const stored = () => outboxDb().operations.orderBy('seq').toArray();

describe('the outbox', () => {
  it('stores a write, sends it with its key and the device sequence, and answers with the server answer', async () => {
    const { server } = unpluggableServer();
    await expect(createRoom('Terraza 1')).resolves.toMatchObject({ name: '1' });
    await expect(createRoom('Terraza 2')).resolves.toMatchObject({ name: '2' });
    const [first, second] = server.calls;
    expect(first?.headers.get('idempotency-key')).toBeTruthy();
    expect(first?.headers.get('x-device-id')).toBeTruthy();
    expect(Number(second?.headers.get('x-device-sequence'))).toBe(Number(first?.headers.get('x-device-sequence')) + 1);
    // Answered at once: not a write kept offline, so no provisional number on the server.
    expect(first?.headers.get('x-device-queued')).toBe('0');
    expect(await stored()).toEqual([]);
  });

  it('keeps writes made while the server is unreachable and sends each once, in order, when it is back', async () => {
    const { server, unplug, plugIn } = unpluggableServer();
    unplug();
    const outcomes = await Promise.allSettled([createRoom('Mesa 11'), createRoom('Mesa 12'), createRoom('Mesa 13')]);
    for (const outcome of outcomes) expect(outcome.status === 'rejected' && isQueued(outcome.reason)).toBe(true);
    expect((await stored()).map((operation) => operation.body)).toEqual([
      { name: 'Mesa 11' },
      { name: 'Mesa 12' },
      { name: 'Mesa 13' },
    ]);
    await waitFor(() => expect(useOutboxStatus.getState()).toMatchObject({ online: false, pending: 3 }));

    const triedWhileDown = server.calls.length;
    plugIn();
    await waitFor(async () => expect(await stored()).toEqual([]));
    const sent = server.calls.slice(triedWhileDown).map((call) => (call.body as { name: string }).name);
    expect(sent).toEqual(['Mesa 11', 'Mesa 12', 'Mesa 13']);
    // Kept while offline: the server is told, so a charge keeps its provisional number.
    expect(server.calls.slice(triedWhileDown).map((call) => call.headers.get('x-device-queued'))).toEqual([
      '1',
      '1',
      '1',
    ]);
    // A retry carries the same key: the server's idempotency makes any repeat change nothing twice.
    const keys = server.calls.map((call) => call.headers.get('idempotency-key'));
    expect(new Set(keys).size).toBe(3);
    await waitFor(() => expect(useOutboxStatus.getState()).toMatchObject({ online: true, pending: 0 }));
  });

  it('gives a refusal to the screen still waiting for it, and keeps nothing', async () => {
    unpluggableServer();
    const refused = await createRoom('refused now').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).code).toBe('TABLE_OCCUPIED');
    expect(await stored()).toEqual([]);
  });

  it('puts a refusal nobody waits for any more in "needs attention", and the rest of the queue goes on', async () => {
    const { server, unplug, plugIn } = unpluggableServer();
    unplug();
    await Promise.allSettled([createRoom('refused later'), createRoom('Mesa 21')]);
    plugIn();
    await waitFor(async () => expect((await stored()).map((operation) => operation.status)).toEqual(['attention']));
    const [kept] = await stored();
    expect(kept).toMatchObject({ body: { name: 'refused later' }, refusal: { status: 409, code: 'TABLE_OCCUPIED' } });
    expect(server.calls.at(-1)?.body).toEqual({ name: 'Mesa 21' });
    await waitFor(() => expect(useOutboxStatus.getState()).toMatchObject({ pending: 0, attention: 1 }));
  });

  it('waits for a new sign-in when the server refuses the session, losing nothing', async () => {
    fakeApi({ 'POST /rooms': { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'expired' } } } });
    const outcome = await createRoom('Mesa 31').catch((error: unknown) => error);
    expect(isQueued(outcome)).toBe(true);
    expect((await stored()).map((operation) => operation.status)).toEqual(['pending']);
    await waitFor(() => expect(useOutboxStatus.getState().needsLogin).toBe(true));
  });
});
