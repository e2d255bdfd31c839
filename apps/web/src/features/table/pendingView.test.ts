import { tableOrderSchema, tableSchema } from '@comandero/domain';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isQueued } from '../../app/api';
import { postToTabs } from '../../app/outbox/channel';
import { outboxDb } from '../../app/outbox/outboxDb';
import { submitOperation } from '../../app/outbox/submit';
import { queryClient } from '../../app/queryClient';
import { fakeApi } from '../../test/fakeApi';
import { busyTable, makeTable } from '../../test/fixtures';
import { BURGER, orderLine, tableOrder } from '../../test/orderFixtures';
import { showOrderLocally, showTableLocally } from './localView';
import { withPendingTables } from './pendingTables';
import { floorKeys } from './queryKeys';
import { fetchTableOrder } from './tableOrder.api';

const MARIO = { id: '0194c2a0-0000-7000-8000-000000000012', name: 'Mario Mesero' };
const table = makeTable(4);
const taken = busyTable(4, MARIO, 2);
const burger = orderLine(BURGER);

/** A server that can be unplugged, holding Mesa 4 free with no order until a write arrives. */
function restaurant() {
  let down = true;
  const server = fakeApi({
    [`POST /tables/${table.id}/occupy`]: () => (down ? 'network-error' : { status: 200, body: taken }),
    [`POST /tables/${table.id}/lines`]: () =>
      down ? 'network-error' : { status: 200, body: tableOrder(table.id, [burger]) },
    [`GET /tables/${table.id}/order`]: () =>
      down ? 'network-error' : { status: 200, body: tableOrder(table.id, [burger]) },
  });
  return {
    server,
    plugIn: () => {
      down = false;
      postToTabs({ type: 'wake' });
    },
  };
}

/** The waiter takes Mesa 4 and orders a burger without the server: both kept, both shown. */
async function takeAndOrderOffline(): Promise<void> {
  queryClient.setQueryData(floorKeys.tables, [table]);
  const occupy = submitOperation(
    { kind: 'occupyTable', method: 'POST', path: `/tables/${table.id}/occupy`, body: { people: 2 } },
    tableSchema,
  );
  const occupied = await occupy.catch((error: unknown) => error);
  if (!isQueued(occupied)) throw new Error('the take was not kept on the device');
  showTableLocally(queryClient, table, { busy: true, people: 2, user: MARIO }, occupied.operationId);
  const add = submitOperation(
    { kind: 'addLines', method: 'POST', path: `/tables/${table.id}/lines`, body: { lines: [] } },
    tableOrderSchema,
  );
  const added = await add.catch((error: unknown) => error);
  if (!isQueued(added)) throw new Error('the line was not kept on the device');
  showOrderLocally(queryClient, table.id, (lines) => [...lines, burger], added.operationId);
  await waitFor(async () => {
    const stored = await outboxDb().operations.orderBy('seq').toArray();
    expect(stored.map((operation) => Object.keys(operation.shown ?? {}))).toEqual([['table'], ['order']]);
  });
}

describe('the writes waiting on this device, shown over the reads', () => {
  it('after a reload, the floor and the order show what the queued writes showed, not the server’s older state', async () => {
    restaurant();
    await takeAndOrderOffline();
    // A reload: the page's cache is gone; the floor's read (server or device copy) still has Mesa 4 free.
    queryClient.clear();
    const [shown] = await withPendingTables([table]);
    expect(shown).toMatchObject({ id: table.id, busy: true, people: 2, user: MARIO });
    const order = await fetchTableOrder(table.id);
    expect(order.lines.map((line) => line.name)).toEqual([BURGER.name]);
  });

  it('once the server has the writes, reads answer as the server does again, and the screens read it', async () => {
    const { server, plugIn } = restaurant();
    await takeAndOrderOffline();
    // This page laid the writes over its reads: it learns when they are sent.
    await withPendingTables([table]);
    queryClient.setQueryData(floorKeys.tables, [table]);
    plugIn();
    await waitFor(async () => expect(await outboxDb().operations.count()).toBe(0));
    await waitFor(() => expect(queryClient.getQueryState(floorKeys.tables)?.isInvalidated).toBe(true));
    expect(await withPendingTables([table])).toEqual([table]);
    const callsBefore = server.calls.length;
    await fetchTableOrder(table.id);
    expect(server.calls.slice(callsBefore).map((call) => `${call.method} ${call.path}`)).toEqual([
      `GET /tables/${table.id}/order`,
    ]);
  });

  it('a refused write stops showing: it waits in "needs attention" instead', async () => {
    restaurant();
    await takeAndOrderOffline();
    await outboxDb().operations.toCollection().modify({ status: 'attention' });
    expect(await withPendingTables([table])).toEqual([table]);
  });
});
