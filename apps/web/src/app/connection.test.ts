import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fakeApi';
import { until } from '../test/fakeTime';
import { watchConnection } from './connection';
import { useOutboxStatus } from './outbox/outboxStatus';

const NOW = { status: 200, body: { now: '2026-11-24T12:00:00.000Z' } };

/** Every value the connection flag takes while the heartbeat answers in turn with `answers`. */
async function flagsFor(answers: Parameters<typeof fakeApi>[0][string], beats: number): Promise<boolean[]> {
  vi.useFakeTimers();
  const server = fakeApi({ 'GET /general/now': answers });
  const flags: boolean[] = [];
  const unsubscribe = useOutboxStatus.subscribe((status) => flags.push(status.online));
  const stop = watchConnection();
  // One beat more than asked for: the last asked-for one has settled when the next goes out.
  await until(() => server.callsTo('GET', '/general/now').length > beats, 100);
  stop();
  unsubscribe();
  return flags;
}

describe('the connection flag', () => {
  afterEach(() => vi.useRealTimers());

  it('stays online through one missed heartbeat: the screen does not move under the finger', async () => {
    expect(await flagsFor([NOW, 'network-error', NOW], 3)).not.toContain(false);
  });

  it('goes offline on the second missed heartbeat, and back online on the next answer', async () => {
    const flags = await flagsFor([NOW, 'network-error', 'network-error', NOW], 4);
    expect(flags.indexOf(false)).toBeGreaterThan(-1);
    expect(flags.at(-1)).toBe(true);
  });

  it('goes offline at once when the browser says it is cut off', () => {
    fakeApi({ 'GET /general/now': NOW });
    const stop = watchConnection();
    act(() => window.dispatchEvent(new Event('offline')));
    expect(useOutboxStatus.getState().online).toBe(false);
    stop();
  });
});
