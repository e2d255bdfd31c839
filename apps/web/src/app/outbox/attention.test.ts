import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { moveToTable, tableOf } from './attention';
import type { Operation } from './operation';
import { outboxDb } from './outboxDb';
import { startSender } from './sender';

const TABLE_3 = '0194c2a0-0000-7000-8000-000000000103';
const TABLE_4 = '0194c2a0-0000-7000-8000-000000000104';
const TABLE_7 = '0194c2a0-0000-7000-8000-000000000107';

/** A write the server refused (the table was taken meanwhile), as the sender leaves it. */
function refused(id: string, kind: Operation['kind'], path: string, tableName: string): Omit<Operation, 'seq'> {
  return {
    id,
    kind,
    method: 'POST',
    path,
    body: kind === 'occupyTable' ? { people: 2 } : {},
    summary: { tableName },
    userId: 'mario',
    userName: 'Mario Mesero',
    jwt: 'a.b.c',
    createdAt: '2026-11-24T12:00:00.000Z',
    status: 'attention',
    attempts: 1,
    handedOver: true,
    refusal: { status: 409, code: 'TABLE_OCCUPIED', message: 'occupied' },
  };
}

describe('moving refused writes to another table (issue 13 §4)', () => {
  it('sends that table’s refused writes again, in their order, for the chosen table; others stay', async () => {
    const server = fakeApi({
      [`POST /tables/${TABLE_4}/occupy`]: { status: 200, body: {} },
      [`POST /tables/${TABLE_4}/lines`]: { status: 200, body: {} },
      [`POST /tables/${TABLE_4}/command`]: { status: 200, body: {} },
    });
    const database = outboxDb();
    await database.append(refused('op-1', 'occupyTable', `/tables/${TABLE_3}/occupy`, 'Mesa 3'));
    await database.append(refused('op-2', 'addLines', `/tables/${TABLE_3}/lines`, 'Mesa 3'));
    await database.append(refused('op-3', 'addLines', `/tables/${TABLE_7}/lines`, 'Mesa 7'));
    await database.append(refused('op-4', 'sendCommand', `/tables/${TABLE_3}/command`, 'Mesa 3'));
    expect(tableOf({ path: `/tables/${TABLE_3}/lines` })).toBe(TABLE_3);
    expect(tableOf({ path: '/orders/self-service' })).toBeNull();

    // This page sends (it holds the lock), as it does once the outbox has anything.
    startSender(database);
    expect(await moveToTable(TABLE_3, { id: TABLE_4, name: 'Mesa 4' })).toBe(3);
    await waitFor(() => expect(server.calls.map((call) => `${call.method} ${call.path}`)).toHaveLength(3));
    expect(server.calls.map((call) => call.path)).toEqual([
      `/tables/${TABLE_4}/occupy`,
      `/tables/${TABLE_4}/lines`,
      `/tables/${TABLE_4}/command`,
    ]);
    // New ids: the server keeps its answer (the refusal) to the old ones.
    const keys = server.calls.map((call) => call.headers.get('idempotency-key'));
    expect(keys).not.toContain('op-1');
    await waitFor(async () => {
      const left = await database.operations.toArray();
      expect(left.map((operation) => [operation.id, operation.status, operation.summary.tableName])).toEqual([
        ['op-3', 'attention', 'Mesa 7'],
      ]);
    });
  });
});
